import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { NewConnectionViewModel } from '../../../../machines/service/newConnection/newConnection.connect.ts';
import { choiceFields, ownerFields, siteFields, type NewConnectionField } from '../../../domain/newConnection.ts';
import { formatDate, fromThebe } from '../../../domain/format.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { CheckboxField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import { uploadedItems, type UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { CalendarFailure } from '../common/AppointmentFields.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { newConnectionTexts } from './newConnectionText.ts';
import '../common/serviceSteps.css';

type ChoiceField = (typeof choiceFields)[number];

/** Each typed field's input attributes (the label is `service.newConnection.field.<name>`). */
const textInputs: Record<(typeof ownerFields)[number] | (typeof siteFields)[number] | 'meterNumber', { maxLength: number; type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }> = {
  fullName: { maxLength: 100, autoComplete: 'name' },
  nationalId: { maxLength: 20, autoComplete: 'off' },
  primaryPhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  alternatePhone: { maxLength: 15, type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  email: { maxLength: 80, type: 'email', autoComplete: 'email' },
  meterNumber: { maxLength: 13, inputMode: 'numeric', autoComplete: 'off' },
  plotNumber: { maxLength: 20, autoComplete: 'off' },
  street: { maxLength: 80, autoComplete: 'address-line1' },
  area: { maxLength: 60, autoComplete: 'address-level3' },
  city: { maxLength: 40, autoComplete: 'address-level2' },
};

/** The choices of the details step, in the order the form shows them. */
const connectionChoices: ChoiceField[] = ['customerType', 'incomeCategory', 'houseStatus', 'wiringStatus', 'readyBox', 'natureOfSupply', 'capacity', 'serviceType', 'connectionStatus', 'amps'];

/** The new connection request (signed in or a visitor) as the machine's view model describes it; no rule is decided here. */
export function NewConnectionView({
  view,
  upload,
  trackLink,
  notice,
  saveForLater,
}: {
  view: NewConnectionViewModel;
  upload: UploadFile;
  trackLink?: (reference: string) => ReactNode;
  /** Saved forms: what the page says about the saved form (under the step tracker). */
  notice?: ReactNode;
  /** Saved forms: Save for later (signed in), or how to (a visitor), for the steps the page offers it on. */
  saveForLater?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(newConnectionTexts);
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const optionText = (field: ChoiceField, value: string) => (field === 'amps' ? t('service.newConnection.ampsOption', { amps: value }) : t(`service.newConnection.option.${field}.${value}`));
  const choice = (field: ChoiceField) => (
    <SelectField
      key={field}
      label={t(`service.newConnection.field.${field}`)}
      value={view.form[field]}
      options={view.options(field).map((value) => ({ value, label: optionText(field, value) }))}
      error={error(view.errors[field])}
      onChange={(event) => view.change(field, event.target.value)}
    />
  );
  const text = (field: keyof typeof textInputs) => (
    <TextField key={field} label={t(`service.newConnection.field.${field}`)} name={field} value={view.form[field]} error={error(view.errors[field])} onChange={(event) => view.change(field, event.target.value)} {...textInputs[field]} />
  );
  const money = (thebe: number) => <Money value={fromThebe(thebe)} />;
  const quote = view.quote;
  const shown = (field: NewConnectionField) => (choiceFields.includes(field as ChoiceField) ? optionText(field as ChoiceField, view.form[field]) : view.form[field]);

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.newConnection.title')}</h1>
      <p className="lead">{t('service.newConnection.intro')}</p>
      <StepTracker steps={view.steps} />
      {notice}

      {view.status === 'details' ? (
        <ServiceStepForm title={t('service.newConnection.step.details')} headingRef={heading} onSubmit={view.next} submitLabel={next}>
          <FormAlert texts={newConnectionTexts} failure={view.failure} />
          <fieldset className="fieldset">
            <legend>{t('service.newConnection.connection')}</legend>
            {connectionChoices.map(choice)}
            {view.asksMeterNumber ? text('meterNumber') : null}
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('service.newConnection.owner')}</legend>
            {view.signedIn ? <p>{t('service.newConnection.ownerPrefilled')}</p> : null}
            {ownerFields.map(text)}
          </fieldset>
        </ServiceStepForm>
      ) : null}

      {view.status === 'site' ? (
        <ServiceStepForm title={t('service.newConnection.step.site')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <FormAlert texts={newConnectionTexts} failure={view.failure} />
          {siteFields.map(text)}
          {choice('distanceClass')}
          <FileUpload
            label={t('service.newConnection.field.sketchPlan')}
            hint={t('service.newConnection.sketchHint')}
            multiple={false}
            error={error(view.errors.sketchPlan)}
            upload={upload}
            onChange={view.sketchChanged}
            initialItems={uploadedItems([view.sketch])}
          />
        </ServiceStepForm>
      ) : null}

      {view.status === 'quoting' ? <InlineLoader /> : null}
      {view.status === 'quoteFailed' ? <CalendarFailure failure={view.failure} retry={view.retry} back={view.back} /> : null}

      {view.status === 'quoted' && quote ? (
        <ServiceStepForm title={t('service.newConnection.step.quote')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <FormAlert texts={newConnectionTexts} failure={view.failure} />
          <p>{t('service.newConnection.quoteIntro', { capacity: optionText('capacity', quote.capacity), serviceType: optionText('serviceType', quote.serviceType), distance: optionText('distanceClass', quote.distanceClass) })}</p>
          <TableScroll>
            {(captionId) => (
              <table className="quote-table" aria-labelledby={captionId}>
                <caption id={captionId}>{t('service.newConnection.quoteCaption', { quoteId: quote.quoteId })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('service.newConnection.quoteItem')}</th>
                    <th scope="col">{t('service.newConnection.quoteAmount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {quote.lines.map((line) => (
                    <tr key={line.code}>
                      <th scope="row">{t(`service.newConnection.line.${line.code}`)}</th>
                      <td>{money(line.amountThebe)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('service.newConnection.quoteTotal')}</th>
                    <td>{money(quote.totalThebe)}</td>
                  </tr>
                </tfoot>
              </table>
            )}
          </TableScroll>
          <p>{t('service.newConnection.validUntil', { day: formatDate(quote.validUntil, intl.locale) })}</p>
          <CheckboxField label={t('service.newConnection.accept')} checked={view.accepted} error={error(view.acceptError)} onChange={(event) => view.accept(event.target.checked)} />
        </ServiceStepForm>
      ) : null}

      {view.status === 'review' && quote ? (
        <ServiceReviewForm
          title={t('service.newConnection.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={newConnectionTexts}
          back={back}
        >
          <dl className="summary-list">
            {[...connectionChoices, ...(view.asksMeterNumber ? (['meterNumber'] as const) : []), ...ownerFields, ...siteFields, 'distanceClass' as const]
              .filter((field) => view.form[field] !== '')
              .map((field) => (
                <Fragment key={field}>
                  <dt>{t(`service.newConnection.field.${field}`)}</dt>
                  <dd>{shown(field)}</dd>
                </Fragment>
              ))}
            <dt>{t('service.newConnection.field.sketchPlan')}</dt>
            <dd>{view.sketch?.fileName}</dd>
            <dt>{t('service.newConnection.quoteTotal')}</dt>
            <dd>{money(quote.totalThebe)}</dd>
          </dl>
        </ServiceReviewForm>
      ) : null}

      {/* Save for later (saved forms): not while the quotation is priced or the request sent. */}
      {view.status !== 'done' && !view.busy ? saveForLater : null}

      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackLink?.(view.receipt.reference)}>
          {t(view.signedIn ? 'service.newConnection.done' : 'service.newConnection.doneVisitor', { reference: view.receipt.reference })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
