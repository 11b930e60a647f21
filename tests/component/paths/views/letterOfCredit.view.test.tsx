import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { letterOfCreditMachine } from '../../../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditContext, LetterOfCreditEvent, LetterOfCreditInput, LetterOfCreditSubmitInput, LetterPdfRequest } from '../../../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import type { LetterOfCreditReceipt, LetterOfCreditRecord } from '../../../../src/domain/letterOfCredit.ts';
import { LetterOfCreditPage } from '../../../../src/features/service/letterOfCredit/LetterOfCreditPage.tsx';
import { catalogueFor } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const field = () => screen.queryByRole('textbox', { name: new RegExp(text('service.letterOfCredit.field.addressee').replace(/[()?]/g, '\\$&')) });
const kindRadio = (kind: string) => screen.getByRole('radio', { name: new RegExp(`^${text(`service.letterOfCredit.kind.${kind}`)} `) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The form's button: waiting, Try again after a failed request, else Issue the letter. */
const submitLabel = (context: LetterOfCreditContext, busy: boolean) =>
  text(busy ? 'service.letterOfCredit.busy' : context.failure ? 'common.retry' : 'service.letterOfCredit.submit');

/** The letter's paths on its page: the user chooses, types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(letterOfCreditMachine, {
  machine: 'letterOfCredit',
  async render(path) {
    const input = path.input as LetterOfCreditInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], LetterOfCreditRecord>();
    const submits = pendingCalls<[LetterOfCreditSubmitInput], LetterOfCreditReceipt>();
    const downloads = pendingCalls<[LetterPdfRequest], void>();
    const { user } = await renderPortal(<LetterOfCreditPage accountNumber={input.accountNumber} calls={{ load: loads.fn, submit: submits.fn, download: downloads.fn }} />, { route: '/LetterOfCredit' });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as LetterOfCreditEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadLetterOfCredit' ? loads : id === 'submitLetterOfCredit' ? submits : downloads, event);
        } else if (flow.type === 'letterOfCredit.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'letterOfCredit.kind') {
          await user.click(kindRadio(flow.kind));
        } else if (flow.type === 'letterOfCredit.addressee') {
          await user.clear(field()!);
          await user.type(field()!, flow.addressee);
        } else if (flow.type === 'letterOfCredit.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(exact.before(step).context as LetterOfCreditContext, false) }));
        } else if (flow.type === 'letterOfCredit.download') {
          await user.click(screen.getByRole('button', { name: text('service.letterOfCredit.download') }));
        } else if (flow.type === 'letterOfCredit.another') {
          await user.click(screen.getByRole('button', { name: text('service.letterOfCredit.another') }));
        } else {
          throw new Error(`letterOfCredit adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as LetterOfCreditContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.letterOfCredit.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        expect(downloads.waiting.length).toBe(snapshot.matches({ issued: 'downloading' }) ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(field()).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(field()).toBeNull();
          return;
        }
        if (snapshot.matches('issued')) {
          expect(field()).toBeNull();
          expect(screen.getByText(context.receipt!.reference)).toBeInTheDocument();
          expect(screen.getByText(context.receipt!.code)).toBeInTheDocument();
          const download = screen.getByRole('button', { name: text(snapshot.matches({ issued: 'downloading' }) ? 'service.letterOfCredit.downloading' : 'service.letterOfCredit.download') });
          expect(download).toHaveProperty('disabled', snapshot.matches({ issued: 'downloading' }));
          if (context.pdfFailure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.pdfFailure.msgcode, ['service.letterOfCredit.code', 'error'], 'service.letterOfCredit.failed'));
          else expect(screen.queryByRole('alert')).toBeNull();
          return;
        }
        // The form (editing, submitting): the facts, the kind, what was typed, the rule, the failure, the button.
        expect(screen.getByText(context.record!.facts.serviceAddress)).toBeInTheDocument();
        expect(kindRadio(context.kind)).toBeChecked();
        expect(field()).toHaveValue(context.addressee);
        if (context.addresseeError) expect(field()).toHaveAccessibleDescription(new RegExp(text(`service.letterOfCredit.code.${context.addresseeError}`).replace(/[()?.]/g, '\\$&')));
        else expect(field()).not.toHaveAttribute('aria-invalid');
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.letterOfCredit.code', 'error'], 'service.letterOfCredit.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
