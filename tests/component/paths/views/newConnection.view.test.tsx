import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sampleSketch } from '../../../../machines/service/newConnection/newConnection.fixtures.ts';
import { newConnectionMachine } from '../../../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionContext, NewConnectionEvent, NewConnectionInput, NewConnectionQuoteInput, NewConnectionSubmitInput } from '../../../../machines/service/newConnection/newConnection.types.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import { choiceFields, type NewConnectionQuote, type NewConnectionReceipt } from '../../../../src/domain/newConnection.ts';
import { NewConnectionPage } from '../../../../src/features/service/newConnection/NewConnectionPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { expectSubmit, isServiceStepEvent, performServiceStep, retyper, stepHeading, uploadPdf } from '../support/serviceSteps.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a code is shown with: the flow's, the service flows', the registration rules', else the error catalogue's. */
const codeText = (code: string) => text(['service.newConnection.code', 'service.code', 'register.code', 'error'].map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? 'service.newConnection.failed');
const isChoice = (field: string) => (choiceFields as readonly string[]).includes(field);
const stepOf: Record<string, string> = { details: 'details', site: 'site', quoted: 'quote', review: 'review', submitting: 'review' };

/** The new connection's paths on its page: the customer types, chooses, uploads and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(newConnectionMachine, {
  machine: 'newConnection',
  async render(path) {
    const input = path.input as NewConnectionInput;
    const exact = replay(path);
    const quotes = pendingCalls<[NewConnectionQuoteInput], NewConnectionQuote>();
    const submits = pendingCalls<[NewConnectionSubmitInput], NewConnectionReceipt>();
    const upload = vi.fn((_file: File): Promise<UploadedDocument> => Promise.resolve(sampleSketch));
    const { user } = await renderPortal(<NewConnectionPage owner={input.owner} calls={{ quote: quotes.fn, submit: submits.fn, upload }} />);
    const field = (name: string) => screen.getByLabelText(text(`service.newConnection.field.${name}`), { selector: 'input, select' });
    // Pasted, not typed key by key: each keystroke is a render.
    const retype = retyper(user, { paste: true });
    return {
      async perform(step) {
        const { event } = step;
        const before = exact.before(step);
        const context = before.context as NewConnectionContext;
        const flow = event as NewConnectionEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'quoteNewConnection' ? quotes : submits, event);
          return;
        }
        if (isServiceStepEvent(flow)) return performServiceStep(user, flow, { failure: context.failure, retype });
        switch (flow.type) {
          case 'newConnection.change': {
            // A field of another step, or the meter of a new supply, is not on the page: nothing to type into.
            const shown = document.querySelector(`[name="${flow.field}"]`) ?? screen.queryByLabelText(text(`service.newConnection.field.${flow.field}`), { selector: 'select' });
            if (!shown) return;
            if (isChoice(flow.field)) return void (await user.selectOptions(field(flow.field), flow.value));
            return retype(field(flow.field), flow.value);
          }
          case 'newConnection.sketch': {
            if (context.sketch) return; // Already there: the field has it.
            return uploadPdf(user, document.querySelector<HTMLInputElement>('input[type=file]')!, sampleSketch.fileName);
          }
          case 'newConnection.accept':
            if (context.accepted === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.newConnection.accept') }));
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as NewConnectionContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.newConnection.title'));
        expect(quotes.waiting.length).toBe(snapshot.matches('quoting') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('quoting')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('quoteFailed')) {
          // CallFailure's wording: the error catalogue's text of the code.
          expect(screen.getByRole('alert')).toHaveTextContent(text(`error.${context.failure!.msgcode}`));
          expect(screen.getByRole('button', { name: text('common.retry') })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: text('service.back') })).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('done')) {
          expect(stepHeading()).toHaveTextContent(text('service.stop.doneTitle'));
          expect(document.body).toHaveTextContent(formatCatalogueText(input.owner ? 'service.newConnection.done' : 'service.newConnection.doneVisitor', { reference: context.receipt!.reference }));
          return;
        }
        const current = stepOf[typeof snapshot.value === 'string' ? snapshot.value : '']!;
        expect(stepHeading()).toHaveTextContent(text(`service.newConnection.step.${current}`));
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.failure.msgcode));
        if (current === 'details') {
          for (const name of ['fullName', 'nationalId', 'email', 'capacity', 'amps', 'natureOfSupply'] as const) expect(field(name)).toHaveValue(context.form[name]);
          if (context.form.natureOfSupply === 'New') expect(screen.queryByLabelText(text('service.newConnection.field.meterNumber'))).toBeNull();
          else expect(field('meterNumber')).toHaveValue(context.form.meterNumber);
          for (const [name, code] of Object.entries(context.errors)) if (code) expect(field(name)).toHaveAccessibleDescription(new RegExp(codeText(code).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        } else if (current === 'site') {
          for (const name of ['plotNumber', 'street', 'area', 'city', 'distanceClass'] as const) expect(field(name)).toHaveValue(context.form[name]);
          if (context.sketch) expect(screen.getByText(context.sketch.fileName)).toBeInTheDocument();
          if (context.errors.sketchPlan) expect(document.body).toHaveTextContent(codeText('SRV_DOCUMENT_MISSING'));
        } else if (current === 'quote') {
          const table = screen.getByRole('table', { name: formatCatalogueText('service.newConnection.quoteCaption', { quoteId: context.quote!.quoteId }) });
          expect(table).toHaveTextContent(text('service.newConnection.line.vat'));
          expect(screen.getByRole('checkbox', { name: text('service.newConnection.accept') })).toHaveProperty('checked', context.accepted);
          if (context.acceptError) expect(document.body).toHaveTextContent(codeText('NC_QUOTE_ACCEPT'));
        } else {
          expect(document.body).toHaveTextContent(context.form.plotNumber);
          expect(document.body).toHaveTextContent(sampleSketch.fileName);
          expectSubmit(snapshot, context.failure);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
