import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MeterInspectionViewModel } from '../../../../machines/service/meterInspection/meterInspection.connect.ts';
import { serviceCentreTowns } from '../../../domain/constants.ts';
import { inspectionDocumentKinds, meterInspectionStepFields, type MeterInspectionField } from '../../../domain/meterInspection.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import { uploadedItems, type UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { CalendarFailure, useAppointmentText } from '../common/AppointmentFields.tsx';
import { AppointmentStep } from '../common/AppointmentStep.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { meterInspectionTexts } from './meterInspectionText.ts';
import '../common/serviceSteps.css';

/** Each typed field: its input attributes (the label is `service.meterInspection.field.<name>`). */
const inputs: Record<Exclude<MeterInspectionField, 'town'>, { maxLength: number; type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }> = {
  fullName: { maxLength: 100, autoComplete: 'name' },
  primaryPhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  alternatePhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  email: { maxLength: 254, type: 'email', autoComplete: 'email' },
  accountNumber: { maxLength: 20, inputMode: 'numeric', autoComplete: 'off' },
  plotNumber: { maxLength: 20, autoComplete: 'off' },
  street: { maxLength: 80, autoComplete: 'address-line1' },
  area: { maxLength: 60, autoComplete: 'address-level3' },
  district: { maxLength: 60, autoComplete: 'address-level2' },
  city: { maxLength: 40, autoComplete: 'address-level2' },
  electricianName: { maxLength: 80, autoComplete: 'off' },
  electricianPhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  technicianName: { maxLength: 80, autoComplete: 'off' },
  technicianPhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
};

