import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { stopServiceMachine } from '../../../../machines/service/stopService/stopService.machine.ts';
import type { StopServiceContext, StopServiceEvent, StopServiceInput, StopServiceSubmitInput } from '../../../../machines/service/stopService/stopService.types.ts';
import type { CalendarDay, ScheduledRequestSummary, StopServiceAddress } from '../../../../src/domain/serviceRequests.ts';
import { StopServicePage } from '../../../../src/features/service/stopService/StopServicePage.tsx';
import { catalogueFor } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { isServiceStepEvent, performServiceStep, retyper, slotText, startsWith } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);
const stepHeading = (id: string) => screen.queryByRole('heading', { level: 2, name: text(id) });
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
    const { user } = await renderPortal(<StopServicePage accountNumber={input.accountNumber} calls={{ load: loads.fn, calendar: calendars.fn, submit: submits.fn }} />);
    const retype = retyper(user);
    const dayField = () => screen.getByRole('combobox', { name: text('service.stop.day') });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as StopServiceEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadStopService' ? loads : id === 'loadCalendar' ? calendars : submits, event);
        } else if (isServiceStepEvent(flow)) {
          await performServiceStep(user, flow, { failure: (exact.before(step).context as StopServiceContext).failure, dayField, retype });
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
        expect(calendars.waiting.length).toBe(snapshot.matches('loadingCalendar') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loading') || snapshot.matches('loadingCalendar')) {
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
          const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
          expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.code', 'error'], 'service.stop.failed'));
          else expect(screen.queryByRole('alert')).toBeNull();
          return;
        }
        // done
        const done = stepHeading('service.stop.doneTitle')!;
        expect(done).toBeInTheDocument();
        expect(within(done.parentElement!).getByText(new RegExp(context.receipt!.reference))).toBeInTheDocument();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
