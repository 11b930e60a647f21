import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { StopServiceViewModel } from '../../../../machines/service/stopService/stopService.connect.ts';
import { moveOutReasons, type MoveOutReason } from '../../../domain/serviceRequests.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { AccountProofFields, ContactFields } from '../common/VisitorFields.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { AppointmentFields, CalendarFailure, useAppointmentText } from '../common/AppointmentFields.tsx';
import { MailingAddressFields } from '../common/MailingAddressFields.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { stopServiceTexts, stopVisitorTexts } from './stopServiceText.ts';
import '../common/serviceSteps.css';

/** The steps worth saving for later (saved forms): the date and reason, the address and the review. */
const savedSteps: readonly StopServiceViewModel['status'][] = ['schedule', 'mailing', 'review'];
/** A visitor's first step carries the hint that signed-in customers can save instead. */
const visitorHintSteps: readonly StopServiceViewModel['status'][] = ['identify'];

/** Stop service as the machine's view model describes it; no rule is decided here. */
export function StopServiceView({ view, payLink, trackerLink, notice, saveForLater }: { view: StopServiceViewModel; payLink?: ReactNode; trackerLink?: ReactNode; notice?: ReactNode; saveForLater?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(stopServiceTexts);
  const visitorError = useFailureText(stopVisitorTexts);
  const { slotInSentence, dayText: day, dayAndSlot } = useAppointmentText();
  const reasonText = (reason: MoveOutReason) => t(`service.reason.${reason}`);
  const stop = view.stop;
  const back = { label: t('service.back'), onBack: view.back };
  const refusedId = useId();
  // A visitor tracks the request by its reference without signing in.
  const trackLink = (reference: string) => (
    <Link to="/ConnectMeTrackRequest/{-$key}" params={{ key: reference }}>
      {t('service.transfer.trackReference', { reference })}
    </Link>
  );

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.stop.title')}</h1>
      <StepTracker steps={view.steps} />
      {notice}
      {view.status === 'loading' || (view.busy && view.status !== 'review') ? <InlineLoader /> : null}
      {view.status === 'loadFailed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'calendarFailed' ? <CalendarFailure failure={view.failure} retry={view.retry} back={view.back} /> : null}
      {view.status === 'refused' ? (
        <section aria-labelledby={refusedId}>
          <h2 id={refusedId} ref={heading} tabIndex={-1}>
            {t('service.stop.refusedTitle')}
          </h2>
          <FormAlert texts={stopServiceTexts} formError={view.refusal} />
          <p>
            <Link to="/ConnectMeTrackRequest/{-$key}">{t('service.preStart.track')}</Link>
          </p>
        </section>
      ) : null}
      {view.status === 'identify' ? (
        <ServiceStepForm title={t('service.stop.step.account')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')}>
          <p>{t('service.stop.identifyIntro')}</p>
          <FormAlert texts={stopServiceTexts} failure={view.failure} />
          <AccountProofFields
            values={view.visitorForm}
            errors={{ accountNumber: visitorError(view.visitorErrors.accountNumber), lastName: visitorError(view.visitorErrors.lastName) }}
            change={view.changeVisitor}
          />
          <p>{t('service.stop.contactIntro')}</p>
          <ContactFields
            values={view.visitorForm}
            errors={{ email: visitorError(view.visitorErrors.email), primaryPhone: visitorError(view.visitorErrors.primaryPhone) }}
            change={view.changeVisitor}
          />
        </ServiceStepForm>
      ) : null}
      {view.status === 'account' && stop ? (
        <ServiceStepForm title={t('service.stop.step.account')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')} back={view.visitor ? back : undefined}>
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
          <AppointmentFields
            dayLabel={t('service.stop.day')}
            calendar={view.calendar}
            day={view.day}
            slot={view.slot}
            slotsOfDay={view.slotsOfDay}
            dayError={error(view.scheduleErrors.day)}
            chooseDay={view.chooseDay}
            chooseSlot={view.chooseSlot}
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
        <ServiceReviewForm
          title={t('service.stop.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={stopServiceTexts}
          back={back}
        >
          <dl className="summary-list">
            <dt>{t('service.stop.accountNumber')}</dt>
            <dd>{stop.accountNumber}</dd>
            <dt>{t('service.stop.when')}</dt>
            <dd>{dayAndSlot(view.day, view.slot)}</dd>
            <dt>{t('service.stop.reason')}</dt>
            <dd>{view.reason ? reasonText(view.reason) : ''}</dd>
            <dt>{t('service.stop.step.mailing')}</dt>
            <dd>{view.addressFields.map((field) => view.address[field]).filter(Boolean).join(', ')}</dd>
            {view.visitor ? (
              <>
                <dt>{t('service.transfer.step.contact')}</dt>
                <dd>{`${view.visitorForm.email}, ${view.visitorForm.primaryPhone}`}</dd>
              </>
            ) : null}
          </dl>
          <p>{t('service.stop.autopayNote')}</p>
        </ServiceReviewForm>
      ) : null}
      {/* Save for later (saved forms): on the steps worth saving, not while a call is under way. */}
      {(view.visitor ? visitorHintSteps : savedSteps).includes(view.status) && !view.busy ? saveForLater : null}
      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={view.visitor ? trackLink(view.receipt.reference) : trackerLink}>
          {t(view.visitor ? 'service.stop.doneVisitor' : 'service.stop.done', { reference: view.receipt.reference, day: day(view.receipt.appointment.day), time: slotInSentence(view.receipt.appointment.slot) })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
