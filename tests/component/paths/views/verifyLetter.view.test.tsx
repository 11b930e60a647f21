import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { verifyLetterMachine } from '../../../../machines/service/verifyLetter/verifyLetter.machine.ts';
import type { VerifyLetterContext, VerifyLetterEvent, VerifyLetterInput, VerifyLetterRequest } from '../../../../machines/service/verifyLetter/verifyLetter.types.ts';
import type { LetterVerification } from '../../../../src/domain/letterOfCredit.ts';
import { VerifyLetterPage } from '../../../../src/features/service/verifyLetter/VerifyLetterPage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const referenceField = () => screen.queryByRole('textbox', { name: new RegExp(`^${text('service.verifyLetter.field.reference')}`) });
const codeField = () => screen.queryByRole('textbox', { name: new RegExp(`^${text('service.verifyLetter.field.code')}`) });
const escape = (value: string) => value.replace(/[()?.+*[\]]/g, '\\$&');

/** The letter check's paths on its page: the user types and presses the buttons; the lookup is settled by the path. */
const adapter = defineViewAdapter(verifyLetterMachine, {
  machine: 'verifyLetter',
  async render(path) {
    const input = path.input as VerifyLetterInput;
    const exact = replay(path);
    const checks = pendingCalls<[VerifyLetterRequest], LetterVerification>();
    const { user } = await renderPortal(<VerifyLetterPage reference={input.reference} code={input.code} verify={checks.fn} />, { route: '/VerificationService' });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as VerifyLetterEvent;
        if (isOutcome(event)) {
          await settle(checks, event);
        } else if (flow.type === 'verify.reference') {
          await user.clear(referenceField()!);
          await user.type(referenceField()!, flow.reference);
        } else if (flow.type === 'verify.code') {
          await user.clear(codeField()!);
          await user.type(codeField()!, flow.code);
        } else if (flow.type === 'verify.submit') {
          await user.click(screen.getByRole('button', { name: text('service.verifyLetter.submit') }));
        } else if (flow.type === 'verify.another') {
          await user.click(screen.getByRole('button', { name: text('service.verifyLetter.another') }));
        } else {
          throw new Error(`verifyLetter adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as VerifyLetterContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.verifyLetter.title') })).toBeInTheDocument();
        expect(checks.waiting.length).toBe(snapshot.matches('checking') ? 1 : 0);
        if (snapshot.matches('verified')) {
          expect(referenceField()).toBeNull();
          expect(screen.getByRole('heading', { level: 2, name: text('service.verifyLetter.genuine') })).toBeInTheDocument();
          expect(screen.getByText(context.letter!.facts.holderName)).toBeInTheDocument();
          return;
        }
        expect(referenceField()).toHaveValue(context.reference);
        expect(codeField()).toHaveValue(context.code);
        if (context.referenceError) expect(referenceField()).toHaveAccessibleDescription(new RegExp(escape(text(`service.verifyLetter.code.${context.referenceError}`))));
        else expect(referenceField()).not.toHaveAttribute('aria-invalid');
        if (context.codeError) expect(codeField()).toHaveAccessibleDescription(new RegExp(escape(text(`service.verifyLetter.code.${context.codeError}`))));
        else expect(codeField()).not.toHaveAttribute('aria-invalid');
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(text(`service.verifyLetter.code.${context.failure.msgcode}`));
        else expect(screen.queryByRole('alert')).toBeNull();
        const busy = snapshot.matches('checking');
        expect(screen.getByRole('button', { name: text(busy ? 'service.verifyLetter.busy' : 'service.verifyLetter.submit') })).toHaveProperty('disabled', busy);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
