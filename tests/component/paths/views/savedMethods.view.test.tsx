import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { savedMethodsMachine } from '../../../../machines/payment/savedMethods/savedMethods.machine.ts';
import type { SavedMethodsInput, SavedMethodsNotice } from '../../../../machines/payment/savedMethods/savedMethods.types.ts';
import type { PaymentMethodSelection } from '../../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { sampleWalletCalls } from '../../../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { cardBrandLabels, type SavedPaymentMethod } from '../../../../src/domain/payment.ts';
import { SavedMethodsPage } from '../../../../src/features/payment/savedMethods/SavedMethodsPage.tsx';
import type { SavedMethodsCalls } from '../../../../src/features/payment/savedMethods/savedMethodsCalls.ts';
import { ToastRegion } from '../../../../src/ui/toast.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

type List = SavedPaymentMethod[];

/** The method as the page names it: its nickname, else "VISA ending 4242". */
function nameOf(method: Pick<SavedPaymentMethod, 'nickName' | 'brand' | 'last4' | 'bankName' | 'kind'>): string {
  if (method.nickName) return method.nickName;
  if (method.brand) return formatCatalogueText('payment.method.summary.card', { brand: cardBrandLabels[method.brand], last4: method.last4 });
  if (method.bankName) return formatCatalogueText('payment.method.summary.bankNamed', { bank: method.bankName, last4: method.last4 });
  return formatCatalogueText('payment.method.summary.bank', { last4: method.last4 });
}
const loadFailureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const paymentFailureText = (msgcode: string) => catalogueFor('EN_US')[`payment.code.${msgcode}`] ?? text('payment.code.GEN500');
const button = (name: string, scope: HTMLElement = document.body) => within(scope).queryByRole('button', { name });
const renameDialog = () => screen.queryByRole('dialog');
const alertDialog = () => screen.queryByRole('alertdialog');

/**
 * Payment Information paths on the SavedMethodsPage (src/features/payment/savedMethods): the list and
 * each write are calls the path settles; the user presses Add, Set as default, Rename, Remove, the
 * dialogs' buttons and Try again, and fills the method step's card or bank account for the
 * selection the path ends it with, then Save.
 */
