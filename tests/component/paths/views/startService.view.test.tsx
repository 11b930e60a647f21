import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { proofOfIdentity } from '../../../../machines/service/startService/startService.fixtures.ts';
import { startServiceMachine } from '../../../../machines/service/startService/startService.machine.ts';
import type { IdentityCheckInput, StartServiceContext, StartServiceEvent, StartServiceInput, StartServiceSubmitInput } from '../../../../machines/service/startService/startService.types.ts';
import { appointmentSlots, type CalendarDay, type Eligibility, type Premise, type ScheduledRequestSummary, type SlotNumber } from '../../../../src/domain/serviceRequests.ts';
import { StartServicePage } from '../../../../src/features/service/startService/StartServicePage.tsx';
import { formatClockTime } from '../../../../src/domain/format.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a, 0x20]);
const slotText = (slot: SlotNumber) => {
  const s = appointmentSlots.find((entry) => entry.slot === slot)!;
  return slot === 0 ? text('service.slot.allDay') : formatCatalogueText('service.slot.range', { from: formatClockTime(s.from), to: formatClockTime(s.to) });
};
const startsWith = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const stepHeading = () => document.querySelector('form h2, section h2');
const coLabels = { firstName: 'service.start.firstName', lastName: 'service.start.lastName', day: 'service.start.birthDay', month: 'service.start.birthMonth', year: 'service.start.birthYear', idNumber: 'service.start.idNumber' } as const;
const stepOf: Record<string, string> = {
  premise: 'premise', searching: 'premise', checking: 'premise', customer: 'customer', verifying: 'customer', mailing: 'mailing',
  appointment: 'appointment', credit: 'credit', preferences: 'preferences', review: 'review', submitting: 'review',
};

