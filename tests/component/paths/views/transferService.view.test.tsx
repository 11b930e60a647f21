import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { transferServiceMachine } from '../../../../machines/service/transferService/transferService.machine.ts';
import type { MoveInCheckInput, TransferServiceContext, TransferServiceEvent, TransferServiceInput, TransferServiceSubmitInput } from '../../../../machines/service/transferService/transferService.types.ts';
import type { CalendarDay, Eligibility, MoveOutCheck, Premise, TransferReceipt } from '../../../../src/domain/serviceRequests.ts';
import { TransferServicePage } from '../../../../src/features/service/transferService/TransferServicePage.tsx';
import { formatDate } from '../../../../src/domain/format.ts';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { isPremiseSearchEvent, performPremiseSearch } from '../support/premiseSearch.ts';
import { expectSubmit, isServiceStepEvent, performServiceStep, retyper, serviceField as field, slotInSentence, slotText, startsWith, stepHeading } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);
const flowFailure = (code: string) => failureShown(code, ['service.code', 'register.code', 'error'], 'service.transfer.failed');
const address = (p: { address1: string; address2: string | null; city: string }) => [p.address1, p.address2, p.city].filter(Boolean).join(', ');

/** Transfer service's paths on its page: the user types, chooses and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(transferServiceMachine, {
  machine: 'transferService',
  async render(path) {
    const input = path.input as TransferServiceInput;
    const exact = replay(path);
    const moveOuts = pendingCalls<[string, string | null], MoveOutCheck>();
    const calendars = pendingCalls<[string], CalendarDay[]>();
    const searches = pendingCalls<[string, string], Premise[]>();
    const moveIns = pendingCalls<[MoveInCheckInput], Eligibility>();
    const submits = pendingCalls<[TransferServiceSubmitInput], TransferReceipt>();
    const { user } = await renderPortal(
      <TransferServicePage accountNumber={input.accountNumber} visitor={input.visitor ?? false} calls={{ moveOut: moveOuts.fn, calendar: calendars.fn, search: searches.fn, moveIn: moveIns.fn, submit: submits.fn }} />,
    );
    const retype = retyper(user);
    const dayField = (moveIn: boolean) => field(moveIn ? 'service.transfer.moveInDay' : 'service.transfer.moveOutDay');
    return {
      async perform(step) {
        const { event } = step;
        const before = exact.before(step);
        const context = before.context as TransferServiceContext;
        const flow = event as TransferServiceEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'checkMoveOut' ? moveOuts : id === 'loadCalendar' ? calendars : id === 'searchPremises' ? searches : id === 'checkEligibility' ? moveIns : submits, event);
          return;
        }
        if (isPremiseSearchEvent(flow)) return performPremiseSearch(user, flow, context.premises);
        if (isServiceStepEvent(flow)) {
          const next = before.matches({ moveIn: 'premise' }) ? 'service.start.continue' : 'service.next';
          return performServiceStep(user, flow, { failure: context.failure, next, submit: 'service.transfer.submit', dayField: () => dayField(before.hasTag('step:moveInDate')), retype });
        }
        switch (flow.type) {
          case 'identify.change':
            return retype(field(flow.field === 'accountNumber' ? 'service.transfer.accountNumber' : 'service.transfer.lastName'), flow.value);
          case 'contact.change':
            return retype(field(flow.field === 'email' ? 'service.transfer.email' : 'service.transfer.phone'), flow.value);
          case 'schedule.pick': {
            const offer = screen.queryByRole('button', { name: formatCatalogueText('service.transfer.scheduleFailure.pick', { day: formatDate(flow.day), time: slotInSentence(flow.slot) }) });
            if (!offer) return; // Not offered: no button to press.
            return user.click(offer);
          }
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as TransferServiceContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.transfer.title'));
        const loadingCalendar = snapshot.matches({ moveOutDate: 'loadingCalendar' }) || snapshot.matches({ moveInDate: 'loadingCalendar' }) || snapshot.matches({ scheduleFailure: 'loadingCalendar' });
        const steps = document.querySelectorAll('.step-tracker__step');
        if (steps.length > 0) expect(steps.length).toBe(context.visitor ? 8 : 6);
        expect(moveOuts.waiting.length).toBe(snapshot.matches('checkingMoveOut') ? 1 : 0);
        expect(calendars.waiting.length).toBe(loadingCalendar ? 1 : 0);
        expect(searches.waiting.length).toBe(snapshot.matches({ moveIn: 'searching' }) ? 1 : 0);
        expect(moveIns.waiting.length).toBe(snapshot.matches({ moveIn: 'checking' }) ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('checkingMoveOut') || loadingCalendar) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: text('service.next') })).toBeNull();
          return;
        }
        if (snapshot.matches('moveOutFailed') || snapshot.matches({ moveOutDate: 'calendarFailed' }) || snapshot.matches({ moveInDate: 'calendarFailed' }) || snapshot.matches({ scheduleFailure: 'calendarFailed' })) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(screen.queryByRole('button', { name: text('service.back') }) !== null).toBe(!snapshot.matches('moveOutFailed'));
          return;
        }
        if (snapshot.matches('identify')) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.step.identify'));
          expect(field('service.transfer.lastName')).toHaveValue(context.identity.lastName);
          if (context.identityErrors.lastName) expect(document.body).toHaveTextContent(text('service.code.SRV_LAST_NAME'));
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(flowFailure(context.failure.msgcode));
          return;
        }
        if (snapshot.matches('contact')) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.step.contact'));
          expect(field('service.transfer.email')).toHaveValue(context.contact.email);
          if (context.contactErrors.email) expect(document.body).toHaveTextContent(flowFailure(context.contactErrors.email));
          return;
        }
        if (snapshot.matches({ scheduleFailure: 'choosing' })) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.scheduleFailure.title'));
          // The taken code, until a failed calendar read is tried again.
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(flowFailure(context.failure.msgcode));
          const taken = context[context.taken!];
          const firstOffer = taken.calendar.find((d) => d.day >= (taken.day ?? '') && d.slots.some((slot) => slot.free > 0));
          if (firstOffer) expect(screen.getByRole('heading', { level: 3, name: formatDate(firstOffer.day) })).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('refused')) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.refusedTitle'));
          expect(screen.getByRole('alert')).toHaveTextContent(text(`service.code.${context.refusal}`));
          expect(screen.queryByRole('button', { name: text('service.next') })).toBeNull();
          return;
        }
        if (snapshot.matches('done')) {
          expect(stepHeading()).toHaveTextContent(text('service.stop.doneTitle'));
          const { moveOut, moveIn } = context.receipt!;
          // Each time named inside the sentence, in its in-sentence form ("on 3 December 2026, all day (…)").
          const done = formatCatalogueText('service.transfer.done', {
            moveOut: moveOut.reference,
            outDay: formatDate(moveOut.appointment.day),
            outTime: slotInSentence(moveOut.appointment.slot),
            moveIn: moveIn.reference,
            inDay: formatDate(moveIn.appointment.day),
            inTime: slotInSentence(moveIn.appointment.slot),
          });
          expect(screen.getByText(done)).toBeInTheDocument();
          return;
        }
        const failureAlert = () => (context.failure ? expect(screen.getByRole('alert')).toHaveTextContent(flowFailure(context.failure.msgcode)) : undefined);
        if (snapshot.matches('moveOut')) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.step.moveOut'));
          expect(screen.getByText(context.stop!.accountNumber)).toBeInTheDocument();
        } else if (snapshot.hasTag('step:moveOutDate') || snapshot.hasTag('step:moveInDate')) {
          const moveIn = snapshot.hasTag('step:moveInDate');
          const appointment = moveIn ? context.moveIn : context.moveOut;
          expect(stepHeading()).toHaveTextContent(text(moveIn ? 'service.transfer.step.moveInDate' : 'service.transfer.step.moveOutDate'));
          expect(field(moveIn ? 'service.transfer.moveInDay' : 'service.transfer.moveOutDay')).toHaveValue(appointment.day ?? '');
          expect(screen.getByRole('radio', { name: startsWith(slotText(appointment.slot)) })).toBeChecked();
          if ((moveIn ? context.dayErrors.moveIn : context.dayErrors.moveOut) !== undefined) expect(document.body).toHaveTextContent(text('service.code.SRV_SLOT'));
          failureAlert();
        } else if (snapshot.hasTag('step:moveIn')) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.step.moveIn'));
          expect(field('service.start.query')).toHaveValue(context.query);
          if (context.searchError) expect(document.body).toHaveTextContent(text('service.code.SRV_SEARCH_LENGTH'));
          if (context.ineligible) expect(document.body).toHaveTextContent(text(`service.code.${context.ineligible.msgcode}`));
          if (context.premise) expect(screen.getByRole('button', { name: text('service.start.continue') })).toHaveProperty('disabled', snapshot.hasTag('busy'));
          if (context.failure) expect(document.body).toHaveTextContent(flowFailure(context.failure.msgcode));
        } else if (snapshot.matches('mailing')) {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.step.mailing'));
          expect(screen.getByRole('radio', { name: text(`service.address.type.${context.address.addressType}`) })).toBeChecked();
          if (context.addressErrors.poBox) expect(document.body).toHaveTextContent(text('service.code.SRV_PO_BOX'));
        } else {
          expect(stepHeading()).toHaveTextContent(text('service.transfer.step.review'));
          expect(document.body).toHaveTextContent(address(context.premise!));
          expectSubmit(snapshot, context.failure, 'service.transfer.submit');
          failureAlert();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