const adapter = defineViewAdapter(savedMethodsMachine, {
  machine: 'savedMethods',
  async render(path) {
    const input = path.input as SavedMethodsInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], List>();
    const saves = pendingCalls<[string, PaymentMethodSelection], List>();
    const defaults = pendingCalls<[string, string], List>();
    const renames = pendingCalls<[string, { paymentTokenId: string; nickName: string }], List>();
    const removes = pendingCalls<[string, string], List>();
    const calls: SavedMethodsCalls = {
      lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
      ...sampleWalletCalls,
      loadMethods: loads.fn,
      saveMethod: saves.fn,
      setDefaultMethod: defaults.fn,
      renameMethod: renames.fn,
      removeMethod: removes.fn,
    };
    const queues = { loadMethods: loads, saveMethod: saves, setDefaultMethod: defaults, renameMethod: renames, removeMethod: removes } as const;
    const { user } = await renderPortal(
      <>
        <SavedMethodsPage accountNumber={input.accountNumber} canManage={input.canManage} calls={calls} now={input.today} />
        <ToastRegion />
      </>,
      { route: '/PaymentMethod' },
    );

    async function fill(label: string | RegExp, value: string) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      await user.clear(field);
      if (value) {
        field.focus();
        await user.paste(value);
      }
    }
    async function clickIfEnabled(target: HTMLElement | null) {
      if (target && !(target as HTMLButtonElement).disabled) await user.click(target);
    }

    async function addMethod(selection: PaymentMethodSelection) {
      await user.click(screen.getByRole('radio', { name: text(`payment.method.choice.${selection.paymentMethod}`) }));
      if (selection.card) {
        const card = selection.card;
        await fill(text('payment.method.card.name'), card.nameOnCard);
        await fill(text('payment.method.card.number'), card.cardNumber);
        await user.selectOptions(screen.getByLabelText(text('payment.method.card.expiryMonth')), String(card.expiryMonth));
        await user.selectOptions(screen.getByLabelText(text('payment.method.card.expiryYear')), String(card.expiryYear));
        await fill(text('payment.method.card.cvv'), card.cvv);
      } else if (selection.bank) {
        const bank = selection.bank;
        await fill(text('payment.method.bank.holder'), bank.accountHolderName);
        await user.selectOptions(screen.getByLabelText(text('payment.method.bank.accountType')), bank.accountType);
        await fill(new RegExp(`^${text('payment.method.bank.routing').replace('*', '\\*')}$`), bank.routingNumber);
        await fill(text('payment.method.bank.confirmRouting'), bank.confirmRoutingNumber);
        await fill(new RegExp(`^${text('payment.method.bank.accountNumber').replace('*', '\\*')}$`), bank.bankAccountNumber);
        await fill(text('payment.method.bank.confirmAccount'), bank.confirmBankAccountNumber);
      }
      // Adding always saves: no Save box, the nickname and the default box are there at once.
      expect(screen.queryByRole('checkbox', { name: text('payment.method.save') })).toBeNull();
      await fill(text('payment.method.nickname'), selection.nickName);
      const box = screen.getByRole('checkbox', { name: text('payment.method.setDefault') }) as HTMLInputElement;
      if (box.checked !== selection.setDefaultPayment) await user.click(box);
      await user.click(screen.getByRole('button', { name: text('payment.savedMethods.save') }));
    }

    return {
      async perform({ event, before }) {
        if (isOutcome(event)) {
          const invokeId = invokeIdOf(event);
          if (invokeId === 'paymentMethod') await addMethod((event as unknown as { output: PaymentMethodSelection }).output);
          else await settle(queues[invokeId as keyof typeof queues], event);
          return;
        }
        const selected = (token: string) => before.context.methods.find((method) => method.paymentTokenId === token);
        switch (event.type) {
          case 'methods.retry':
            await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text('common.retry') }));
            return;
          case 'method.add':
            await clickIfEnabled(button(text('payment.savedMethods.add')));
            return;
          case 'add.cancel':
            await clickIfEnabled(button(text('payment.savedMethods.cancel')));
            return;
          case 'method.setDefault': {
            const method = selected(event.paymentTokenId);
            await clickIfEnabled(method ? button(formatCatalogueText('payment.savedMethods.setDefaultLabel', { method: nameOf(method) })) : null);
            return;
          }
          case 'default.retry':
            await user.click(screen.getByRole('button', { name: text('common.retry') }));
            return;
          case 'default.dismiss':
            await user.click(screen.getByRole('button', { name: text('payment.savedMethods.close') }));
            return;
          case 'method.rename': {
            const method = selected(event.paymentTokenId);
            await clickIfEnabled(method ? button(formatCatalogueText('payment.savedMethods.renameLabel', { method: nameOf(method) })) : null);
            return;
          }
          case 'rename.change':
            await fill(text('payment.method.nickname'), event.value);
            return;
          case 'rename.confirm': {
            const dialog = renameDialog()!;
            await clickIfEnabled(button(before.context.actionFailure ? text('common.retry') : text('payment.savedMethods.saveName'), dialog));
            return;
          }
          case 'rename.dismiss':
            await clickIfEnabled(button(text('payment.savedMethods.cancel'), renameDialog()!));
            return;
          case 'method.remove': {
            const method = selected(event.paymentTokenId);
            await clickIfEnabled(method ? button(formatCatalogueText('payment.savedMethods.removeLabel', { method: nameOf(method) })) : null);
            return;
          }
          case 'remove.confirm': {
            const dialog = alertDialog();
            const name = before.context.actionFailure ? text('common.retry') : text('payment.savedMethods.removeConfirm');
            // The in-use dialog offers no removal.
            await clickIfEnabled(dialog ? button(name, dialog) : null);
            return;
          }
          case 'remove.dismiss': {
            const dialog = alertDialog()!;
            await clickIfEnabled(button(text('payment.savedMethods.keep'), dialog) ?? button(text('payment.savedMethods.close'), dialog));
            return;
          }
          default:
            throw new Error(`savedMethods adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context;
        // The toast of a change, checked first at the step that made it (it closes itself after 5 s).
        const notice = context.notice as SavedMethodsNotice | null;
        const previous = step ? (exact.before(step).context.notice as SavedMethodsNotice | null) : null;
        if (notice && notice.seq === 1 && !previous) {
          const method = notice.method ? nameOf(notice.method) : '';
          const id = { added: 'payment.savedMethods.added', defaultSet: 'payment.savedMethods.defaultSet', renamed: 'payment.savedMethods.renamed', removed: 'payment.savedMethods.removed' }[notice.kind];
          await waitFor(() => expect(document.querySelector('.toast-region')).toHaveTextContent(formatCatalogueText(id, { method }).replace(/\s+/g, ' ')));
        }
        expect(screen.getByRole('heading', { level: 1, name: text('payment.savedMethods.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(saves.waiting.length).toBe(snapshot.matches('savingMethod') ? 1 : 0);
        expect(defaults.waiting.map((call) => call.args)).toEqual(snapshot.matches('settingDefault') ? [[input.accountNumber, context.selected!.paymentTokenId]] : []);
        expect(renames.waiting.map((call) => call.args)).toEqual(
          snapshot.matches('savingName') ? [[input.accountNumber, { paymentTokenId: context.selected!.paymentTokenId, nickName: context.nickName.trim() }]] : [],
        );
        expect(removes.waiting.map((call) => call.args)).toEqual(snapshot.matches('removing') ? [[input.accountNumber, context.selected!.paymentTokenId]] : []);
        if (snapshot.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent(text('common.loading'));
        if (snapshot.matches('failed')) {
          const alert = screen.getByRole('alert');
          expect(alert).toHaveTextContent(loadFailureText(context.failure!.msgcode));
          expect(within(alert).getByRole('button', { name: text('common.retry') })).toBeEnabled();
        }
        if (snapshot.hasTag('list')) {
          const list = screen.getByRole('region', { name: text('payment.savedMethods.listTitle') });
          if (context.methods.length === 0) expect(within(list).getByText(text('payment.savedMethods.empty'))).toBeInTheDocument();
          else expect(within(list).getAllByRole('listitem')).toHaveLength(context.methods.length);
          const idle = snapshot.matches('ready');
          for (const method of context.methods) {
            const remove = within(list).queryByRole('button', { name: formatCatalogueText('payment.savedMethods.removeLabel', { method: nameOf(method) }) });
            if (!input.canManage) expect(remove).toBeNull();
            else expect((remove as HTMLButtonElement).disabled).toBe(!idle);
            const setDefault = within(list).queryByRole('button', { name: formatCatalogueText('payment.savedMethods.setDefaultLabel', { method: nameOf(method) }) });
            if (!input.canManage || method.isDefault || method.isExpired) expect(setDefault).toBeNull();
            if (method.isDefault) expect(within(list).getByText(nameOf(method) === method.nickName ? method.nickName : nameOf(method))).toBeInTheDocument();
          }
          const add = within(list).queryByRole('button', { name: text('payment.savedMethods.add') });
          if (!input.canManage) expect(add).toBeNull();
          else expect((add as HTMLButtonElement).disabled).toBe(!idle);
          if (snapshot.matches('defaultFailed')) expect(within(list).getByRole('alert')).toHaveTextContent(paymentFailureText(context.actionFailure!.msgcode));
          if (snapshot.matches('settingDefault')) expect(within(list).getByRole('status')).toHaveTextContent(text('payment.savedMethods.settingDefault'));
        } else {
          expect(screen.queryByRole('region', { name: text('payment.savedMethods.listTitle') })).toBeNull();
        }
        if (snapshot.hasTag('adding')) {
          const form = screen.getByRole('region', { name: text('payment.savedMethods.addTitle') });
          const saving = snapshot.matches('savingMethod');
          if (saving) {
            expect(within(form).getByRole('status')).toHaveTextContent(text('payment.savedMethods.adding'));
            expect(within(form).getByRole('button', { name: text('payment.savedMethods.saving') })).toBeDisabled();
          } else {
            await waitFor(() => expect(within(form).getByRole('group', { name: text('payment.method.legend') })).toBeInTheDocument());
            expect(within(form).getByRole('button', { name: text('payment.savedMethods.save') })).toBeEnabled();
          }
          if (context.actionFailure) expect(within(form).getAllByRole('alert')[0]).toHaveTextContent(paymentFailureText(context.actionFailure.msgcode));
          if (snapshot.matches('adding') && context.addDraft) {
            // Reopened as typed after a refusal.
            const draft = context.addDraft;
            if (draft.choice === 'NewCard') expect(within(form).getByLabelText(text('payment.method.card.number'))).toHaveValue(draft.card.cardNumber);
            expect(within(form).getByLabelText(text('payment.method.nickname'))).toHaveValue(draft.options.nickName);
          }
        }
        if (snapshot.hasTag('dialog:rename')) {
          const dialog = renameDialog()!;
          expect(within(dialog).getByLabelText(text('payment.method.nickname'))).toHaveValue(context.nickName);
          const busy = snapshot.hasTag('busy');
          for (const control of within(dialog).getAllByRole('button')) expect((control as HTMLButtonElement).disabled).toBe(busy);
          if (context.nickNameError) expect(within(dialog).getByText(paymentFailureText(context.nickNameError))).toBeInTheDocument();
          if (context.actionFailure && !busy) expect(within(dialog).getByRole('alert')).toHaveTextContent(paymentFailureText(context.actionFailure.msgcode));
        } else {
          await waitFor(() => expect(renameDialog()).toBeNull());
        }
        if (snapshot.hasTag('dialog:remove') || snapshot.hasTag('dialog:inUse')) {
          const dialog = alertDialog()!;
          const method = nameOf(context.selected!);
          expect(dialog).toHaveTextContent(method);
          if (snapshot.hasTag('dialog:inUse')) {
            expect(within(dialog).getByRole('heading', { name: text('payment.savedMethods.inUseTitle') })).toBeInTheDocument();
            expect(button(text('payment.savedMethods.removeConfirm'), dialog)).toBeNull();
          } else {
            const busy = snapshot.hasTag('busy');
            for (const control of within(dialog).getAllByRole('button')) expect((control as HTMLButtonElement).disabled).toBe(busy);
            if (context.actionFailure && !busy) expect(within(dialog).getByRole('alert')).toHaveTextContent(paymentFailureText(context.actionFailure.msgcode));
          }
        } else {
          await waitFor(() => expect(alertDialog()).toBeNull());
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
