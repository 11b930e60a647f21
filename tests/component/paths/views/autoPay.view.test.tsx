import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { autoPayMachine } from '../../../../machines/payment/autoPay/autoPay.machine.ts';
import type { AutoPayContext, AutoPayEvent, AutoPayInput } from '../../../../machines/payment/autoPay/autoPay.types.ts';
import type { PaymentMethodSelection } from '../../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { sampleWalletCalls } from '../../../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { AutoPayEnrollBody, AutoPayStatus } from '../../../../src/domain/autoPay.ts';
import { formatMoney } from '../../../../src/domain/format.ts';
import { AutoPayPage } from '../../../../src/features/payment/autoPay/AutoPayPage.tsx';
import type { AutoPayCalls } from '../../../../src/features/payment/autoPay/autoPayCalls.ts';
import { ToastRegion } from '../../../../src/ui/toast.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const loadFailureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const codeText = (msgcode: string) =>
  catalogueFor('EN_US')[`payment.autoPay.code.${msgcode}`] !== undefined ? text(`payment.autoPay.code.${msgcode}`) : catalogueFor('EN_US')[`payment.code.${msgcode}`] !== undefined ? text(`payment.code.${msgcode}`) : text('payment.code.GEN500');
const button = (name: string, scope: HTMLElement = document.body) => within(scope).queryByRole('button', { name });
const heading2 = (id: string) => screen.queryByRole('heading', { level: 2, name: text(id) });

/**
 * The automatic payment plan's paths on AutoPayPage: the status, enrol and cancel calls are settled by
 * the path; the user presses the page's buttons, chooses and types the rule, and fills the method
 * step for the bank account the path ends it with, then Continue.
 */
