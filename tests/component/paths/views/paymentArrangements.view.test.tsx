import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { paymentArrangementsMachine } from '../../../../machines/billing/paymentArrangements/paymentArrangements.machine.ts';
import type { PaymentArrangementsContext, PaymentArrangementsEvent, PaymentArrangementsInput } from '../../../../machines/billing/paymentArrangements/paymentArrangements.types.ts';
import { formatDate } from '../../../../src/domain/format.ts';
import type { PaymentArrangements, PaymentExtensionRequestBody, PaymentExtensionStatus } from '../../../../src/domain/paymentArrangements.ts';
import { PaymentArrangementsPage } from '../../../../src/features/billing/paymentArrangements/PaymentArrangementsPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

const dateField = () => screen.queryByRole('textbox', { name: new RegExp(text('billing.paymentArrangements.extension.form.date')) });
const startButton = () => screen.queryByRole('button', { name: text('billing.paymentArrangements.extension.start') });

/** The arrangements' paths on their page: the user asks for more time, types the date and presses; each call is settled by the path. */
const adapter = defineViewAdapter(paymentArrangementsMachine, {
  machine: 'paymentArrangements',
  async render(path) {
    const input = path.input as PaymentArrangementsInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], PaymentArrangements>();
    const requests = pendingCalls<[PaymentExtensionRequestBody], PaymentExtensionStatus>();
    const { user } = await renderPortal(<PaymentArrangementsPage accountNumber={input.accountNumber} calls={{ load: loads.fn, requestExtension: requests.fn }} />, {
      route: '/PaymentArrangements',
    });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as PaymentArrangementsEvent;
        const before = exact.before(step).context as PaymentArrangementsContext;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadArrangements' ? loads : requests, event);
        } else if (flow.type === 'arrangements.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'extension.start') {
          // Offered only when the account may ask; the path's event is then a no-op on the page as in the machine.
          const button = startButton();
          if (button) await user.click(button);
        } else if (flow.type === 'extension.change') {
          await user.clear(dateField()!);
          await user.type(dateField()!, flow.date);
        } else if (flow.type === 'extension.submit') {
          const label = before.actionFailure ? 'common.retry' : 'billing.paymentArrangements.extension.form.submit';
          await user.click(screen.getByRole('button', { name: text(label) }));
        } else if (flow.type === 'extension.cancel') {
          await user.click(screen.getByRole('button', { name: text('billing.paymentArrangements.extension.form.cancel') }));
        } else {
          throw new Error(`paymentArrangements adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as PaymentArrangementsContext;
        expect(screen.getByRole('heading', { level: 1, name: text('billing.paymentArrangements.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(requests.waiting.length).toBe(snapshot.matches('requesting') ? 1 : 0);
        if (context.notice) expect(screen.getByText(text(`billing.paymentArrangements.notice.${context.notice}`))).toHaveAttribute('role', 'status');
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          return;
        }
        const data = context.arrangements!;
        for (const title of ['extension', 'installment', 'budget']) {
          expect(screen.getByRole('heading', { level: 2, name: text(`billing.paymentArrangements.${title}.title`) })).toBeInTheDocument();
        }
        const granted = data.extension.extension;
        if (granted) {
          const from = formatDate(granted.originalDueDate);
          const to = formatDate(granted.newDueDate);
          expect(screen.getByText(formatCatalogueText('billing.paymentArrangements.extension.granted', { from, to }))).toBeInTheDocument();
        }
        if (snapshot.matches('overview')) {
          expect(dateField()).toBeNull();
          if (data.extension.eligible) expect(startButton()).toBeInTheDocument();
          else expect(startButton()).toBeNull();
          return;
        }
        // The date form, requesting or not.
        const busy = snapshot.matches('requesting');
        expect(startButton()).toBeNull();
        expect(screen.getByRole('heading', { level: 2, name: text('billing.paymentArrangements.extension.form.title') })).toBeInTheDocument();
        expect(dateField()).toHaveValue(context.date);
        if (context.dateError) expect(dateField()).toHaveAccessibleDescription(new RegExp(text(`billing.paymentArrangements.code.${context.dateError}`)));
        else expect(dateField()).not.toHaveAttribute('aria-invalid');
        if (context.actionFailure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.actionFailure.msgcode, ['billing.paymentArrangements.code', 'error'], 'billing.paymentArrangements.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const label = busy ? 'billing.paymentArrangements.extension.form.busy' : context.actionFailure ? 'common.retry' : 'billing.paymentArrangements.extension.form.submit';
        expect(screen.getByRole('button', { name: text(label) })).toHaveProperty('disabled', busy);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
