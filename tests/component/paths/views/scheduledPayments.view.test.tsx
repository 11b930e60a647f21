import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ScheduledPaymentsInput } from '../../../../machines/payment/scheduledPayments/scheduledPayments.types.ts';
import { scheduledPaymentsMachine } from '../../../../machines/payment/scheduledPayments/scheduledPayments.machine.ts';
import type { CancelScheduledInput } from '../../../../machines/payment/scheduledPayments/scheduledPayments.types.ts';
import { formatDate, formatMoney } from '../../../../src/domain/format.ts';
import type { CancelScheduledData, ScheduledPayment } from '../../../../src/domain/payment.ts';
import { ScheduledPayments } from '../../../../src/features/payment/scheduledPayments/ScheduledPayments.tsx';
import { ToastRegion } from '../../../../src/ui/toast.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const region = () => screen.getByRole('region', { name: text('billing.tab.scheduled') });
const dialog = () => screen.queryByRole('alertdialog', { name: text('billing.scheduled.confirm.title') });
const day = (value: string) => formatDate(value, 'en-US');
const cancelName = (payment: ScheduledPayment) =>
  formatCatalogueText('billing.scheduled.cancelLabel', { amount: formatMoney(payment.amount), date: day(payment.paymentDate) });
const failureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const cancelFailureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('billing.scheduled.cancelFailed');

/**
 * Scheduled payments paths on the ScheduledPayments component (src/features/billing): the list and
 * the cancellation are calls the path settles; the user presses Try again, Cancel payment on a row,
 * then "Yes, cancel it" (or Try again after a failure) or "No, keep it" in the dialog.
 */
const adapter = defineViewAdapter(scheduledPaymentsMachine, {
  machine: 'scheduledPayments',
  async render(path) {
    const input = path.input as ScheduledPaymentsInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], ScheduledPayment[]>();
    const cancels = pendingCalls<[CancelScheduledInput], CancelScheduledData>();
    const { user } = await renderPortal(
      <>
        <ScheduledPayments accountNumber={input.accountNumber} uuid={input.uuid} canCancel={input.canCancel} calls={{ scheduled: loads.fn, cancelScheduled: cancels.fn }} />
        <ToastRegion />
      </>,
    );
    const firstNotice = () => exact.snapshots.map((s) => s.context.notice).find((notice) => notice?.seq === 1) ?? null;
    return {
      async perform({ event, before }) {
        if (isOutcome(event)) {
          const invokeId = invokeIdOf(event);
          if (invokeId === 'loadScheduled') await settle(loads, event);
          else if (invokeId === 'cancelScheduled') await settle(cancels, event);
          else throw new Error(`scheduledPayments adapter: no call for ${invokeId}`);
        } else if (event.type === 'scheduled.retry') {
          await user.click(within(region()).getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'scheduled.cancel') {
          const payment = before.context.payments.find((candidate) => candidate.schedulePayUid === event.schedulePayUid);
          const button = payment ? screen.queryByRole('button', { name: cancelName(payment) }) : null;
          if (button && !(button as HTMLButtonElement).disabled) await user.click(button);
          else if (input.canCancel && payment && before.matches('list')) throw new Error('scheduledPayments adapter: the Cancel button of a listed payment is missing');
          // Otherwise the page offers no way to ask: no Cancel button for that payment (another
          // account's, one already gone, no cancel right) or the buttons wait for the dialog.
        } else if (event.type === 'cancel.confirm') {
          const yes = within(dialog()!).getByRole('button', { name: before.matches('cancelFailed') ? text('common.retry') : text('billing.scheduled.confirm.yes') });
          await user.click(yes);
        } else if (event.type === 'cancel.dismiss') {
          const no = within(dialog()!).getByRole('button', { name: text('billing.scheduled.confirm.no') });
          if ((no as HTMLButtonElement).disabled) return;
          await user.click(no);
        } else {
          throw new Error(`scheduledPayments adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const section = region();
        if (snapshot.matches('loading')) {
          expect(section).toHaveAttribute('aria-busy', 'true');
          expect(within(section).getByRole('status')).toHaveTextContent(text('common.loading'));
          expect(loads.waiting.map((call) => call.args)).toEqual([[input.uuid]]);
          expect(within(section).queryByRole('table')).toBeNull();
        } else {
          expect(section).toHaveAttribute('aria-busy', 'false');
        }
        if (snapshot.matches('failed')) {
          const alert = within(section).getByRole('alert');
          expect(alert).toHaveTextContent(failureText(snapshot.context.failure?.msgcode ?? ''));
          expect(within(alert).getByRole('button', { name: text('common.retry') })).toBeEnabled();
        } else {
          // No call failure on the page (the dialog's own Try again is checked below).
          expect(section.querySelector('.call-failure')).toBeNull();
        }
        if (snapshot.matches('empty')) expect(within(section).getByText(text('billing.scheduled.empty'))).toBeInTheDocument();
        else expect(within(section).queryByText(text('billing.scheduled.empty'))).toBeNull();
        if (snapshot.hasTag('list')) {
          const table = within(section).getByRole('table', { name: text('billing.scheduled.caption') });
          const rows = within(table).getAllByRole('row').slice(1);
          expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(snapshot.context.payments.map((payment) => payment.confirmationNumber));
          for (const payment of snapshot.context.payments) {
            const button = within(table).queryByRole('button', { name: cancelName(payment) });
            if (!input.canCancel) expect(button).toBeNull();
            else if (snapshot.matches('list')) expect(button).toBeEnabled();
            else expect(button).toBeDisabled();
          }
          // Only this account's payments are listed.
          expect(snapshot.context.payments.every((payment) => payment.accountNumber === input.accountNumber)).toBe(true);
        } else {
          expect(within(section).queryByRole('table')).toBeNull();
        }
        const open = dialog();
        if (snapshot.hasTag('dialog')) {
          expect(open).not.toBeNull();
          const selected = snapshot.context.selected!;
          expect(open).toHaveTextContent(selected.confirmationNumber);
          expect(open).toHaveTextContent(day(selected.paymentDate));
          const busy = snapshot.hasTag('busy');
          const buttons = within(open!).getAllByRole('button');
          for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(busy);
          if (busy) {
            expect(within(open!).getByRole('button', { name: text('billing.scheduled.cancelling') })).toBeInTheDocument();
            expect(cancels.waiting.map((call) => call.args)).toEqual([[{ schedulePayUid: selected.schedulePayUid, accountNumber: input.accountNumber }]]);
          }
          if (snapshot.matches('cancelFailed')) {
            expect(within(open!).getByRole('alert')).toHaveTextContent(cancelFailureText(snapshot.context.cancelFailure?.msgcode ?? ''));
          } else {
            expect(within(open!).queryByRole('alert')).toBeNull();
          }
        } else {
          await waitFor(() => expect(dialog()).toBeNull());
        }
        const notice = firstNotice();
        if (snapshot.context.notice && notice) {
          const values = { amount: formatMoney(notice.payment.amount), date: day(notice.payment.paymentDate) };
          const expected = notice.kind === 'cancelled' ? formatCatalogueText('billing.scheduled.cancelled', values) : formatCatalogueText('billing.scheduled.gone', values);
          // The toast region shows one toast at a time: the first notice of the path.
          await waitFor(() => expect(document.querySelector('.toast-region')).toHaveTextContent(expected.replace(/\s+/g, ' ')));
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
