import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PreStartServiceViewModel } from '../../../../machines/service/preStartService/preStartService.connect.ts';
import { localCustomerTypes, localDocumentKinds, localTariffs, type LocalCustomerType, type PreStartDetailField } from '../../../domain/serviceRequests.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField, RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import { uploadedItems, type UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { CalendarFailure, useAppointmentText } from '../common/AppointmentFields.tsx';
import { AppointmentStep } from '../common/AppointmentStep.tsx';
import { PremiseSearchStep } from '../common/PremiseSearchStep.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { startServiceTexts } from '../startService/startServiceText.ts';
import '../common/serviceSteps.css';

/** Each typed field of the details step: its input attributes (the label is `service.preStart.field.<name>`). */
const detailInputs: Record<PreStartDetailField, { maxLength: number; type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }> = {
  fullName: { maxLength: 100, autoComplete: 'name' },
  primaryPhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  alternatePhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  email: { maxLength: 80, type: 'email', autoComplete: 'email' },
  nationalId: { maxLength: 20, autoComplete: 'off' },
  meterNumber: { maxLength: 13, inputMode: 'numeric', autoComplete: 'off' },
  plotNumber: { maxLength: 20, autoComplete: 'off' },
  street: { maxLength: 80, autoComplete: 'address-line1' },
  area: { maxLength: 60, autoComplete: 'address-level3' },
  district: { maxLength: 60, autoComplete: 'address-level2' },
  city: { maxLength: 40, autoComplete: 'address-level2' },
  companyName: { maxLength: 80, autoComplete: 'organization' },
  companyRegistration: { maxLength: 30, autoComplete: 'off' },
};
/** The catalogue's word for each tariff (`service.preStart.tariff.<id>`). */
export const tariffIds: Record<(typeof localTariffs)[number], string> = { Domestic: 'Domestic', 'Small Business': 'SmallBusiness', 'Medium Business': 'MediumBusiness' };
const personFields: PreStartDetailField[] = ['fullName', 'primaryPhone', 'alternatePhone', 'email', 'nationalId'];
const premiseFields: PreStartDetailField[] = ['meterNumber', 'plotNumber', 'street', 'area', 'district', 'city'];
const companyFields: PreStartDetailField[] = ['companyName', 'companyRegistration'];

/** Start service for a visitor (local market) as the machine's view model describes it; no rule is decided here. */
export function PreStartServiceView({ view, upload, trackLink, saveForLater }: { view: PreStartServiceViewModel; upload: UploadFile; trackLink?: (reference: string) => ReactNode; saveForLater?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(startServiceTexts);
  const { slotInSentence, dayText: day } = useAppointmentText();
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const field = (name: PreStartDetailField) => (
    <TextField key={name} label={t(`service.preStart.field.${name}`)} name={name} value={view.details[name]} error={error(view.detailsErrors[name])} onChange={(event) => view.change(name, event.target.value)} {...detailInputs[name]} />
  );

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.preStart.title')}</h1>
      <StepTracker steps={view.steps} />
      {view.status === 'loadingCalendar' ? <InlineLoader /> : null}
      {view.status === 'calendarFailed' ? <CalendarFailure failure={view.failure} retry={view.retry} back={view.back} /> : null}

      {view.status === 'premise' ? <PremiseSearchStep view={view} title={t('service.preStart.step.premise')} intro={t('service.preStart.premiseIntro')} headingRef={heading} texts={startServiceTexts} /> : null}
      {/* Saved forms are for signed-in customers: the first step says so, once. */}
      {view.status === 'premise' ? saveForLater : null}

      {view.status === 'details' ? (
        <ServiceStepForm title={t('service.preStart.step.details')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <FormAlert texts={startServiceTexts} failure={view.failure} />
          <RadioGroupField
            legend={t('service.start.customerType')}
            name="customerType"
            value={view.details.customerType}
            options={localCustomerTypes.map((type) => ({ value: type, label: t(`service.preStart.customerType.${type}`) }))}
            onChange={(value) => view.chooseCustomerType(value as LocalCustomerType)}
          />
          <fieldset className="fieldset">
            <legend>{t('service.preStart.you')}</legend>
            {personFields.map(field)}
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('service.preStart.premise')}</legend>
            {premiseFields.map(field)}
            <SelectField
              label={t('service.preStart.tariff')}
              value={view.details.tariff}
              options={localTariffs.map((tariff) => ({ value: tariff, label: t(`service.preStart.tariff.${tariffIds[tariff]}`) }))}
              onChange={(event) => view.chooseTariff(event.target.value as (typeof localTariffs)[number])}
            />
            <CheckboxField label={t('service.preStart.tenant')} checked={view.details.tenant} onChange={(event) => view.toggleTenant(event.target.checked)} />
          </fieldset>
          {view.details.customerType === 'BUSINESS' ? (
            <fieldset className="fieldset">
              <legend>{t('service.preStart.company')}</legend>
              {companyFields.map(field)}
            </fieldset>
          ) : null}
        </ServiceStepForm>
      ) : null}

      {view.status === 'appointment' ? <AppointmentStep title={t('service.preStart.step.appointment')} headingRef={heading} view={view} texts={startServiceTexts} /> : null}

      {view.status === 'documents' ? (
        <ServiceStepForm
          title={t('service.preStart.step.documents')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          submitLabel={view.busy ? t('service.submitting') : view.failure ? t('common.retry') : t('service.stop.submit')}
          back={back}
        >
          <FormAlert texts={startServiceTexts} failure={view.failure} />
          <p>{t('service.preStart.documentsIntro', { day: day(view.day), time: slotInSentence(view.slot) })}</p>
          {localDocumentKinds.map((kind) => {
            const document = view.documents[kind];
            return (
              <FileUpload
                key={kind}
                label={t(`service.preStart.document.${kind}`)}
                multiple={false}
                error={error(view.documentErrors[kind])}
                upload={upload}
                onChange={(documents) => view.documentsChanged(kind, documents)}
                initialItems={uploadedItems([document])}
              />
            );
          })}
          <CheckboxField label={t('service.preStart.terms')} checked={view.terms} error={error(view.documentErrors.terms)} onChange={(event) => view.toggleTerms(event.target.checked)} />
        </ServiceStepForm>
      ) : null}

      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackLink?.(view.receipt.reference)}>
          {t('service.preStart.done', { reference: view.receipt.reference, day: day(view.receipt.appointment.day), time: slotInSentence(view.receipt.appointment.slot) })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
