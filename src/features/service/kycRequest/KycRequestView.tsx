import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { KycRequestViewModel } from '../../../../machines/service/kycRequest/kycRequest.connect.ts';
import { applicantTypes, identityTypes, industryTypes, kycTypes, type ApplicantType, type IdentityType, type KycApplicantField, type KycCompanyField, type KycType } from '../../../domain/kyc.ts';
import { formatDate, parseDisplayDate } from '../../../domain/format.ts';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';
import { CheckboxField, RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { DateField } from '../../../ui/fields/DateField.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import { uploadedItem, type UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { kycRequestTexts } from './kycRequestText.ts';
import '../common/serviceSteps.css';

const personFields = ['fullName', 'idNumber'] as const satisfies readonly KycApplicantField[];
const contactFields = ['primaryPhone', 'alternatePhone', 'email'] as const satisfies readonly KycApplicantField[];
const addressFields = ['plotNumber', 'street', 'area', 'city'] as const satisfies readonly KycApplicantField[];
const companyTextFields = ['companyName', 'registrationNumber', 'taxNumber', 'website', 'contactPerson'] as const satisfies readonly KycCompanyField[];
const fieldKinds: Partial<Record<KycApplicantField | KycCompanyField, 'phone' | 'email' | 'digits'>> = { primaryPhone: 'phone', alternatePhone: 'phone', email: 'email', taxNumber: 'digits' };
const maxLengths: Partial<Record<KycApplicantField | KycCompanyField, number>> = { fullName: 100, idNumber: 20, plotNumber: 20, street: 80, area: 60, city: 40, companyName: 100, registrationNumber: 20, taxNumber: 9, website: 200, contactPerson: 100 };

/** The KYC request as the machine's view model describes it; no rule is decided here. */
export function KycRequestView({
  view,
  upload,
  trackLink,
  notice,
  saveForLater,
}: {
  view: KycRequestViewModel;
  upload: UploadFile;
  trackLink?: (reference: string) => ReactNode;
  /** Saved forms: what the page says about the saved form (under the step tracker). */
  notice?: ReactNode;
  /** Saved forms: Save for later (signed in), or how to (a visitor); shown on the steps, not while sending. */
  saveForLater?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(kycRequestTexts);
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const form = { values: view.form, errors: { ...view.applicantErrors, ...view.companyErrors, shareholders: undefined, shares: undefined }, error, change: view.change };
  const field = (name: KycApplicantField | KycCompanyField) => (
    <BoundTextField key={name} form={form} name={name} label={t(`service.kyc.field.${name}`)} kind={fieldKinds[name]} maxLength={maxLengths[name]} />
  );
  const summary: [string, string][] =
    view.status === 'review'
      ? [
          [t('service.kyc.kycType'), t(`service.kyc.kycType.${view.form.kycType}`)],
          [t('service.kyc.applicantType'), t(`service.kyc.applicantType.${view.form.applicantType}`)],
          [t('service.kyc.field.fullName'), view.form.fullName],
          [t(`service.kyc.identityType.${view.form.identityType}`), view.form.idNumber],
          [t('service.kyc.field.dateOfBirth'), formatDate(parseDisplayDate(view.form.dateOfBirth), intl.locale)],
          [t('service.kyc.landOwner'), t(view.form.landOwner ? 'service.kyc.yes' : 'service.kyc.no')],
          [t('service.kyc.contact'), [view.form.primaryPhone, view.form.alternatePhone, view.form.email].filter(Boolean).join(', ')],
          [t('service.kyc.address'), addressFields.map((name) => view.form[name]).filter(Boolean).join(', ')],
          ...(view.form.kycType === 'Company'
            ? ([
                [t('service.kyc.field.companyName'), view.form.companyName],
                [t('service.kyc.field.industryType'), view.form.industryType ? t(`service.kyc.industry.${view.form.industryType}`) : ''],
                [t('service.kyc.field.registrationNumber'), view.form.registrationNumber],
                [t('service.kyc.field.taxNumber'), view.form.taxNumber],
                [t('service.kyc.field.website'), view.form.website],
                [t('service.kyc.field.contactPerson'), view.form.contactPerson],
                [t('service.kyc.shareholders'), view.form.shareholders.map((holder) => t('service.kyc.shareholderSummary', { name: holder.name, share: holder.share })).join('; ')],
              ] as [string, string][])
            : []),
          ...view.documentKinds.map((kind) => [t(`service.kyc.document.${kind}`), view.documents[kind]?.fileName ?? ''] as [string, string]),
        ]
      : [];

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.kyc.title')}</h1>
      <StepTracker steps={view.steps} />
      {notice}

      {view.status === 'applicant' ? (
        <ServiceStepForm title={t('service.kyc.step.applicant')} headingRef={heading} onSubmit={view.next} submitLabel={next}>
          <RadioGroupField
            legend={t('service.kyc.kycType')}
            name="kycType"
            value={view.form.kycType}
            options={kycTypes.map((type) => ({ value: type, label: t(`service.kyc.kycType.${type}`) }))}
            onChange={(value) => view.chooseType(value as KycType)}
          />
          <fieldset className="fieldset">
            <legend>{t('service.kyc.you')}</legend>
            <SelectField
              label={t('service.kyc.applicantType')}
              value={view.form.applicantType}
              options={applicantTypes.map((type) => ({ value: type, label: t(`service.kyc.applicantType.${type}`) }))}
              onChange={(event) => view.chooseApplicantType(event.target.value as ApplicantType)}
            />
            {field('fullName')}
            <RadioGroupField
              legend={t('service.kyc.identityType')}
              name="identityType"
              value={view.form.identityType}
              options={identityTypes.map((type) => ({ value: type, label: t(`service.kyc.identityType.${type}`) }))}
              onChange={(value) => view.chooseIdentityType(value as IdentityType)}
            />
            {personFields.slice(1).map(field)}
            <DateField
              label={t('service.kyc.field.dateOfBirth')}
              hint={t('service.kyc.dateOfBirthHint')}
              name="dateOfBirth"
              value={view.form.dateOfBirth}
              error={error(view.applicantErrors.dateOfBirth)}
              onChange={(value) => view.change('dateOfBirth', value)}
            />
            <CheckboxField label={t('service.kyc.landOwner')} checked={view.form.landOwner} onChange={(event) => view.toggleLandOwner(event.target.checked)} />
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('service.kyc.contact')}</legend>
            {contactFields.map(field)}
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('service.kyc.address')}</legend>
            {addressFields.map(field)}
          </fieldset>
        </ServiceStepForm>
      ) : null}

      {view.status === 'company' ? (
        <ServiceStepForm title={t('service.kyc.step.company')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          {field('companyName')}
          <SelectField
            label={t('service.kyc.field.industryType')}
            placeholder={t('service.kyc.industryPlaceholder')}
            value={view.form.industryType}
            error={error(view.companyErrors.industryType)}
            options={industryTypes.map((type) => ({ value: type, label: t(`service.kyc.industry.${type}`) }))}
            onChange={(event) => view.change('industryType', event.target.value)}
          />
          {companyTextFields.slice(1).map(field)}
          <fieldset className="fieldset">
            <legend>{t('service.kyc.shareholders')}</legend>
            {view.form.shareholders.map((holder, index) => {
              const found = view.companyErrors.shareholders?.[index] ?? {};
              const number = index + 1;
              return (
                <fieldset key={index} className="fieldset">
                  <legend>{t('service.kyc.shareholder', { number })}</legend>
                  <TextField label={t('service.kyc.shareholder.name', { number })} value={holder.name} maxLength={100} error={error(found.name)} onChange={(event) => view.changeShareholder(index, 'name', event.target.value)} />
                  <TextField label={t('service.kyc.shareholder.idNumber', { number })} value={holder.idNumber} maxLength={20} autoComplete="off" error={error(found.idNumber)} onChange={(event) => view.changeShareholder(index, 'idNumber', event.target.value)} />
                  <TextField label={t('service.kyc.shareholder.share', { number })} value={holder.share} maxLength={6} inputMode="decimal" autoComplete="off" error={error(found.share)} onChange={(event) => view.changeShareholder(index, 'share', event.target.value)} />
                  {view.canRemoveShareholder ? (
                    <button type="button" className="button button--secondary" onClick={() => view.removeShareholder(index)}>
                      {t('service.kyc.removeShareholder', { number })}
                    </button>
                  ) : null}
                </fieldset>
              );
            })}
            <p aria-live="polite">{t('service.kyc.sharesTotal', { total: view.sharesTotal })}</p>
            {view.companyErrors.shares ? <p className="field__error">{error(view.companyErrors.shares)}</p> : null}
            {view.canAddShareholder ? (
              <button type="button" className="button button--secondary" onClick={view.addShareholder}>
                {t('service.kyc.addShareholder')}
              </button>
            ) : null}
          </fieldset>
        </ServiceStepForm>
      ) : null}

      {view.status === 'documents' ? (
        <ServiceStepForm title={t('service.kyc.step.documents')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <p>{t('service.kyc.documentsIntro')}</p>
          {view.documentKinds.map((kind) => {
            const document = view.documents[kind];
            return (
              <FileUpload
                key={kind}
                label={t(`service.kyc.document.${kind}`)}
                multiple={false}
                error={error(view.documentErrors[kind])}
                upload={upload}
                onChange={(documents) => view.documentsChanged(kind, documents)}
                initialItems={document ? [uploadedItem(document)] : []}
              />
            );
          })}
        </ServiceStepForm>
      ) : null}

      {view.status === 'review' ? (
        <ServiceReviewForm
          title={t('service.kyc.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={kycRequestTexts}
          submitLabel={t('service.kyc.submit')}
          back={back}
        >
          <dl className="summary-list">
            {summary.map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </ServiceReviewForm>
      ) : null}

      {/* Save for later (saved forms): on every step and the review, not while the request is sent. */}
      {view.status !== 'done' && !view.busy ? saveForLater : null}

      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackLink?.(view.receipt.reference)}>
          {t(view.signedIn ? 'service.kyc.done' : 'service.kyc.donePrelogin', { reference: view.receipt.reference })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
