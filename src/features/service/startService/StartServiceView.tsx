import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StartServiceViewModel } from '../../../../machines/service/startService/startService.connect.ts';
import { customerTypes, depositOptions, type CoApplicantField, type DepositOption } from '../../../domain/serviceRequests.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField, RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import { uploadedItems, type UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { AppointmentFields, CalendarFailure, useAppointmentText } from '../common/AppointmentFields.tsx';
import { MailingAddressFields } from '../common/MailingAddressFields.tsx';
import { PremiseSearchStep, premiseAddress } from '../common/PremiseSearchStep.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { startServiceTexts } from './startServiceText.ts';
import '../common/serviceSteps.css';

/** The steps worth saving for later (saved forms): the forms after the premise is checked, and the review. */
const savedSteps: readonly StartServiceViewModel['status'][] = ['customer', 'mailing', 'appointment', 'credit', 'preferences', 'review'];

/** Start service as the machine's view model describes it; no rule is decided here. */
export function StartServiceView({ view, upload, trackerLink, notice, saveForLater }: { view: StartServiceViewModel; upload: UploadFile; trackerLink?: ReactNode; notice?: ReactNode; saveForLater?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(startServiceTexts);
  const { slotInSentence, dayText: day, dayAndSlot } = useAppointmentText();
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const premise = view.premise;
  const address = premiseAddress;
  const coField = (field: CoApplicantField, label: string, extra: { maxLength: number; inputMode?: 'numeric'; autoComplete?: string }) => (
    <TextField
      label={label}
      name={`co-${field}`}
      value={view.coApplicant[field]}
      error={field === 'firstName' || field === 'lastName' || field === 'idNumber' ? error(view.customerErrors[field]) : null}
      onChange={(event) => view.changeCoApplicant(field, event.target.value)}
      {...extra}
    />
  );

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.start.title')}</h1>
      <StepTracker steps={view.steps} />
      {notice}
      {view.status === 'loadingCalendar' ? <InlineLoader /> : null}
      {view.status === 'calendarFailed' ? <CalendarFailure failure={view.failure} retry={view.retry} back={view.back} /> : null}

      {view.status === 'premise' ? <PremiseSearchStep view={view} title={t('service.start.step.premise')} intro={t('service.start.premiseIntro')} headingRef={heading} texts={startServiceTexts} /> : null}

      {view.status === 'customer' ? (
        <ServiceStepForm title={t('service.start.step.customer')} headingRef={heading} onSubmit={view.next} submitLabel={next} busy={view.busy} back={back}>
          <FormAlert texts={startServiceTexts} failure={view.failure} />
          <RadioGroupField
            legend={t('service.start.customerType')}
            name="customerType"
            value={view.customerType}
            options={customerTypes.map((type) => ({ value: type, label: t(`service.start.customerType.${type}`) }))}
            onChange={(value) => view.chooseCustomerType(value as (typeof customerTypes)[number])}
          />
          {view.customerType === 'BUSINESS' ? (
            <TextField label={t('service.start.businessName')} name="businessName" value={view.businessName} maxLength={80} autoComplete="organization" error={error(view.customerErrors.businessName)} onChange={(event) => view.changeBusinessName(event.target.value)} />
          ) : null}
          <CheckboxField label={t('service.start.hasCoApplicant')} checked={view.hasCoApplicant} onChange={(event) => view.toggleCoApplicant(event.target.checked)} />
          {view.hasCoApplicant ? (
            <fieldset className="fieldset">
              <legend>{t('service.start.coApplicant')}</legend>
              <FormAlert texts={startServiceTexts} formError={view.customerErrors.identity} />
              {coField('firstName', t('service.start.firstName'), { maxLength: 50 })}
              {coField('lastName', t('service.start.lastName'), { maxLength: 50 })}
              <fieldset className="fieldset fieldset--inline" aria-describedby={view.customerErrors.birth ? 'co-birth-error' : undefined}>
                <legend>{t('service.start.birth')}</legend>
                {coField('day', t('service.start.birthDay'), { maxLength: 2, inputMode: 'numeric' })}
                {coField('month', t('service.start.birthMonth'), { maxLength: 2, inputMode: 'numeric' })}
                {coField('year', t('service.start.birthYear'), { maxLength: 4, inputMode: 'numeric' })}
                {view.customerErrors.birth ? (
                  <p className="field-error" id="co-birth-error">
                    {error(view.customerErrors.birth)}
                  </p>
                ) : null}
              </fieldset>
              {coField('idNumber', t('service.start.idNumber'), { maxLength: 20 })}
            </fieldset>
          ) : null}
        </ServiceStepForm>
      ) : null}

      {view.status === 'mailing' ? (
        <ServiceStepForm title={t('service.start.step.mailing')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <p>{t('service.start.mailingIntro')}</p>
          <MailingAddressFields address={view.address} fields={view.addressFields} errors={view.addressErrors} texts={startServiceTexts} chooseType={view.chooseAddressType} change={view.changeAddress} />
        </ServiceStepForm>
      ) : null}

      {view.status === 'appointment' ? (
        <ServiceStepForm title={t('service.start.step.appointment')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <FormAlert texts={startServiceTexts} failure={view.failure} />
          <AppointmentFields
            dayLabel={t('service.start.day')}
            calendar={view.calendar}
            day={view.day}
            slot={view.slot}
            slotsOfDay={view.slotsOfDay}
            dayError={error(view.appointmentErrors.day)}
            chooseDay={view.chooseDay}
            chooseSlot={view.chooseSlot}
          />
          <TextField label={t('service.start.accessInstructions')} name="accessInstructions" value={view.accessInstructions} maxLength={200} error={error(view.appointmentErrors.accessInstructions)} onChange={(event) => view.changeAccess('accessInstructions', event.target.value)} />
          <TextField label={t('service.start.gateCode')} name="gateCode" value={view.gateCode} maxLength={10} autoComplete="off" error={error(view.appointmentErrors.gateCode)} onChange={(event) => view.changeAccess('gateCode', event.target.value)} />
        </ServiceStepForm>
      ) : null}

      {view.status === 'credit' ? (
        <ServiceStepForm title={t('service.start.step.credit')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <RadioGroupField
            legend={t('service.start.creditReview')}
            name="creditReview"
            value={view.creditReview === null ? null : String(view.creditReview)}
            options={[
              { value: 'true', label: t('service.start.yes') },
              { value: 'false', label: t('service.start.no') },
            ]}
            error={error(view.creditErrors.creditReview)}
            onChange={(value) => view.chooseCreditReview(value === 'true')}
          />
          <RadioGroupField
            legend={t('service.start.depositOption')}
            name="depositOption"
            value={view.depositOption}
            options={depositOptions.map((option) => ({ value: option, label: t(`service.start.deposit.${option}`) }))}
            error={error(view.creditErrors.depositOption)}
            onChange={(value) => view.chooseDeposit(value as DepositOption)}
          />
          <FileUpload
            label={t('service.start.proofOfIdentity')}
            hint={t('service.start.proofHint')}
            error={error(view.creditErrors.documents)}
            upload={upload}
            onChange={view.documentsChanged}
            initialItems={uploadedItems(view.documents)}
          />
        </ServiceStepForm>
      ) : null}

      {view.status === 'preferences' ? (
        <ServiceStepForm title={t('service.start.step.preferences')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <CheckboxField label={t('service.start.optInText')} checked={view.optInText} onChange={(event) => view.toggleOptIn(event.target.checked)} />
          {view.optInText ? (
            <TextField label={t('service.start.textNumber')} name="textNumber" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={15} value={view.textNumber} error={error(view.textNumberError)} onChange={(event) => view.changeTextNumber(event.target.value)} />
          ) : null}
          <CheckboxField label={t('service.start.paperless')} checked={view.paperless} onChange={(event) => view.togglePaperless(event.target.checked)} />
        </ServiceStepForm>
      ) : null}

      {view.status === 'review' && premise ? (
        <ServiceReviewForm
          title={t('service.start.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={startServiceTexts}
          back={back}
        >
          <dl className="summary-list">
            <dt>{t('service.start.step.premise')}</dt>
            <dd>{address(premise)}</dd>
            <dt>{t('service.start.customerType')}</dt>
            <dd>{view.customerType === 'BUSINESS' ? `${t('service.start.customerType.BUSINESS')}: ${view.businessName}` : t('service.start.customerType.RESIDENTIAL')}</dd>
            {view.hasCoApplicant ? (
              <>
                <dt>{t('service.start.coApplicant')}</dt>
                <dd>{`${view.coApplicant.firstName} ${view.coApplicant.lastName}`}</dd>
              </>
            ) : null}
            <dt>{t('service.start.step.mailing')}</dt>
            <dd>{view.addressFields.map((field) => view.address[field]).filter(Boolean).join(', ')}</dd>
            <dt>{t('service.start.step.appointment')}</dt>
            <dd>{dayAndSlot(view.day, view.slot)}</dd>
            <dt>{t('service.start.creditReview')}</dt>
            <dd>{view.creditReview ? t('service.start.yes') : t('service.start.no')}</dd>
            <dt>{t('service.start.depositOption')}</dt>
            <dd>{view.depositOption ? t(`service.start.deposit.${view.depositOption}`) : ''}</dd>
            <dt>{t('service.start.documents')}</dt>
            <dd>{view.documents.length > 0 ? view.documents.map((document) => document.fileName).join(', ') : t('service.tracker.noDocuments')}</dd>
            <dt>{t('service.start.optInText')}</dt>
            <dd>{view.optInText ? view.textNumber : t('service.start.no')}</dd>
            <dt>{t('service.start.paperless')}</dt>
            <dd>{view.paperless ? t('service.start.yes') : t('service.start.no')}</dd>
          </dl>
        </ServiceReviewForm>
      ) : null}

      {/* Save for later (saved forms): on the steps worth saving, not while a call is under way. */}
      {savedSteps.includes(view.status) && !view.busy ? saveForLater : null}
      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackerLink}>
          {t('service.start.done', { reference: view.receipt.reference, day: day(view.receipt.appointment.day), time: slotInSentence(view.receipt.appointment.slot) })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
