import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StopServiceViewModel } from '../../../../machines/service/stopService/stopService.connect.ts';
import { appointmentSlots, moveOutReasons, type MoveOutReason, type SlotNumber } from '../../../domain/serviceRequests.ts';
import { formatDate } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { MailingAddressFields } from '../common/MailingAddressFields.tsx';
import { stopServiceTexts } from './stopServiceText.ts';

const slotOf = (slot: SlotNumber) => appointmentSlots.find((s) => s.slot === slot)!;

/** Stop service as the machine's view model describes it; no rule is decided here. */
export function StopServiceView({ view, payLink, trackerLink }: { view: StopServiceViewModel; payLink?: ReactNode; trackerLink?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(stopServiceTexts);
  const slotText = (slot: SlotNumber) => (slot === 0 ? t('service.slot.allDay') : t('service.slot.range', { from: slotOf(slot).from, to: slotOf(slot).to }));
  const day = (value: string | null) => formatDate(value, intl.locale);
  const reasonText = (reason: MoveOutReason) => t(`service.reason.${reason}`);
  const stop = view.stop;
  const back = { label: t('service.back'), onBack: view.back };

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.stop.title')}</h1>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' || (view.busy && view.status !== 'review') ? <InlineLoader /> : null}
      {view.status === 'loadFailed' || view.status === 'calendarFailed' ? (
        <>
          <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} />
          {view.status === 'calendarFailed' ? (
            <p className="form-actions">
              <button type="button" className="button button--secondary" onClick={view.back}>
                {t('service.back')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
      {view.status === 'account' && stop ? (
        <ServiceStepForm title={t('service.stop.step.account')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')}>
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
        </ServiceStepForm>
      ) : null}
      {view.status === 'schedule' ? (
        <ServiceStepForm title={t('service.stop.step.schedule')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')} back={back}>
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
        </ServiceStepForm>
      ) : null}
      {view.status === 'mailing' ? (
        <ServiceStepForm title={t('service.stop.step.mailing')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')} back={back}>
          <p>{t('service.stop.mailingIntro')}</p>
          <MailingAddressFields address={view.address} fields={view.addressFields} errors={view.addressErrors} texts={stopServiceTexts} chooseType={view.chooseAddressType} change={view.changeAddress} />
        </ServiceStepForm>
      ) : null}
      {view.status === 'review' && stop ? (
        <ServiceStepForm
          title={t('service.stop.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          submitLabel={view.busy ? t('service.submitting') : view.failure ? t('common.retry') : t('service.stop.submit')}
          back={back}
        >
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
        </ServiceStepForm>
      ) : null}
      {view.status === 'done' && view.receipt ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.stop.doneTitle')}
          </h2>
          <p>{t('service.stop.done', { reference: view.receipt.reference, day: day(view.receipt.appointment.day), time: slotText(view.receipt.appointment.slot as SlotNumber) })}</p>
          {trackerLink ? <p>{trackerLink}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
