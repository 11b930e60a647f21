import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { budgetBillingMachine } from '../../../../machines/billing/budgetBilling/budgetBilling.machine.ts';
import type { BudgetBillingContext, BudgetBillingEvent, BudgetBillingInput } from '../../../../machines/billing/budgetBilling/budgetBilling.types.ts';
import type { BudgetBillingEnrolBody, BudgetBillingStatus } from '../../../../src/domain/budgetBilling.ts';
import { formatMoney } from '../../../../src/domain/format.ts';
import { BudgetBillingPage } from '../../../../src/features/billing/budgetBilling/BudgetBillingPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);
const budgetFailure = (code: string) => failureShown(code, ['billing.budgetBilling.code', 'error'], 'billing.budgetBilling.failed');

/** Money is written with a no-break space; the page's text is matched with its spaces made plain. */
const plain = (value: string) => value.replace(/\s+/g, ' ');

const terms = () => screen.queryByRole<HTMLInputElement>('checkbox', { name: text('billing.budgetBilling.terms') });
const dialog = () => screen.queryByRole('alertdialog');

/** Budget billing's paths on its page: the user reads, ticks and presses; each call is settled by the path. */
const adapter = defineViewAdapter(budgetBillingMachine, {
  machine: 'budgetBilling',
  async render(path) {
    const input = path.input as BudgetBillingInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], BudgetBillingStatus>();
    const enrols = pendingCalls<[BudgetBillingEnrolBody], BudgetBillingStatus>();
    const unenrols = pendingCalls<[string], BudgetBillingStatus>();
    const { user } = await renderPortal(<BudgetBillingPage accountNumber={input.accountNumber} calls={{ status: loads.fn, enrol: enrols.fn, unenrol: unenrols.fn }} />, { route: '/Epp' });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as BudgetBillingEvent;
        const before = exact.before(step).context as BudgetBillingContext;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadStatus' ? loads : id === 'enrol' ? enrols : unenrols, event);
        } else if (flow.type === 'budget.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'budget.start') {
          await user.click(screen.getByRole('button', { name: text('billing.budgetBilling.continue') }));
        } else if (flow.type === 'budget.back') {
          await user.click(screen.getByRole('button', { name: text('billing.budgetBilling.back') }));
        } else if (flow.type === 'terms.change') {
          if (terms()!.checked !== flow.accepted) await user.click(terms()!);
        } else if (flow.type === 'budget.enrol') {
          await user.click(screen.getByRole('button', { name: text(before.actionFailure ? 'common.retry' : 'billing.budgetBilling.enrol') }));
        } else if (flow.type === 'budget.unenrol') {
          await user.click(screen.getByRole('button', { name: text('billing.budgetBilling.unenrol') }));
        } else if (flow.type === 'unenrol.confirm') {
          await user.click(within(dialog()!).getByRole('button', { name: text(before.actionFailure ? 'common.retry' : 'billing.budgetBilling.unenrolDialog.confirm') }));
        } else if (flow.type === 'unenrol.dismiss') {
          await user.click(within(dialog()!).getByRole('button', { name: text('billing.budgetBilling.unenrolDialog.keep') }));
        } else {
          throw new Error(`budgetBilling adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as BudgetBillingContext;
        const status = context.status;
        expect(screen.getByRole('heading', { level: 1, name: text('billing.budgetBilling.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(enrols.waiting.length).toBe(snapshot.matches('enrolling') ? 1 : 0);
        expect(unenrols.waiting.length).toBe(snapshot.matches('unenrolling') ? 1 : 0);
        if (context.notice) expect(screen.getByText(text(`billing.budgetBilling.notice.${context.notice}`))).toHaveAttribute('role', 'status');
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          return;
        }
        if (snapshot.matches('ineligible')) {
          expect(screen.getByRole('heading', { level: 2, name: text('billing.budgetBilling.ineligible.title') })).toBeInTheDocument();
          expect(screen.getByText(formatCatalogueText(`billing.budgetBilling.reason.${status!.reason}`, { months: 12, count: status!.months.length }))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('offer')) {
          expect(screen.getByRole('heading', { level: 2, name: text('billing.budgetBilling.step.amount') })).toBeInTheDocument();
          expect(screen.getByText(plain(formatCatalogueText('billing.budgetBilling.offer.amount', { amount: formatMoney(status!.monthlyAmount!) })))).toBeInTheDocument();
          expect(screen.getAllByRole('row')).toHaveLength(status!.months.length + 1);
          return;
        }
        if (snapshot.matches('review') || snapshot.matches('enrolling')) {
          const busy = snapshot.matches('enrolling');
          expect(screen.getByRole('heading', { level: 2, name: text('billing.budgetBilling.step.review') })).toBeInTheDocument();
          expect(terms()!.checked).toBe(context.termsAccepted);
          if (context.termsError) expect(terms()).toHaveAccessibleDescription(new RegExp(text(`billing.budgetBilling.code.${context.termsError}`)));
          if (context.actionFailure) expect(screen.getByRole('alert')).toHaveTextContent(budgetFailure(context.actionFailure.msgcode));
          else expect(screen.queryByRole('alert')).toBeNull();
          const label = busy ? 'billing.budgetBilling.busy' : context.actionFailure ? 'common.retry' : 'billing.budgetBilling.enrol';
          expect(screen.getByRole('button', { name: text(label) })).toHaveProperty('disabled', busy);
          return;
        }
        // Enrolled, with or without the leave dialog.
        expect(screen.getByRole('heading', { level: 2, name: text('billing.budgetBilling.enrolled.title') })).toBeInTheDocument();
        expect(screen.getByText(plain(formatMoney(status!.enrolment!.monthlyAmount)))).toBeInTheDocument();
        if (snapshot.hasTag('dialog:unenrol')) {
          expect(dialog()).toBeInTheDocument();
          if (context.actionFailure) expect(within(dialog()!).getByRole('alert')).toHaveTextContent(budgetFailure(context.actionFailure.msgcode));
        } else {
          expect(dialog()).toBeNull();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
