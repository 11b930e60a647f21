import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { installmentPlanMachine } from '../../../../machines/billing/installmentPlan/installmentPlan.machine.ts';
import type { InstallmentPlanContext, InstallmentPlanEvent, InstallmentPlanInput } from '../../../../machines/billing/installmentPlan/installmentPlan.types.ts';
import { formatMoney } from '../../../../src/domain/format.ts';
import { installmentSchedule, plannedBalance, type InstallmentPlanEnrolBody, type InstallmentPlanStatus } from '../../../../src/domain/installmentPlan.ts';
import { InstallmentPlanPage } from '../../../../src/features/billing/installmentPlan/InstallmentPlanPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** Money is written with a no-break space; the page's text is matched with its spaces made plain. */
const plain = (value: string) => value.replace(/\s+/g, ' ');

const balanceGroup = () => screen.queryByRole('group', { name: text('billing.installmentPlan.balance.legend') });
const countField = () => screen.queryByRole('combobox', { name: text('billing.installmentPlan.count.label') });
/** The amounts of the schedule table's body rows, in order. */
const amountsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => plain(within(row).getAllByRole('cell')[2]!.textContent ?? ''));

/** The installment plan's paths on its page: the user chooses and presses; each call is settled by the path. */
const adapter = defineViewAdapter(installmentPlanMachine, {
  machine: 'installmentPlan',
  // Nothing past due: the plan offers the total balance only, and goes on with it.
  alsoRun: [
    {
      title: 'through the plan with nothing past due',
      matches: (path) => path.steps.some((step) => step.snapshot.matches('review') && (step.snapshot.context as InstallmentPlanContext).status?.pastDueBalance === 0),
    },
  ],
  async render(path) {
    const input = path.input as InstallmentPlanInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], InstallmentPlanStatus>();
    const enrols = pendingCalls<[InstallmentPlanEnrolBody], InstallmentPlanStatus>();
    const { user } = await renderPortal(<InstallmentPlanPage accountNumber={input.accountNumber} calls={{ status: loads.fn, enrol: enrols.fn }} />, { route: '/CreatePaymentPlan' });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as InstallmentPlanEvent;
        const before = exact.before(step).context as InstallmentPlanContext;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadStatus' ? loads : enrols, event);
        } else if (flow.type === 'installment.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'installment.balance') {
          const amount = plain(formatMoney(flow.balanceType === 'pastduebal' ? before.status!.pastDueBalance : before.status!.totalBalance));
          const label = plain(formatCatalogueText(`billing.installmentPlan.balance.${flow.balanceType}`, { amount }));
          await user.click(within(balanceGroup()!).getByRole('radio', { name: (name) => plain(name) === label }));
        } else if (flow.type === 'installment.type') {
          await user.click(screen.getByRole('radio', { name: text(`billing.installmentPlan.type.${flow.installmentType}`) }));
        } else if (flow.type === 'installment.count') {
          await user.selectOptions(countField()!, String(flow.installments));
        } else if (flow.type === 'installment.continue') {
          await user.click(screen.getByRole('button', { name: text('billing.installmentPlan.continue') }));
        } else if (flow.type === 'installment.back') {
          await user.click(screen.getByRole('button', { name: text('billing.installmentPlan.back') }));
        } else if (flow.type === 'installment.enrol') {
          await user.click(screen.getByRole('button', { name: text(before.actionFailure ? 'common.retry' : 'billing.installmentPlan.enrol') }));
        } else {
          throw new Error(`installmentPlan adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as InstallmentPlanContext;
        const status = context.status;
        expect(screen.getByRole('heading', { level: 1, name: text('billing.installmentPlan.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(enrols.waiting.length).toBe(snapshot.matches('enrolling') ? 1 : 0);
        if (context.notice === 'balanceChanged') expect(screen.getByText(text('billing.installmentPlan.notice.balanceChanged'))).toHaveAttribute('role', 'status');
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          return;
        }
        if (snapshot.matches('ineligible')) {
          expect(screen.getByRole('heading', { level: 2, name: text('billing.installmentPlan.ineligible.title') })).toBeInTheDocument();
          expect(screen.getByText(text(`billing.installmentPlan.reason.${status!.reason}`))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('done') || snapshot.matches('planInForce')) {
          const title = context.notice === 'enrolled' ? 'billing.installmentPlan.done.title' : 'billing.installmentPlan.plan.title';
          expect(screen.getByRole('heading', { level: 2, name: text(title) })).toBeInTheDocument();
          expect(amountsShown()).toEqual(status!.plan!.installments.map((item) => plain(formatMoney(item.amount))));
          return;
        }
        const balance = plannedBalance(status!, context.balanceType);
        const schedule = balance > 0 ? installmentSchedule(balance, context.installments, context.installmentType, status!.startDay) : [];
        if (snapshot.matches('choosing')) {
          expect(screen.getByRole('heading', { level: 2, name: text('billing.installmentPlan.step.plan') })).toBeInTheDocument();
          expect(countField()).toHaveValue(String(context.installments));
          expect(screen.getByRole('radio', { name: text(`billing.installmentPlan.type.${context.installmentType}`) })).toBeChecked();
          // The past-due balance is offered only when something is past due; the choice made is checked.
          const offered = status!.pastDueBalance > 0 ? (['totalbal', 'pastduebal'] as const) : (['totalbal'] as const);
          const radios = within(balanceGroup()!).getAllByRole('radio');
          expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...offered]);
          expect(within(balanceGroup()!).getByRole('radio', { checked: true })).toHaveAttribute('value', context.balanceType);
          if (schedule.length) expect(amountsShown()).toEqual(schedule.map((item) => plain(formatMoney(item.amount))));
          return;
        }
        // The review, enrolling or not.
        const busy = snapshot.matches('enrolling');
        expect(screen.getByRole('heading', { level: 2, name: text('billing.installmentPlan.step.review') })).toBeInTheDocument();
        expect(amountsShown()).toEqual(schedule.map((item) => plain(formatMoney(item.amount))));
        if (context.actionFailure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.actionFailure.msgcode, ['billing.installmentPlan.code', 'error'], 'billing.installmentPlan.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const label = busy ? 'billing.installmentPlan.busy' : context.actionFailure ? 'common.retry' : 'billing.installmentPlan.enrol';
        expect(screen.getByRole('button', { name: text(label) })).toHaveProperty('disabled', busy);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
