import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sampleDocuments } from '../../../../machines/service/preStartService/preStartService.fixtures.ts';
import { preStartServiceMachine } from '../../../../machines/service/preStartService/preStartService.machine.ts';
import type { PreStartServiceContext, PreStartServiceEvent, PreStartServiceInput, PreStartSubmitInput } from '../../../../machines/service/preStartService/preStartService.types.ts';
import { localDocumentKinds, type CalendarDay, type Eligibility, type PreStartReceipt, type Premise } from '../../../../src/domain/serviceRequests.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import { PreStartServicePage } from '../../../../src/features/service/preStartService/PreStartServicePage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { isPremiseSearchEvent, performPremiseSearch } from '../support/premiseSearch.ts';
import { expectCalendarOrDone, expectDay, expectSubmit, expectUploads, isServiceStepEvent, performServiceStep, retyper, serviceField as field, stepHeading, uploadPdf } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const stepOf: Record<string, string> = { premise: 'premise', searching: 'premise', checking: 'premise', details: 'details', appointment: 'appointment', documents: 'documents', submitting: 'documents' };

/** The local-market start's paths on its page: the visitor types, chooses, uploads and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(preStartServiceMachine, {
  machine: 'preStartService',
  async render(path) {
    const input = path.input as PreStartServiceInput;
    const exact = replay(path);
    const searches = pendingCalls<[string, string], Premise[]>();
    const checks = pendingCalls<[string], Eligibility>();
    const calendars = pendingCalls<[string], CalendarDay[]>();
    const submits = pendingCalls<[PreStartSubmitInput], PreStartReceipt>();
    const upload = vi.fn((file: File): Promise<UploadedDocument> => Promise.resolve(Object.values(sampleDocuments).find((document) => document.fileName === file.name)!));
    const { user } = await renderPortal(<PreStartServicePage today={input.today} calls={{ search: searches.fn, eligibility: checks.fn, calendar: calendars.fn, submit: submits.fn, upload }} />);
    // Pasted, not typed key by key: the paths type a dozen fields.
    const retype = retyper(user, { paste: true });
    return {
      async perform(step) {
        const { event } = step;
        const before = exact.before(step);
        const context = before.context as PreStartServiceContext;
        const flow = event as PreStartServiceEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'searchPremises' ? searches : id === 'checkEligibility' ? checks : id === 'loadCalendar' ? calendars : submits, event);
          return;
        }
        if (isPremiseSearchEvent(flow)) return performPremiseSearch(user, flow, context.premises);
        if (isServiceStepEvent(flow)) return performServiceStep(user, flow, { failure: context.failure, next: before.matches('premise') ? 'service.start.continue' : 'service.next', retype });
        switch (flow.type) {
          case 'preStart.chooseCustomerType':
            return user.click(screen.getByRole('radio', { name: text(`service.preStart.customerType.${flow.customerType}`) }));
          case 'preStart.chooseTariff':
            return void (await user.selectOptions(field('service.preStart.tariff'), flow.tariff));
          case 'preStart.toggleTenant':
            if (context.details.tenant === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.preStart.tenant') }));
          case 'preStart.change':
            // The company fields show for a business only.
            if ((flow.field === 'companyName' || flow.field === 'companyRegistration') && context.details.customerType !== 'BUSINESS') return;
            return retype(field(`service.preStart.field.${flow.field}`), flow.value);
          case 'preStart.documents': {
            if (context.documents[flow.kind]) return; // Already there: the field has it.
            return uploadPdf(user, document.querySelectorAll<HTMLInputElement>('input[type=file]')[localDocumentKinds.indexOf(flow.kind)]!, flow.documents[0]!.fileName);
          }
          case 'preStart.toggleTerms':
            if (context.terms === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.preStart.terms') }));
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as PreStartServiceContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.preStart.title'));
        expect(searches.waiting.length).toBe(snapshot.matches('searching') ? 1 : 0);
        expect(checks.waiting.length).toBe(snapshot.matches('checking') ? 1 : 0);
        expect(calendars.waiting.length).toBe(snapshot.matches('loadingCalendar') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (expectCalendarOrDone(snapshot, () => context.receipt!.reference)) return;
        const current = stepOf[typeof snapshot.value === 'string' ? snapshot.value : ''];
        expect(stepHeading()).toHaveTextContent(text(`service.preStart.step.${current}`));
        if (current === 'premise') {
          expect(field('service.start.query')).toHaveValue(context.query);
          if (context.ineligible) expect(screen.getByRole('alert')).toHaveTextContent(text(`service.code.${context.ineligible.msgcode}`));
        } else if (current === 'details') {
          expect(screen.getByRole('radio', { name: text(`service.preStart.customerType.${context.details.customerType}`) })).toBeChecked();
          expect(field('service.preStart.field.fullName')).toHaveValue(context.details.fullName);
          expect(field('service.preStart.field.city')).toHaveValue(context.details.city);
          if (context.detailsErrors.fullName) expect(document.body).toHaveTextContent(text('service.code.SRV_FULL_NAME'));
        } else if (current === 'appointment') {
          expectDay(context.day, context.dayError);
        } else {
          expectUploads(context.documents, { label: 'service.preStart.terms', checked: context.terms, error: context.documentErrors.terms });
          expectSubmit(snapshot, context.failure);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
