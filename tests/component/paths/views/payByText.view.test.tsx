import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { payByTextMachine } from '../../../../machines/payment/payByText/payByText.machine.ts';
import type { PayByTextContext, PayByTextEvent, PayByTextInput } from '../../../../machines/payment/payByText/payByText.types.ts';
import type { TextToPayLink, TextToPayPaid } from '../../../../src/domain/textToPay.ts';
import { formatMoney } from '../../../../src/domain/format.ts';
import { PayByTextPage } from '../../../../src/features/payment/payByText/PayByTextPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const loadFailureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const codeText = (msgcode: string) =>
  catalogueFor('EN_US')[`payment.textToPay.code.${msgcode}`] !== undefined
    ? text(`payment.textToPay.code.${msgcode}`)
    : catalogueFor('EN_US')[`payment.code.${msgcode}`] !== undefined
      ? text(`payment.code.${msgcode}`)
      : text('payment.code.GEN500');

/** Pay by text's paths on its page: the link and pay calls are settled by the path; the user presses Pay or Try again. */
const adapter = defineViewAdapter(payByTextMachine, {
  machine: 'payByText',
  async render(path) {
    const input = path.input as PayByTextInput;
    const exact = replay(path);
    const links = pendingCalls<[string], TextToPayLink>();
    const pays = pendingCalls<[string], TextToPayPaid>();
    const { user } = await renderPortal(<PayByTextPage linkKey={input.linkKey} calls={{ link: links.fn, pay: pays.fn }} />, { route: '/PayByText' });
    return {
      async perform(step) {
        const { event } = step;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadLink' ? links : pays, event);
          return;
        }
        const flow = event as PayByTextEvent;
        const context = exact.before(step).context as PayByTextContext;
        if (flow.type === 'payByText.retry') await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text('common.retry') }));
        else if (flow.type === 'payByText.pay')
          await user.click(screen.getByRole('button', { name: context.failure ? text('common.retry') : formatCatalogueText('payment.payByText.pay', { amount: formatMoney(context.link!.amountDue) }) }));
        else throw new Error(`payByText adapter: nothing performs ${event.type}`);
      },
      expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as PayByTextContext;
        expect(screen.getByRole('heading', { level: 1, name: text('payment.payByText.title') })).toBeInTheDocument();
        expect(links.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(pays.waiting.map((call) => call.args)).toEqual(snapshot.matches('paying') ? [[input.linkKey]] : []);
        if (snapshot.matches('loading')) {
          expect(screen.getByRole('status')).toHaveTextContent(text('common.loading'));
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(loadFailureText(context.failure!.msgcode));
          return;
        }
        if (snapshot.matches('expired')) {
          expect(screen.getByRole('heading', { level: 2, name: text('payment.textToPay.code.TTP_LINK_INVALID') })).toHaveFocus();
          expect(screen.queryByRole('button')).toBeNull();
          return;
        }
        if (snapshot.matches('paid')) {
          expect(screen.getByRole('heading', { level: 2, name: text('payment.payByText.paid') })).toHaveFocus();
          expect(screen.getByText(context.receipt!.confirmationNumber)).toBeInTheDocument();
          return;
        }
        // ready, paying: what the link pays and the one button.
        expect(screen.getByText(context.link!.accountNumber)).toBeInTheDocument();
        const busy = snapshot.matches('paying');
        const pay = screen.getByRole('button', {
          name: busy ? text('payment.payByText.paying') : context.failure ? text('common.retry') : formatCatalogueText('payment.payByText.pay', { amount: formatMoney(context.link!.amountDue) }),
        });
        expect(pay).toHaveProperty('disabled', busy);
        if (context.failure && !busy) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.failure.msgcode));
        else expect(screen.queryByRole('alert')).toBeNull();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
