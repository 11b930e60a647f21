import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { inspectionDocuments } from '../../../../machines/service/meterInspection/meterInspection.fixtures.ts';
import { meterInspectionMachine } from '../../../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionContext, MeterInspectionEvent, MeterInspectionInput, MeterInspectionSubmitInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import { formatClockTime } from '../../../../src/domain/format.ts';
import { inspectionDocumentKinds, meterInspectionStepFields, type MeterInspectionReceipt } from '../../../../src/domain/meterInspection.ts';
import { appointmentSlots, type CalendarDay, type SlotNumber } from '../../../../src/domain/serviceRequests.ts';
import { MeterInspectionPage } from '../../../../src/features/service/meterInspection/MeterInspectionPage.tsx';
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
const formSteps = ['customer', 'premise', 'contractors', 'appointment', 'documents', 'review'] as const;

/** The meter inspection's paths on its page, signed in and not: the user types, chooses, uploads and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(meterInspectionMachine, {
  machine: 'meterInspection',
  async render(path) {
    const input = path.input as MeterInspectionInput;
    const exact = replay(path);
    const calendars = pendingCalls<[string], CalendarDay[]>();
    const submits = pendingCalls<[MeterInspectionSubmitInput], MeterInspectionReceipt>();
    const upload = vi.fn((file: File): Promise<UploadedDocument> => Promise.resolve(Object.values(inspectionDocuments).find((document) => document.fileName === file.name)!));
    const { user } = await renderPortal(<MeterInspectionPage input={input} calls={{ calendar: calendars.fn, submit: submits.fn, upload }} />);
    const field = (id: string) => screen.getByLabelText(text(id), { selector: 'input, select' });
    const fieldOf = (name: string) => (name === 'alternatePhone' ? screen.getByLabelText(formatCatalogueText('service.meterInspection.optional', { label: text(`service.meterInspection.field.${name}`) })) : field(`service.meterInspection.field.${name}`));
    const retype = async (element: HTMLElement, value: string) => {
      // Pasted, not typed key by key: the paths type many fields, and each keystroke is a render.
      await user.clear(element);
      await user.click(element);
      await user.paste(value);
    };
    return {
      async perform(step) {
        const { event } = step;
        const before = exact.before(step);
        const context = before.context as MeterInspectionContext;
        const flow = event as MeterInspectionEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadCalendar' ? calendars : submits, event);
          return;
        }
        switch (flow.type) {
          case 'inspection.change': {
            // Only the fields of the step shown can be typed into; signed in, the account is chosen, not typed.
            const shown = formSteps.find((s) => before.hasTag(`step:${s}`));
            if (!(meterInspectionStepFields[shown as keyof typeof meterInspectionStepFields] as readonly string[] | undefined)?.includes(flow.field)) return;
            if (flow.field === 'accountNumber' && context.signedIn) return;
            if (flow.field === 'town') return void (await user.selectOptions(fieldOf('town'), flow.value));
            return retype(fieldOf(flow.field), flow.value);
          }
          case 'inspection.chooseAccount':
            if (!context.signedIn || !before.matches('customer')) return;
            return void (await user.selectOptions(fieldOf('accountNumber'), flow.accountNumber));
          case 'appointment.chooseDay':
            return void (await user.selectOptions(field('service.start.day'), flow.day));
          case 'appointment.chooseSlot':
            return user.click(screen.getByRole('radio', { name: startsWith(slotText(flow.slot)) }));
          case 'inspection.documents': {
            if (context.documents[flow.kind]) return; // Already there: the field has it.
            const index = inspectionDocumentKinds.indexOf(flow.kind);
            const name = flow.documents[0]!.fileName;
            await user.upload(document.querySelectorAll<HTMLInputElement>('input[type=file]')[index]!, new File([pdfBytes], name, { type: 'application/pdf' }));
            await waitFor(() => expect(screen.getByText(name)).toBeInTheDocument());
            await waitFor(() => expect(document.querySelector('progress')).toBeNull());
            return;
          }
          case 'inspection.toggleTerms':
            if (context.terms === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.meterInspection.terms') }));
          case 'step.next':
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
        const context = snapshot.context as MeterInspectionContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.meterInspection.title'));
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
        const current = formSteps.find((s) => snapshot.hasTag(`step:${s}`))!;
        expect(stepHeading()).toHaveTextContent(text(`service.meterInspection.step.${current}`));
        if (current === 'customer' || current === 'premise' || current === 'contractors') {
          for (const name of meterInspectionStepFields[current]) {
            expect(fieldOf(name)).toHaveValue(context.form[name]);
            const code = context.fieldErrors[name];
            if (code) expect(fieldOf(name)).toHaveAttribute('aria-invalid', 'true');
          }
          if (context.fieldErrors.accountNumber === 'SRV_ACCOUNT_NOT_FOUND') expect(document.body).toHaveTextContent(text('service.meterInspection.code.SRV_ACCOUNT_NOT_FOUND'));
        } else if (current === 'appointment') {
          expect(field('service.start.day')).toHaveValue(context.day ?? '');
          if (context.dayError) expect(document.body).toHaveTextContent(text('service.code.SRV_SLOT'));
        } else if (current === 'documents') {
          for (const kind of inspectionDocumentKinds) {
            const document = context.documents[kind];
            if (document) expect(screen.getByText(document.fileName)).toBeInTheDocument();
          }
          expect(screen.getByRole('checkbox', { name: text('service.meterInspection.terms') })).toHaveProperty('checked', context.terms);
          if (context.documentErrors.terms) expect(document.body).toHaveTextContent(text('service.code.SRV_TERMS'));
        } else {
          expect(document.body).toHaveTextContent(context.form.electricianName);
          const busy = snapshot.matches('submitting');
          const button = screen.getByRole('button', { name: text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.stop.submit') });
          expect(button).toHaveProperty('disabled', busy);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
