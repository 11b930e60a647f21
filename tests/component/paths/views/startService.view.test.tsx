import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { proofOfIdentity } from '../../../../machines/service/startService/startService.fixtures.ts';
import { startServiceMachine } from '../../../../machines/service/startService/startService.machine.ts';
import type { IdentityCheckInput, StartServiceContext, StartServiceEvent, StartServiceInput, StartServiceSubmitInput } from '../../../../machines/service/startService/startService.types.ts';
import type { CalendarDay, Eligibility, Premise, ScheduledRequestSummary } from '../../../../src/domain/serviceRequests.ts';
import { StartServicePage } from '../../../../src/features/service/startService/StartServicePage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { isPremiseSearchEvent, performPremiseSearch } from '../support/premiseSearch.ts';
import { expectCalendarOrDone, expectSubmit, isServiceStepEvent, performServiceStep, retyper, serviceField as field, stepHeading, uploadPdf } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

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
    const retype = retyper(user);
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
        if (isPremiseSearchEvent(flow)) return performPremiseSearch(user, flow, context.premises);
        if (isServiceStepEvent(flow)) return performServiceStep(user, flow, { failure: context.failure, next: before.matches('premise') ? 'service.start.continue' : 'service.next', retype });
        switch (flow.type) {
          case 'start.chooseCustomerType':
            return user.click(screen.getByRole('radio', { name: text(`service.start.customerType.${flow.customerType}`) }));
          case 'start.changeBusinessName':
            return retype(field('service.start.businessName'), flow.value);
          case 'start.toggleCoApplicant':
            if (context.hasCoApplicant === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.start.hasCoApplicant') }));
          case 'start.changeCoApplicant':
            return retype(field(coLabels[flow.field]), flow.value);
          case 'start.changeAccess':
            return retype(field(flow.field === 'gateCode' ? 'service.start.gateCode' : 'service.start.accessInstructions'), flow.value);
          case 'start.chooseCreditReview':
            return user.click(within(screen.getByRole('group', { name: text('service.start.creditReview') })).getByRole('radio', { name: text(flow.value ? 'service.start.yes' : 'service.start.no') }));
          case 'start.chooseDeposit':
            return user.click(screen.getByRole('radio', { name: text(`service.start.deposit.${flow.value}`) }));
          case 'start.documents':
            if (context.documents.length > 0) return; // Already there: the field has it.
            return uploadPdf(user, document.querySelector<HTMLInputElement>('input[type=file]')!, proofOfIdentity.fileName, () => expect(upload).toHaveBeenCalled());
          case 'start.toggleOptIn':
            if (context.optInText === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.start.optInText') }));
          case 'start.changeTextNumber':
            return retype(field('service.start.textNumber'), flow.value);
          case 'start.togglePaperless':
            if (context.paperless === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.start.paperless') }));
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
        if (expectCalendarOrDone(snapshot, () => context.receipt!.reference)) return;
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
          expectSubmit(snapshot, context.failure);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
