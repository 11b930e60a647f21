import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { kycRequestMachine } from '../../../../machines/service/kycRequest/kycRequest.machine.ts';
import type { KycRequestContext, KycRequestEvent, KycRequestInput, KycRequestSubmitInput } from '../../../../machines/service/kycRequest/kycRequest.types.ts';
import type { KycRequestReceipt, KycRequestRecord } from '../../../../src/domain/kycRequest.ts';
import { KycRequestPage } from '../../../../src/features/service/kycRequest/KycRequestPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const field = () => screen.queryByRole('textbox', { name: new RegExp(text('service.kycRequest.field.reference')) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The form's button: waiting, Try again after a failed submission, else Submit. */
const submitLabel = (context: KycRequestContext, busy: boolean) =>
  text(busy ? 'service.kycRequest.busy' : context.failure ? 'common.retry' : 'service.kycRequest.submit');

/** KycRequest's paths on its page: the user types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(kycRequestMachine, {
  machine: 'kycRequest',
  async render(path) {
    const input = path.input as KycRequestInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], KycRequestRecord>();
    const submits = pendingCalls<[KycRequestSubmitInput], KycRequestReceipt>();
    const { user } = await renderPortal(<KycRequestPage accountNumber={input.accountNumber} calls={{ load: loads.fn, submit: submits.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as KycRequestEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadKycRequest' ? loads : submits, event);
        } else if (flow.type === 'kycRequest.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'kycRequest.change') {
          await user.clear(field()!);
          await user.type(field()!, flow.reference);
        } else if (flow.type === 'kycRequest.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(exact.before(step).context as KycRequestContext, false) }));
        } else {
          throw new Error(`kycRequest adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as KycRequestContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.kycRequest.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
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
        if (snapshot.matches('done')) {
          expect(field()).toBeNull();
          expect(screen.getByText(formatCatalogueText('service.kycRequest.done', { confirmationNumber: context.receipt!.confirmationNumber }))).toBeInTheDocument();
          return;
        }
        // The form (editing, submitting): what was typed, the rule, the failure, the button.
        expect(field()).toHaveValue(context.reference);
        if (context.referenceError) expect(field()).toHaveAccessibleDescription(new RegExp(text(`service.kycRequest.code.${context.referenceError}`)));
        else expect(field()).not.toHaveAttribute('aria-invalid');
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.kycRequest.code', 'error'], 'service.kycRequest.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
