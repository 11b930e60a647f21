import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TransferServiceViewModel } from '../../../../machines/service/transferService/transferService.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { AppointmentFields, CalendarFailure, useAppointmentText } from '../common/AppointmentFields.tsx';
import { MailingAddressFields } from '../common/MailingAddressFields.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { AccountProofFields, ContactFields } from '../common/VisitorFields.tsx';
import { PremiseSearchStep, premiseAddress as address } from '../common/PremiseSearchStep.tsx';
import { transferServiceTexts } from './transferServiceText.ts';
import '../common/serviceSteps.css';

/** The steps worth saving for later: signed in, the form steps and the review (none invokes a call); a visitor's first step carries the hint to sign in instead. */
const savedSteps: readonly TransferServiceViewModel['status'][] = ['moveOut', 'moveIn', 'mailing', 'review'];
const visitorHintSteps: readonly TransferServiceViewModel['status'][] = ['identify'];

/** Transfer service as the machine's view model describes it; no rule is decided here. */
export function TransferServiceView({
  view,
  payLink,
  trackerLink,
  notice,
  saveForLater,
}: {
  view: TransferServiceViewModel;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  /** Saved forms: what the resumed form says (under the step tracker and on the success page). */
  notice?: ReactNode;
  /** Saved forms: Save for later (signed in) or the hint to sign in (a visitor). */
  saveForLater?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const resultsId = useId();
  const error = useFailureText(transferServiceTexts);
  const { slotText, slotInSentence, dayText: day, dayAndSlot } = useAppointmentText();
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const { stop, premise } = view;
  const when = (appointment: { day: string | null; slot: 0 | 1 | 2 | 3 | 4 }) => dayAndSlot(appointment.day, appointment.slot);
  const dateStep = (title: string, dayLabel: string, intro: string) => (
    <ServiceStepForm title={title} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
      <p>{intro}</p>
      <FormAlert texts={transferServiceTexts} failure={view.failure} />
      <AppointmentFields
        dayLabel={dayLabel}
        calendar={view.appointment.calendar}
        day={view.appointment.day}
        slot={view.appointment.slot}
        slotsOfDay={view.slotsOfDay}
        dayError={error(view.dayError)}
        chooseDay={view.chooseDay}
        chooseSlot={view.chooseSlot}
      />
    </ServiceStepForm>
  );

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.transfer.title')}</h1>
      <StepTracker steps={view.steps} />
      {notice}
      {view.status === 'loading' || (view.busy && view.status !== 'review' && view.status !== 'moveIn') ? <InlineLoader /> : null}
      {view.status === 'moveOutFailed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'calendarFailed' ? <CalendarFailure failure={view.failure} retry={view.retry} back={view.back} /> : null}
      {view.status === 'refused' ? (
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId} ref={heading} tabIndex={-1}>
            {t('service.transfer.refusedTitle')}
          </h2>
          <FormAlert texts={transferServiceTexts} formError={view.refusal} />
          {trackerLink ? <p>{trackerLink}</p> : null}
        </section>
      ) : null}
      {view.status === 'identify' ? (
        <ServiceStepForm title={t('service.transfer.step.identify')} headingRef={heading} onSubmit={view.next} submitLabel={next}>
          <p>{t('service.transfer.identifyIntro')}</p>
          <FormAlert texts={transferServiceTexts} failure={view.failure} />
          <AccountProofFields
            values={view.identity}
            errors={{ accountNumber: error(view.identityErrors.accountNumber), lastName: error(view.identityErrors.lastName) }}
            change={view.changeIdentity}
          />
        </ServiceStepForm>
      ) : null}
      {view.status === 'moveOut' && stop ? (
        <ServiceStepForm title={t('service.transfer.step.moveOut')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={view.visitor ? back : undefined}>
          <p>{t('service.transfer.moveOutIntro')}</p>
          <dl className="summary-list">
            <dt>{t('service.stop.accountNumber')}</dt>
            <dd>{stop.accountNumber}</dd>
            <dt>{t('service.stop.meterNumber')}</dt>
            <dd>{stop.meterNumber ?? t('service.stop.noMeter')}</dd>
            <dt>{t('service.stop.serviceAddress')}</dt>
            <dd>{address(stop.serviceAddress)}</dd>
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
      {view.status === 'moveOutDate' ? dateStep(t('service.transfer.step.moveOutDate'), t('service.transfer.moveOutDay'), t('service.transfer.moveOutDateIntro')) : null}
      {view.status === 'moveIn' ? <PremiseSearchStep view={view} title={t('service.transfer.step.moveIn')} intro={t('service.transfer.moveInIntro')} headingRef={heading} texts={transferServiceTexts} onBack={view.back} /> : null}
      {view.status === 'moveInDate' ? dateStep(t('service.transfer.step.moveInDate'), t('service.transfer.moveInDay'), t('service.transfer.moveInDateIntro')) : null}
      {view.status === 'contact' ? (
        <ServiceStepForm title={t('service.transfer.step.contact')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <p>{t('service.transfer.contactIntro')}</p>
          <ContactFields values={view.contact} errors={{ email: error(view.contactErrors.email), primaryPhone: error(view.contactErrors.primaryPhone) }} change={view.changeContact} />
        </ServiceStepForm>
      ) : null}
      {view.status === 'scheduleFailure' ? (
        <section aria-labelledby={`${resultsId}-schedule`} className="schedule-failure">
          <h2 id={`${resultsId}-schedule`} ref={heading} tabIndex={-1}>
            {t('service.transfer.scheduleFailure.title')}
          </h2>
          <FormAlert texts={transferServiceTexts} failure={view.failure} />
          {view.offers.length > 0 ? (
            <>
              <p>{t(view.taken === 'moveOut' ? 'service.transfer.scheduleFailure.moveOut' : 'service.transfer.scheduleFailure.moveIn')}</p>
              {view.offers.map((offer) => (
                <div key={offer.day}>
                  <h3>{day(offer.day)}</h3>
                  <ul className="slot-offers">
                    {offer.slots.map((slot) => (
                      <li key={slot}>
                        <button type="button" className="button button--secondary button--small" disabled={view.busy} onClick={() => view.pick(offer.day, slot)} aria-label={t('service.transfer.scheduleFailure.pick', { day: day(offer.day), time: slotInSentence(slot) })}>
                          {slotText(slot)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          ) : (
            <p>{t('service.transfer.scheduleFailure.none')}</p>
          )}
          <p className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.back}>
              {t('service.back')}
            </button>
          </p>
        </section>
      ) : null}
      {view.status === 'mailing' ? (
        <ServiceStepForm title={t('service.transfer.step.mailing')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <p>{t('service.transfer.mailingIntro')}</p>
          <MailingAddressFields address={view.address} fields={view.addressFields} errors={view.addressErrors} texts={transferServiceTexts} chooseType={view.chooseAddressType} change={view.changeAddress} />
        </ServiceStepForm>
      ) : null}
      {view.status === 'review' && stop && premise ? (
        <ServiceReviewForm
          title={t('service.transfer.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={transferServiceTexts}
          submitLabel={t('service.transfer.submit')}
          back={back}
        >
          <dl className="summary-list">
            <dt>{t('service.transfer.movingOutOf')}</dt>
            <dd>{`${stop.accountNumber}: ${address(stop.serviceAddress)}`}</dd>
            <dt>{t('service.transfer.moveOutWhen')}</dt>
            <dd>{when(view.moveOut)}</dd>
            <dt>{t('service.transfer.movingTo')}</dt>
            <dd>{address(premise)}</dd>
            <dt>{t('service.transfer.moveInWhen')}</dt>
            <dd>{when(view.moveIn)}</dd>
            <dt>{t('service.transfer.step.mailing')}</dt>
            <dd>{view.addressFields.map((field) => view.address[field]).filter(Boolean).join(', ')}</dd>
            {view.visitor ? (
              <>
                <dt>{t('service.transfer.step.contact')}</dt>
                <dd>{`${view.contact.email}, ${view.contact.primaryPhone}`}</dd>
              </>
            ) : null}
          </dl>
          <p>{t('service.stop.autopayNote')}</p>
        </ServiceReviewForm>
      ) : null}
      {/* Save for later (saved forms): on the steps that invoke nothing, not while a call is under way. */}
      {(view.visitor ? visitorHintSteps : savedSteps).includes(view.status) && !view.busy ? saveForLater : null}
      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackerLink}>
          {t('service.transfer.done', {
            moveOut: view.receipt.moveOut.reference,
            outDay: day(view.receipt.moveOut.appointment.day),
            outTime: slotInSentence(view.receipt.moveOut.appointment.slot),
            moveIn: view.receipt.moveIn.reference,
            inDay: day(view.receipt.moveIn.appointment.day),
            inTime: slotInSentence(view.receipt.moveIn.appointment.slot),
          })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