/** Start service's paths on its page: the user types, chooses and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(startServiceMachine, {
  machine: 'startService',
  async render(path) {
    const input = path.input as StartServiceInput;
    const exact = replay(path);
    const searches = pendingCalls<[string, string], Premise[]>();
    const checks = pendingCalls<[string], Eligibility>();
    const identities = pendingCalls<[IdentityCheckInput], { verified: boolean }>();
    const calendars = pendingCalls<[string], CalendarDay[]>();
    const submits = pendingCalls<[StartServiceSubmitInput], ScheduledRequestSummary>();
    const upload = vi.fn(() => Promise.resolve(proofOfIdentity));
    const { user } = await renderPortal(
      <StartServicePage today={input.today} calls={{ search: searches.fn, eligibility: checks.fn, identity: identities.fn, calendar: calendars.fn, submit: submits.fn, upload }} />,
    );
    const field = (id: string) => screen.getByLabelText(text(id), { selector: 'input, select' });
    const retype = async (element: HTMLElement, value: string) => {
      await user.clear(element);
      await user.type(element, value);
    };
    return {
      async perform(step) {
        const { event } = step;
        // The replayed snapshot, not the engine's representative: identities leave facts out (a failure shown).
        const before = exact.before(step);
        const context = before.context as StartServiceContext;
        const flow = event as StartServiceEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'searchPremises' ? searches : id === 'checkEligibility' ? checks : id === 'checkIdentity' ? identities : id === 'loadCalendar' ? calendars : submits, event);
          return;
        }
        switch (flow.type) {
          case 'start.changeQuery':
            return retype(field('service.start.query'), flow.value);
          case 'start.chooseTown':
            return void (await user.selectOptions(field('service.start.town'), flow.town));
          case 'start.search':
            return user.click(screen.getByRole('button', { name: text('service.start.search') }));
          case 'start.choosePremise': {
            const premise = context.premises?.find((p) => p.premiseId === flow.premiseId);
            if (!premise) return; // Nothing found yet: no button to press.
            const address = [premise.address1, premise.address2, premise.city].filter(Boolean).join(', ');
            return user.click(screen.getByRole('button', { name: formatCatalogueText('service.start.chooseLabel', { address }) }));
          }
          case 'start.chooseCustomerType':
            return user.click(screen.getByRole('radio', { name: text(`service.start.customerType.${flow.customerType}`) }));
          case 'start.changeBusinessName':
            return retype(field('service.start.businessName'), flow.value);
          case 'start.toggleCoApplicant':
            if (context.hasCoApplicant === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.start.hasCoApplicant') }));
          case 'start.changeCoApplicant':
            return retype(field(coLabels[flow.field]), flow.value);
          case 'address.chooseType':
            return user.click(screen.getByRole('radio', { name: text(`service.address.type.${flow.addressType}`) }));
          case 'address.change':
            return retype(field(`service.address.${flow.field}`), flow.value);
          case 'appointment.chooseDay':
            return void (await user.selectOptions(field('service.start.day'), flow.day));
          case 'appointment.chooseSlot':
            return user.click(screen.getByRole('radio', { name: startsWith(slotText(flow.slot)) }));
          case 'start.changeAccess':
            return retype(field(flow.field === 'gateCode' ? 'service.start.gateCode' : 'service.start.accessInstructions'), flow.value);
          case 'start.chooseCreditReview':
            return user.click(within(screen.getByRole('group', { name: text('service.start.creditReview') })).getByRole('radio', { name: text(flow.value ? 'service.start.yes' : 'service.start.no') }));
          case 'start.chooseDeposit':
            return user.click(screen.getByRole('radio', { name: text(`service.start.deposit.${flow.value}`) }));
          case 'start.documents':
            if (context.documents.length > 0) return; // Already there: the field has it.
            await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File([pdfBytes], proofOfIdentity.fileName, { type: 'application/pdf' }));
            await waitFor(() => expect(upload).toHaveBeenCalled());
            await waitFor(() => expect(document.querySelector('progress')).toBeNull());
            return;
          case 'start.toggleOptIn':
            if (context.optInText === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.start.optInText') }));
          case 'start.changeTextNumber':
            return retype(field('service.start.textNumber'), flow.value);
          case 'start.togglePaperless':
            if (context.paperless === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.start.paperless') }));
          case 'step.next':
            if (before.matches('premise')) return user.click(screen.getByRole('button', { name: text('service.start.continue') }));
            return user.click(screen.getByRole('button', { name: text('service.next') }));
          case 'step.back':
            return user.click(screen.getByRole('button', { name: text('service.back') }));
          case 'step.retry':
            return user.click(screen.getByRole('button', { name: text('common.retry') }));
          case 'step.submit':
            return user.click(screen.getByRole('button', { name: text(context.failure ? 'common.retry' : 'service.stop.submit') }));
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as StartServiceContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.start.title'));
        expect(searches.waiting.length).toBe(snapshot.matches('searching') ? 1 : 0);
        expect(checks.waiting.length).toBe(snapshot.matches('checking') ? 1 : 0);
        expect(identities.waiting.length).toBe(snapshot.matches('verifying') ? 1 : 0);
        expect(calendars.waiting.length).toBe(snapshot.matches('loadingCalendar') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loadingCalendar')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('calendarFailed')) {
          expect(screen.getByRole('alert')).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('done')) {
          expect(stepHeading()).toHaveTextContent(text('service.stop.doneTitle'));
          expect(document.body).toHaveTextContent(context.receipt!.reference);
          return;
        }
        const current = stepOf[typeof snapshot.value === 'string' ? snapshot.value : ''];
        expect(stepHeading()).toHaveTextContent(text(`service.start.step.${current}`));
        if (current === 'premise') {
          expect(field('service.start.query')).toHaveValue(context.query);
          if (context.ineligible) expect(screen.getByRole('alert')).toHaveTextContent(text(`service.code.${context.ineligible.msgcode}`));
        } else if (current === 'customer') {
          expect(screen.getByRole('radio', { name: text(`service.start.customerType.${context.customerType}`) })).toBeChecked();
          if (context.hasCoApplicant) expect(field('service.start.firstName')).toHaveValue(context.coApplicant.firstName);
          if (context.customerErrors.identity) expect(document.body).toHaveTextContent(text('service.code.SRV_IDENTITY_FAILED'));
        } else if (current === 'mailing') {
          expect(screen.getByRole('radio', { name: text(`service.address.type.${context.address.addressType}`) })).toBeChecked();
        } else if (current === 'appointment') {
          expect(field('service.start.day')).toHaveValue(context.day ?? '');
          expect(field('service.start.gateCode')).toHaveValue(context.gateCode);
        } else if (current === 'credit') {
          if (context.creditErrors.documents) expect(document.body).toHaveTextContent(text('service.code.SRV_DOCUMENTS_REQUIRED'));
        } else if (current === 'preferences') {
          expect(screen.getByRole('checkbox', { name: text('service.start.paperless') })).toHaveProperty('checked', context.paperless);
        } else {
          const busy = snapshot.matches('submitting');
          const button = screen.getByRole('button', { name: text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.stop.submit') });
          expect(button).toHaveProperty('disabled', busy);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
