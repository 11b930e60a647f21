import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sampleDocuments } from '../../../../machines/service/preStartService/preStartService.fixtures.ts';
import { preStartServiceMachine } from '../../../../machines/service/preStartService/preStartService.machine.ts';
import type { PreStartServiceContext, PreStartServiceEvent, PreStartServiceInput, PreStartSubmitInput } from '../../../../machines/service/preStartService/preStartService.types.ts';
import { appointmentSlots, localDocumentKinds, type CalendarDay, type Eligibility, type PreStartReceipt, type Premise, type SlotNumber } from '../../../../src/domain/serviceRequests.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import { PreStartServicePage } from '../../../../src/features/service/preStartService/PreStartServicePage.tsx';
import { formatClockTime } from '../../../../src/domain/format.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { isPremiseSearchEvent, performPremiseSearch } from '../support/premiseSearch.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a, 0x20]);
const slotText = (slot: SlotNumber) => {
  const s = appointmentSlots.find((entry) => entry.slot === slot)!;
  return slot === 0 ? text('service.slot.allDay') : formatCatalogueText('service.slot.range', { from: formatClockTime(s.from), to: formatClockTime(s.to) });
};
const startsWith = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const stepHeading = () => document.querySelector('form h2, section h2');
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
    const field = (id: string) => screen.getByLabelText(text(id), { selector: 'input, select' });
    const retype = async (element: HTMLElement, value: string) => {
      // Pasted, not typed key by key: the paths type a dozen fields, and each keystroke is a render.
      await user.clear(element);
      await user.click(element);
      await user.paste(value);
    };
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
          case 'appointment.chooseDay':
            return void (await user.selectOptions(field('service.start.day'), flow.day));
          case 'appointment.chooseSlot':
            return user.click(screen.getByRole('radio', { name: startsWith(slotText(flow.slot)) }));
          case 'preStart.documents': {
            if (context.documents[flow.kind]) return; // Already there: the field has it.
            const index = localDocumentKinds.indexOf(flow.kind);
            const name = flow.documents[0]!.fileName;
            await user.upload(document.querySelectorAll<HTMLInputElement>('input[type=file]')[index]!, new File([pdfBytes], name, { type: 'application/pdf' }));
            await waitFor(() => expect(screen.getByText(name)).toBeInTheDocument());
            await waitFor(() => expect(document.querySelector('progress')).toBeNull());
            return;
          }
          case 'preStart.toggleTerms':
            if (context.terms === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.preStart.terms') }));
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
        const context = snapshot.context as PreStartServiceContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.preStart.title'));
        expect(searches.waiting.length).toBe(snapshot.matches('searching') ? 1 : 0);
        expect(checks.waiting.length).toBe(snapshot.matches('checking') ? 1 : 0);
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
          expect(field('service.start.day')).toHaveValue(context.day ?? '');
          if (context.dayError) expect(document.body).toHaveTextContent(text('service.code.SRV_SLOT'));
        } else {
          for (const kind of localDocumentKinds) {
            const document = context.documents[kind];
            if (document) expect(screen.getByText(document.fileName)).toBeInTheDocument();
          }
          expect(screen.getByRole('checkbox', { name: text('service.preStart.terms') })).toHaveProperty('checked', context.terms);
          if (context.documentErrors.terms) expect(document.body).toHaveTextContent(text('service.code.SRV_TERMS'));
          const busy = snapshot.matches('submitting');
          const button = screen.getByRole('button', { name: text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.stop.submit') });
          expect(button).toHaveProperty('disabled', busy);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
