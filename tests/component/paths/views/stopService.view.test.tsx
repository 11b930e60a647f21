import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { stopServiceMachine } from '../../../../machines/service/stopService/stopService.machine.ts';
import type { StopServiceContext, StopServiceEvent, StopServiceInput, StopServiceSubmitInput } from '../../../../machines/service/stopService/stopService.types.ts';
import type { CalendarDay, MoveOutCheck, ScheduledRequestSummary, StopServiceAddress } from '../../../../src/domain/serviceRequests.ts';
import { StopServicePage } from '../../../../src/features/service/stopService/StopServicePage.tsx';
import { catalogueFor } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { isServiceStepEvent, performServiceStep, retyper, serviceField as field, slotText, startsWith } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);
const stepHeading = (id: string) => screen.queryByRole('heading', { level: 2, name: text(id) });
const flowFailure = (code: string) => failureShown(code, ['service.code', 'register.code', 'error'], 'service.stop.failed');
/** The label of each field of a visitor's first step. */
const visitorLabels = { accountNumber: 'service.transfer.accountNumber', lastName: 'service.transfer.lastName', email: 'service.transfer.email', primaryPhone: 'service.transfer.phone' } as const;
const submitLabel = (context: StopServiceContext, busy: boolean) => text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.stop.submit');

/** Stop service's paths on its page: the user chooses, types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(stopServiceMachine, {
  machine: 'stopService',
  async render(path) {
    const input = path.input as StopServiceInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], StopServiceAddress>();
    const calendars = pendingCalls<[string], CalendarDay[]>();
    const submits = pendingCalls<[StopServiceSubmitInput], ScheduledRequestSummary>();
    const proofs = pendingCalls<[string, string], MoveOutCheck>();
    // A visitor's page links to tracking (the refusal, the success): it is rendered in a router.
    const { user } = await renderPortal(
      <StopServicePage accountNumber={input.accountNumber} visitor={input.visitor ?? false} calls={{ load: loads.fn, calendar: calendars.fn, submit: submits.fn, prove: proofs.fn }} />,
      input.visitor ? { route: '/PreStopService' } : {},
    );
    const retype = retyper(user);
    const dayField = () => screen.getByRole('combobox', { name: text('service.stop.day') });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as StopServiceEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadStopService' ? loads : id === 'loadCalendar' ? calendars : id === 'proveAccount' ? proofs : submits, event);
        } else if (isServiceStepEvent(flow)) {
          await performServiceStep(user, flow, { failure: (exact.before(step).context as StopServiceContext).failure, dayField, retype });
        } else if (flow.type === 'visitor.change') {
          await retype(field(visitorLabels[flow.field]), flow.value);
        } else if (flow.type === 'stop.chooseReason') {
          await user.selectOptions(screen.getByRole('combobox', { name: text('service.stop.reason') }), flow.reason);
        } else {
          throw new Error(`stopService adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as StopServiceContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.stop.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(proofs.waiting.length).toBe(snapshot.matches('proving') ? 1 : 0);
        // The step tracker keeps the spec's 4 steps, a visitor's too.
        expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
        expect(calendars.waiting.length).toBe(snapshot.matches('loadingCalendar') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('identify')) {
          expect(stepHeading('service.stop.step.account')).toBeInTheDocument();
          expect(field(visitorLabels.lastName)).toHaveValue(context.identity.lastName);
          expect(field(visitorLabels.email)).toHaveValue(context.contact.email);
          if (context.visitorErrors.lastName) expect(document.body).toHaveTextContent(text('service.code.SRV_LAST_NAME'));
          if (context.visitorErrors.email) expect(document.body).toHaveTextContent(flowFailure(context.visitorErrors.email));
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(flowFailure(context.failure.msgcode));
          return;
        }
        if (snapshot.matches('refused')) {
          expect(screen.getByRole('heading', { level: 2, name: text('service.stop.refusedTitle') })).toBeInTheDocument();
          expect(screen.getByRole('alert')).toHaveTextContent(text(`service.code.${context.refusal}`));
          expect(screen.getByRole('link', { name: text('service.preStart.track') })).toHaveAttribute('href', '/ConnectMeTrackRequest');
          expect(screen.queryByRole('button', { name: text('service.next') })).toBeNull();
          return;
        }
        if (snapshot.matches('loading') || snapshot.matches('loadingCalendar') || snapshot.matches('proving')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: text('service.next') })).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed') || snapshot.matches('calendarFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(screen.queryByRole('button', { name: text('service.back') }) !== null).toBe(snapshot.matches('calendarFailed'));
          return;
        }
        if (snapshot.matches('account')) {
          expect(stepHeading('service.stop.step.account')).toBeInTheDocument();
          expect(screen.getByText(context.stop!.accountNumber)).toBeInTheDocument();
          expect(screen.getByText(context.stop!.meterNumber!)).toBeInTheDocument();
          // A visitor can go back to the proof; signed in, the account is the first thing shown.
          expect(screen.queryByRole('button', { name: text('service.back') }) !== null).toBe(context.visitor);
          return;
        }
        if (snapshot.matches('schedule')) {
          expect(stepHeading('service.stop.step.schedule')).toBeInTheDocument();
          expect(screen.getByRole('combobox', { name: text('service.stop.day') })).toHaveValue(context.day ?? '');
          expect(screen.getByRole('combobox', { name: text('service.stop.reason') })).toHaveValue(context.reason ?? '');
          expect(screen.getByRole('radio', { name: startsWith(slotText(context.slot)) })).toBeChecked();
          if (context.scheduleErrors.reason) expect(screen.getByText(text('service.code.SRV_REASON'))).toBeInTheDocument();
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.code', 'error'], 'service.stop.failed'));
          return;
        }
        if (snapshot.matches('mailing')) {
          expect(stepHeading('service.stop.step.mailing')).toBeInTheDocument();
          expect(screen.getByRole('radio', { name: text(`service.address.type.${context.address.addressType}`) })).toBeChecked();
          if (context.address.addressType === 1) expect(screen.getByRole('textbox', { name: text('service.address.poBox') })).toHaveValue(context.address.poBox);
          if (context.addressErrors.poBox) expect(screen.getByText(text('service.code.SRV_PO_BOX'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('review') || snapshot.matches('submitting')) {
          expect(stepHeading('service.stop.step.review')).toBeInTheDocument();
          expect(screen.getByText(text('service.stop.autopayNote'))).toBeInTheDocument();
          // A visitor sees the email and phone the request is tracked with.
          expect(screen.queryByText(`${context.contact.email}, ${context.contact.primaryPhone}`) !== null).toBe(context.visitor);
          const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
          expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.code', 'error'], 'service.stop.failed'));
          else expect(screen.queryByRole('alert')).toBeNull();
          return;
        }
        // done
        const done = stepHeading('service.stop.doneTitle')!;
        expect(done).toBeInTheDocument();
        expect(within(done.parentElement!).getAllByText(new RegExp(context.receipt!.reference)).length).toBeGreaterThan(0);
        // A visitor tracks it by its reference without signing in.
        if (context.visitor) {
          const reference = context.receipt!.reference;
          expect(screen.getByRole('link', { name: text('service.transfer.trackReference').replace('{reference}', reference) })).toHaveAttribute('href', `/ConnectMeTrackRequest/${reference}`);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
