import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { inspectionDocuments } from '../../../../machines/service/meterInspection/meterInspection.fixtures.ts';
import { meterInspectionMachine } from '../../../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionContext, MeterInspectionEvent, MeterInspectionInput, MeterInspectionSubmitInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import { inspectionDocumentKinds, meterInspectionStepFields, type MeterInspectionReceipt } from '../../../../src/domain/meterInspection.ts';
import type { CalendarDay } from '../../../../src/domain/serviceRequests.ts';
import { MeterInspectionPage } from '../../../../src/features/service/meterInspection/MeterInspectionPage.tsx';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { expectCalendarOrDone, expectDay, expectSubmit, expectUploads, isServiceStepEvent, performServiceStep, retyper, serviceField as field, stepHeading, uploadPdf } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

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
    const fieldOf = (name: string) => (name === 'alternatePhone' ? screen.getByLabelText(formatCatalogueText('service.meterInspection.optional', { label: text(`service.meterInspection.field.${name}`) })) : field(`service.meterInspection.field.${name}`));
    // Pasted, not typed key by key: the paths type many fields.
    const retype = retyper(user, { paste: true });
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
        if (isServiceStepEvent(flow)) return performServiceStep(user, flow, { failure: context.failure, retype });
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
          case 'inspection.documents': {
            if (context.documents[flow.kind]) return; // Already there: the field has it.
            return uploadPdf(user, document.querySelectorAll<HTMLInputElement>('input[type=file]')[inspectionDocumentKinds.indexOf(flow.kind)]!, flow.documents[0]!.fileName);
          }
          case 'inspection.toggleTerms':
            if (context.terms === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.meterInspection.terms') }));
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as MeterInspectionContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.meterInspection.title'));
        expect(calendars.waiting.length).toBe(snapshot.matches('loadingCalendar') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (expectCalendarOrDone(snapshot, () => context.receipt!.reference)) return;
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
          expectDay(context.day, context.dayError);
        } else if (current === 'documents') {
          expectUploads(context.documents, { label: 'service.meterInspection.terms', checked: context.terms, error: context.documentErrors.terms });
        } else {
          expect(document.body).toHaveTextContent(context.form.electricianName);
          expectSubmit(snapshot, context.failure);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