/** The meter inspection request as the machine's view model describes it; no rule is decided here. */
export function MeterInspectionView({
  view,
  upload,
  doneLink,
  notice,
  saveForLater,
}: {
  view: MeterInspectionViewModel;
  upload: UploadFile;
  doneLink?: (reference: string) => ReactNode;
  /** Saved forms: what the page says about the saved form (under the step tracker). */
  notice?: ReactNode;
  /** Saved forms: Save for later (signed in), or how to (a visitor), for the steps the page offers it on. */
  saveForLater?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(meterInspectionTexts);
  const { slotInSentence, dayText: day, dayAndSlot } = useAppointmentText();
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const label = (name: MeterInspectionField) => t(`service.meterInspection.field.${name}`);
  const field = (name: MeterInspectionField) => {
    if (name === 'town') {
      return (
        <SelectField
          key={name}
          label={label(name)}
          value={view.form.town}
          placeholder={t('service.meterInspection.townPlaceholder')}
          options={serviceCentreTowns.map((town) => ({ value: town, label: town }))}
          error={error(view.fieldErrors.town)}
          onChange={(event) => view.change('town', event.target.value)}
        />
      );
    }
    if (name === 'accountNumber' && view.signedIn) {
      return (
        <SelectField
          key={name}
          label={label(name)}
          value={view.form.accountNumber}
          options={view.accounts.map((account) => ({ value: account.accountNumber, label: `${account.accountNumber}, ${account.address}` }))}
          error={error(view.fieldErrors.accountNumber)}
          onChange={(event) => view.chooseAccount(event.target.value)}
        />
      );
    }
    return (
      <TextField
        key={name}
        label={name === 'alternatePhone' ? t('service.meterInspection.optional', { label: label(name) }) : label(name)}
        name={name}
        value={view.form[name]}
        error={error(view.fieldErrors[name])}
        onChange={(event) => view.change(name, event.target.value)}
        {...inputs[name]}
      />
    );
  };
  const formStep = (step: 'customer' | 'premise' | 'contractors', children: ReactNode) => (
    <ServiceStepForm title={t(`service.meterInspection.step.${step}`)} headingRef={heading} onSubmit={view.next} submitLabel={next} back={step === 'customer' ? undefined : back}>
      <FormAlert texts={meterInspectionTexts} failure={view.failure} />
      {children}
    </ServiceStepForm>
  );
  const summary = (names: readonly MeterInspectionField[]) =>
    names
      .map((name) => view.form[name].trim())
      .filter(Boolean)
      .join(', ');

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.meterInspection.title')}</h1>
      {view.status !== 'done' ? <p className="lead">{t('service.meterInspection.intro')}</p> : null}
      <StepTracker steps={view.steps} />
      {notice}
      {view.status === 'loadingCalendar' ? <InlineLoader /> : null}
      {view.status === 'calendarFailed' ? <CalendarFailure failure={view.failure} retry={view.retry} back={view.back} /> : null}

      {view.status === 'customer' ? formStep('customer', meterInspectionStepFields.customer.map(field)) : null}
      {view.status === 'premise' ? formStep('premise', meterInspectionStepFields.premise.map(field)) : null}
      {view.status === 'contractors'
        ? formStep(
            'contractors',
            <>
              <fieldset className="fieldset">
                <legend>{t('service.meterInspection.electrician')}</legend>
                {field('electricianName')}
                {field('electricianPhone')}
              </fieldset>
              <fieldset className="fieldset">
                <legend>{t('service.meterInspection.technician')}</legend>
                {field('technicianName')}
                {field('technicianPhone')}
              </fieldset>
            </>,
          )
        : null}

      {view.status === 'appointment' ? <AppointmentStep title={t('service.meterInspection.step.appointment')} headingRef={heading} view={view} texts={meterInspectionTexts} /> : null}

      {view.status === 'documents' ? (
        <ServiceStepForm title={t('service.meterInspection.step.documents')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          {inspectionDocumentKinds.map((kind) => {
            const document = view.documents[kind];
            return (
              <FileUpload
                key={kind}
                label={t(`service.meterInspection.document.${kind}`)}
                multiple={false}
                error={error(view.documentErrors[kind])}
                upload={upload}
                onChange={(documents) => view.documentsChanged(kind, documents)}
                initialItems={uploadedItems([document])}
              />
            );
          })}
          <CheckboxField label={t('service.meterInspection.terms')} checked={view.terms} error={error(view.documentErrors.terms)} onChange={(event) => view.toggleTerms(event.target.checked)} />
        </ServiceStepForm>
      ) : null}

      {view.status === 'review' ? (
        <ServiceReviewForm
          title={t('service.meterInspection.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={meterInspectionTexts}
          back={back}
        >
          <dl className="summary-list">
            <dt>{t('service.meterInspection.step.customer')}</dt>
            <dd>{summary(['fullName', 'primaryPhone', 'alternatePhone', 'email'])}</dd>
            <dt>{label('accountNumber')}</dt>
            <dd>{view.form.accountNumber}</dd>
            <dt>{t('service.meterInspection.step.premise')}</dt>
            <dd>{summary(meterInspectionStepFields.premise)}</dd>
            <dt>{t('service.meterInspection.electrician')}</dt>
            <dd>{summary(['electricianName', 'electricianPhone'])}</dd>
            <dt>{t('service.meterInspection.technician')}</dt>
            <dd>{summary(['technicianName', 'technicianPhone'])}</dd>
            <dt>{t('service.meterInspection.step.appointment')}</dt>
            <dd>{dayAndSlot(view.day, view.slot)}</dd>
            <dt>{t('service.meterInspection.step.documents')}</dt>
            <dd>{inspectionDocumentKinds.map((kind) => view.documents[kind]?.fileName ?? '').join(', ')}</dd>
          </dl>
        </ServiceReviewForm>
      ) : null}

      {/* Save for later (saved forms): not while the request is sent. */}
      {view.status !== 'done' && !view.busy ? saveForLater : null}

      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={doneLink?.(view.receipt.reference)}>
          {t('service.meterInspection.done', { reference: view.receipt.reference, day: day(view.receipt.appointment.day), time: slotInSentence(view.receipt.appointment.slot) })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
