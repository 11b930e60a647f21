import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TransferServiceViewModel } from '../../../../machines/service/transferService/transferService.connect.ts';
import { serviceCentreTowns } from '../../../domain/constants.ts';
import type { Town } from '../../../domain/serviceRequests.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { AppointmentFields, CalendarFailure, useAppointmentText } from '../common/AppointmentFields.tsx';
import { MailingAddressFields } from '../common/MailingAddressFields.tsx';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { transferServiceTexts } from './transferServiceText.ts';
import '../common/serviceSteps.css';

const address = (p: { address1: string; address2: string | null; city: string }) => [p.address1, p.address2, p.city].filter(Boolean).join(', ');

/** Transfer service as the machine's view model describes it; no rule is decided here. */
export function TransferServiceView({ view, payLink, trackerLink }: { view: TransferServiceViewModel; payLink?: ReactNode; trackerLink?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const resultsId = useId();
  const error = useFailureText(transferServiceTexts);
  const { slotText, dayText: day } = useAppointmentText();
  const back = { label: t('service.back'), onBack: view.back };
  const next = t('service.next');
  const { stop, premise } = view;
  const when = (appointment: { day: string | null; slot: 0 | 1 | 2 | 3 | 4 }) => `${day(appointment.day)}, ${slotText(appointment.slot)}`;
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
      {view.status === 'moveOut' && stop ? (
        <ServiceStepForm title={t('service.transfer.step.moveOut')} headingRef={heading} onSubmit={view.next} submitLabel={next}>
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
      {view.status === 'moveIn' ? (
        <>
          <ServiceStepForm title={t('service.transfer.step.moveIn')} headingRef={heading} onSubmit={view.search} submitLabel={view.busy ? t('service.start.searching') : t('service.start.search')} busy={view.busy} back={back}>
            <p>{t('service.transfer.moveInIntro')}</p>
            <FormAlert texts={transferServiceTexts} failure={view.failure} />
            <TextField label={t('service.start.query')} name="query" value={view.query} maxLength={60} autoComplete="street-address" error={error(view.searchError)} onChange={(event) => view.changeQuery(event.target.value)} />
            <SelectField
              label={t('service.start.town')}
              value={view.town}
              placeholder={t('service.start.anyTown')}
              options={serviceCentreTowns.map((town) => ({ value: town, label: town }))}
              onChange={(event) => view.chooseTown(event.target.value as Town | '')}
            />
          </ServiceStepForm>
          {view.premises !== null ? (
            <section aria-labelledby={`${resultsId}-results`}>
              <h3 id={`${resultsId}-results`}>{t('service.start.results', { count: view.premises.length })}</h3>
              <ul className="premise-results">
                {view.premises.map((p) => (
                  <li key={p.premiseId}>
                    <span>{p.city === p.town ? address(p) : `${address(p)} (${p.town})`}</span>{' '}
                    <button type="button" className="button button--secondary button--small" onClick={() => view.choosePremise(p.premiseId)} disabled={view.busy} aria-label={t('service.start.chooseLabel', { address: address(p) })}>
                      {t('service.start.choose')}
                    </button>
                    {view.ineligible?.premiseId === p.premiseId ? <FormAlert texts={transferServiceTexts} formError={view.ineligible.msgcode} /> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {premise ? (
            <p>
              {t('service.start.chosen', { address: address(premise) })}{' '}
              <button type="button" className="button button--small" onClick={view.next} disabled={view.busy}>
                {t('service.start.continue')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
      {view.status === 'moveInDate' ? dateStep(t('service.transfer.step.moveInDate'), t('service.transfer.moveInDay'), t('service.transfer.moveInDateIntro')) : null}
      {view.status === 'mailing' ? (
        <ServiceStepForm title={t('service.transfer.step.mailing')} headingRef={heading} onSubmit={view.next} submitLabel={next} back={back}>
          <p>{t('service.transfer.mailingIntro')}</p>
          <MailingAddressFields address={view.address} fields={view.addressFields} errors={view.addressErrors} texts={transferServiceTexts} chooseType={view.chooseAddressType} change={view.changeAddress} />
        </ServiceStepForm>
      ) : null}
      {view.status === 'review' && stop && premise ? (
        <ServiceStepForm
          title={t('service.transfer.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          submitLabel={view.busy ? t('service.submitting') : view.failure ? t('common.retry') : t('service.transfer.submit')}
          back={back}
        >
          <FormAlert texts={transferServiceTexts} failure={view.failure} />
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
          </dl>
          <p>{t('service.stop.autopayNote')}</p>
        </ServiceStepForm>
      ) : null}
      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackerLink}>
          {t('service.transfer.done', {
            moveOut: view.receipt.moveOut.reference,
            outDay: day(view.receipt.moveOut.appointment.day),
            outTime: slotText(view.receipt.moveOut.appointment.slot),
            moveIn: view.receipt.moveIn.reference,
            inDay: day(view.receipt.moveIn.appointment.day),
            inTime: slotText(view.receipt.moveIn.appointment.slot),
          })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
