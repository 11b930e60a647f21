import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StopServiceViewModel } from '../../../../machines/service/stopService/stopService.connect.ts';
import { appointmentSlots, moveOutReasons, type AddressField, type AddressType, type MoveOutReason, type SlotNumber } from '../../../domain/serviceRequests.ts';
import { formatDate } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { stopServiceTexts } from './stopServiceText.ts';

const slotOf = (slot: SlotNumber) => appointmentSlots.find((s) => s.slot === slot)!;
const addressTypeIds = ['service.address.type.0', 'service.address.type.1', 'service.address.type.2', 'service.address.type.3'] as const;

/** Stop service as the machine's view model describes it; no rule is decided here. */
export function StopServiceView({ view, payLink }: { view: StopServiceViewModel; payLink?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(stopServiceTexts);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (view.status === 'review') view.submit();
    else view.next();
  };
  const slotText = (slot: SlotNumber) => (slot === 0 ? t('service.slot.allDay') : t('service.slot.range', { from: slotOf(slot).from, to: slotOf(slot).to }));
  const day = (value: string | null) => formatDate(value, intl.locale);
  const reasonText = (reason: MoveOutReason) => t(`service.reason.${reason}`);
  const stop = view.stop;
  const back = (
    <button type="button" className="button button--secondary" onClick={view.back} disabled={view.busy}>
      {t('service.back')}
    </button>
  );
  const addressLabel: Record<AddressField, string> = {
    address1: t('service.address.address1'),
    address2: t('service.address.address2'),
    poBox: t('service.address.poBox'),
    city: view.address.addressType === 2 ? t('service.address.militaryCity') : t('service.address.city'),
    state: t('service.address.militaryState'),
    country: t('service.address.country'),
  };

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.stop.title')}</h1>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' || (view.busy && view.status !== 'review') ? <InlineLoader /> : null}
      {view.status === 'loadFailed' || view.status === 'calendarFailed' ? (
        <>
          <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} />
          {view.status === 'calendarFailed' ? <p className="form-actions">{back}</p> : null}
        </>
      ) : null}
      {view.status === 'account' && stop ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.stop.step.account')}
          </h2>
          <dl className="summary-list">
            <dt>{t('service.stop.accountNumber')}</dt>
            <dd>{stop.accountNumber}</dd>
            <dt>{t('service.stop.meterNumber')}</dt>
            <dd>{stop.meterNumber ?? t('service.stop.noMeter')}</dd>
            <dt>{t('service.stop.serviceAddress')}</dt>
            <dd>{[stop.serviceAddress.address1, stop.serviceAddress.address2, stop.serviceAddress.city].filter(Boolean).join(', ')}</dd>
            <dt>{t('service.stop.balance')}</dt>
            <dd>
              <Money value={stop.outstandingBalance} />
            </dd>
          </dl>
          {stop.outstandingBalance > 0 ? (
            <p>
              {t('service.stop.balanceNote')} {payLink}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button">
              {t('service.next')}
            </button>
          </div>
        </form>
      ) : null}
      {view.status === 'schedule' ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.stop.step.schedule')}
          </h2>
          <FormAlert texts={stopServiceTexts} failure={view.failure} />
          <SelectField
            label={t('service.stop.day')}
            value={view.day ?? ''}
            placeholder={t('service.stop.dayPlaceholder')}
            options={view.calendar.map((d) => ({ value: d.day, label: day(d.day) }))}
            error={error(view.scheduleErrors.day)}
            onChange={(event) => view.chooseDay(event.target.value)}
          />
          <RadioGroupField
            legend={t('service.stop.time')}
            name="slot"
            value={String(view.slot)}
            options={view.slotsOfDay.map((s) => ({ value: String(s.slot), label: slotText(s.slot), hint: s.free > 0 ? t('service.slot.free', { count: s.free }) : t('service.slot.full') }))}
            onChange={(value) => view.chooseSlot(Number(value) as SlotNumber)}
          />
          <SelectField
            label={t('service.stop.reason')}
            value={view.reason ?? ''}
            placeholder={t('service.stop.reasonPlaceholder')}
            options={moveOutReasons.map((reason) => ({ value: reason, label: reasonText(reason) }))}
            error={error(view.scheduleErrors.reason)}
            onChange={(event) => view.chooseReason(event.target.value as MoveOutReason)}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              {t('service.next')}
            </button>
            {back}
          </div>
        </form>
      ) : null}
      {view.status === 'mailing' ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.stop.step.mailing')}
          </h2>
          <p>{t('service.stop.mailingIntro')}</p>
          <RadioGroupField
            legend={t('service.address.type')}
            name="addressType"
            value={String(view.address.addressType)}
            options={addressTypeIds.map((id, type) => ({ value: String(type), label: t(id) }))}
            onChange={(value) => view.chooseAddressType(Number(value) as AddressType)}
          />
          {view.addressFields.map((field) =>
            field === 'state' ? (
              <SelectField
                key={field}
                label={addressLabel.state}
                value={view.address.state}
                placeholder={t('service.address.militaryStatePlaceholder')}
                options={['AA', 'AE', 'AP'].map((code) => ({ value: code, label: code }))}
                error={error(view.addressErrors.state)}
                onChange={(event) => view.changeAddress('state', event.target.value)}
              />
            ) : (
              <TextField
                key={field}
                label={addressLabel[field]}
                name={field}
                value={view.address[field]}
                maxLength={field === 'poBox' ? 6 : field === 'country' ? 2 : 80}
                error={error(view.addressErrors[field])}
                onChange={(event) => view.changeAddress(field, event.target.value)}
              />
            ),
          )}
          <div className="form-actions">
            <button type="submit" className="button">
              {t('service.next')}
            </button>
            {back}
          </div>
        </form>
      ) : null}
      {view.status === 'review' && stop ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={view.busy}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.stop.step.review')}
          </h2>
          <FormAlert texts={stopServiceTexts} failure={view.failure} />
          <dl className="summary-list">
            <dt>{t('service.stop.accountNumber')}</dt>
            <dd>{stop.accountNumber}</dd>
            <dt>{t('service.stop.when')}</dt>
            <dd>{`${day(view.day)}, ${slotText(view.slot)}`}</dd>
            <dt>{t('service.stop.reason')}</dt>
            <dd>{view.reason ? reasonText(view.reason) : ''}</dd>
            <dt>{t('service.stop.step.mailing')}</dt>
            <dd>{view.addressFields.map((field) => view.address[field]).filter(Boolean).join(', ')}</dd>
          </dl>
          <p>{t('service.stop.autopayNote')}</p>
          <div className="form-actions">
            <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t('service.submitting') : view.failure ? t('common.retry') : t('service.stop.submit')}
            </button>
            {back}
          </div>
        </form>
      ) : null}
      {view.status === 'done' && view.receipt ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.stop.doneTitle')}
          </h2>
          <p>{t('service.stop.done', { reference: view.receipt.reference, day: day(view.receipt.appointment.day), time: slotText(view.receipt.appointment.slot as SlotNumber) })}</p>
        </section>
      ) : null}
    </div>
  );
}