const adapter = defineViewAdapter(autoPayMachine, {
  machine: 'autoPay',
  async render(path) {
    const input = path.input as AutoPayInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], AutoPayStatus>();
    const enrols = pendingCalls<[AutoPayEnrollBody], AutoPayStatus>();
    const cancels = pendingCalls<[string], AutoPayStatus>();
    const calls: AutoPayCalls = {
      lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
      ...sampleWalletCalls,
      loadStatus: loads.fn,
      enrol: enrols.fn,
      cancel: cancels.fn,
    };
    const queues = { loadStatus: loads, enrolAutoPay: enrols, cancelAutoPay: cancels } as const;
    const { user } = await renderPortal(
      <>
        <AutoPayPage accountNumber={input.accountNumber} canEdit={input.canEdit} canCancel={input.canCancel} startWithForm={input.startWithForm} calls={calls} now={input.today} />
        <ToastRegion />
      </>,
      { route: '/AutoPay' },
    );

    async function fill(label: string | RegExp, value: string) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      await user.clear(field);
      if (value) {
        field.focus();
        await user.paste(value);
      }
    }

    async function chooseBank(selection: PaymentMethodSelection) {
      const choice = screen.queryByRole('radio', { name: text(`payment.method.choice.${selection.paymentMethod}`) });
      if (choice) await user.click(choice);
      if (selection.bank) {
        const bank = selection.bank;
        await fill(text('payment.method.bank.holder'), bank.accountHolderName);
        await user.selectOptions(screen.getByLabelText(text('payment.method.bank.accountType')), bank.accountType);
        await fill(new RegExp(`^${text('payment.method.bank.routing').replace('*', '\\*')}$`), bank.routingNumber);
        await fill(text('payment.method.bank.confirmRouting'), bank.confirmRoutingNumber);
        await fill(new RegExp(`^${text('payment.method.bank.accountNumber').replace('*', '\\*')}$`), bank.bankAccountNumber);
        await fill(text('payment.method.bank.confirmAccount'), bank.confirmBankAccountNumber);
        // A new bank account is always saved: no Save box, the nickname at once.
        expect(screen.queryByRole('checkbox', { name: text('payment.method.save') })).toBeNull();
        await fill(text('payment.method.nickname'), selection.nickName);
      }
      await user.click(screen.getByRole('button', { name: text('payment.autoPay.continue') }));
    }

    return {
      async perform({ event, before }) {
        if (isOutcome(event)) {
          const invokeId = invokeIdOf(event);
          if (invokeId === 'paymentMethod') await chooseBank((event as unknown as { output: PaymentMethodSelection }).output);
          else await settle(queues[invokeId as keyof typeof queues], event);
          return;
        }
        const flow = event as AutoPayEvent;
        const context = before.context as AutoPayContext;
        switch (flow.type) {
          case 'autoPay.retry':
            await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text('common.retry') }));
            return;
          case 'autoPay.enrol':
          case 'autoPay.edit':
          case 'autoPay.cancel': {
            const id = { 'autoPay.enrol': 'payment.autoPay.enrol', 'autoPay.edit': 'payment.autoPay.change', 'autoPay.cancel': 'payment.autoPay.cancel' }[flow.type];
            const target = button(text(id));
            if (target) await user.click(target);
            return;
          }
          case 'rule.change':
            if (flow.field === 'amountType') await user.click(screen.getByRole('radio', { name: text(`payment.autoPay.choice.${flow.value}`) }));
            else if (flow.field === 'makePaymentType') await user.click(screen.getByRole('radio', { name: text(`payment.autoPay.choice.${flow.value}`) }));
            else {
              const label = text(flow.field === 'fixedAmount' ? 'payment.autoPay.field.fixedAmount' : 'payment.autoPay.field.daysBefore');
              if (screen.queryByLabelText(label)) await fill(label, flow.value);
            }
            return;
          case 'autoPay.back':
            await user.click(screen.getByRole('button', { name: text('payment.autoPay.back') }));
            return;
          case 'terms.change': {
            const box = screen.getByRole('checkbox', { name: text('payment.autoPay.terms') }) as HTMLInputElement;
            if (box.checked !== flow.accepted) await user.click(box);
            return;
          }
          case 'autoPay.submit': {
            const name = context.actionFailure ? text('common.retry') : text(context.status?.enrolment ? 'payment.autoPay.submitChange' : 'payment.autoPay.submit');
            await user.click(screen.getByRole('button', { name }));
            return;
          }
          case 'cancel.confirm': {
            const dialog = screen.getByRole('alertdialog');
            await user.click(within(dialog).getByRole('button', { name: context.actionFailure ? text('common.retry') : text('payment.autoPay.cancelDialog.confirm') }));
            return;
          }
          case 'cancel.dismiss':
            await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text('payment.autoPay.cancelDialog.keep') }));
            return;
          case 'autoPay.finish':
            await user.click(screen.getByRole('button', { name: text('payment.autoPay.done.back') }));
            return;
          default:
            throw new Error(`autoPay adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as AutoPayContext;
        // The toast of a change, checked first at the step that made it (it closes itself after 5 s).
        const previous = step ? (exact.before(step).context as AutoPayContext).notice : null;
        if (context.notice && context.notice.seq === 1 && !previous) {
          await waitFor(() => expect(document.querySelector('.toast-region')).toHaveTextContent(text(`payment.autoPay.notice.${context.notice!.kind}`)));
        }
        expect(screen.getByRole('heading', { level: 1, name: text('payment.autoPay.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(enrols.waiting.length).toBe(snapshot.matches('enrolling') ? 1 : 0);
        expect(cancels.waiting.map((call) => call.args)).toEqual(snapshot.matches('cancelling') ? [[input.accountNumber]] : []);
        if (snapshot.matches('loading')) {
          expect(screen.getByRole('status')).toHaveTextContent(text('common.loading'));
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(loadFailureText(context.failure!.msgcode));
          return;
        }
        const enrolment = context.status?.enrolment ?? null;
        if (snapshot.hasTag('overview')) {
          expect(heading2('payment.autoPay.status.heading')).toBeInTheDocument();
          expect(screen.getByText(text(enrolment ? 'payment.autoPay.status.enrolled' : 'payment.autoPay.status.notEnrolled'))).toBeInTheDocument();
          const dialog = screen.queryByRole('alertdialog');
          // Behind the modal dialog the page is inert: its buttons are checked when it is closed.
          if (!dialog) {
            expect(button(text('payment.autoPay.enrol')) !== null).toBe(context.canEdit && !enrolment);
            expect(button(text('payment.autoPay.change')) !== null).toBe(context.canEdit && Boolean(enrolment));
            expect(button(text('payment.autoPay.cancel')) !== null).toBe(context.canCancel && Boolean(enrolment));
          }
          if (snapshot.hasTag('dialog:cancel')) {
            expect(dialog).toHaveAccessibleName(text('payment.autoPay.cancelDialog.title'));
            const busy = snapshot.matches('cancelling');
            const confirm = within(dialog!).getByRole('button', { name: busy ? text('payment.autoPay.cancelDialog.cancelling') : context.actionFailure ? text('common.retry') : text('payment.autoPay.cancelDialog.confirm') });
            expect(confirm).toHaveProperty('disabled', busy);
            if (context.actionFailure) expect(within(dialog!).getByRole('alert')).toHaveTextContent(codeText(context.actionFailure.msgcode));
          } else expect(dialog).toBeNull();
          return;
        }
        if (snapshot.hasTag('step:details')) {
          expect(screen.getByRole('heading', { level: 2, name: text('payment.autoPay.step.details') })).toBeInTheDocument();
          expect(screen.getByRole('radio', { name: text(`payment.autoPay.choice.${context.rule.amountType}`) })).toBeChecked();
          expect(screen.getByRole('radio', { name: text(`payment.autoPay.choice.${context.rule.makePaymentType}`) })).toBeChecked();
          // Cards are not offered: AutoPay drafts from bank accounts.
          expect(screen.queryByRole('radio', { name: text('payment.method.choice.NewCard') })).toBeNull();
          const amount = screen.queryByLabelText(text('payment.autoPay.field.fixedAmount'));
          if (context.rule.amountType === 'FixedAmount') expect(amount).toHaveValue(context.rule.fixedAmount);
          else expect(amount).toBeNull();
          const days = screen.queryByLabelText(text('payment.autoPay.field.daysBefore'));
          if (context.rule.makePaymentType === 'DaysBeforeDueDate') expect(days).toHaveValue(context.rule.daysBefore);
          else expect(days).toBeNull();
          if (context.ruleErrors.fixedAmount) expect(amount).toHaveAccessibleDescription(new RegExp(formatCatalogueText(`payment.code.${context.ruleErrors.fixedAmount}`, { minimum: formatMoney(context.status!.limits.minimum), maximum: formatMoney(context.status!.limits.maximum) }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          if (context.ruleErrors.daysBefore) expect(days).toHaveAccessibleDescription(new RegExp(text(`payment.autoPay.code.${context.ruleErrors.daysBefore}`)));
          return;
        }
        if (snapshot.hasTag('step:review')) {
          expect(screen.getByRole('heading', { level: 2, name: text('payment.autoPay.step.review') })).toBeInTheDocument();
          const busy = snapshot.matches('enrolling');
          const submit = screen.getByRole('button', {
            name: busy ? text('payment.autoPay.busy') : context.actionFailure ? text('common.retry') : text(enrolment ? 'payment.autoPay.submitChange' : 'payment.autoPay.submit'),
          });
          expect(submit).toHaveProperty('disabled', busy);
          const terms = screen.getByRole('checkbox', { name: text('payment.autoPay.terms') });
          expect(terms).toHaveProperty('checked', context.termsAccepted);
          if (context.termsError) expect(terms).toHaveAccessibleDescription(text('payment.autoPay.code.APP_TERMS'));
          if (context.actionFailure && !busy) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.actionFailure.msgcode));
          expect(screen.getByText(new RegExp(context.selection!.display.last4))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('done')) {
          expect(screen.getByRole('heading', { level: 2, name: text(context.notice?.kind === 'updated' ? 'payment.autoPay.done.updated' : 'payment.autoPay.done.enrolled') })).toHaveFocus();
          expect(button(text('payment.autoPay.done.back'))).toBeInTheDocument();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
