import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { dashboardSummaryMachine } from '../../../../machines/dashboard/dashboardSummary/dashboardSummary.machine.ts';
import type { DashboardSummaryInput } from '../../../../machines/dashboard/dashboardSummary/dashboardSummary.types.ts';
import type { DashboardSummary } from '../../../../src/domain/dashboard.ts';
import type { OutageFeature } from '../../../../src/domain/outage.ts';
import { defaultRoleRights, rights } from '../../../../src/domain/rights.ts';
import { DashboardPage } from '../../../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { demoAccount } from '../../../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../../../stories/support/sessionRender.tsx';
import { text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const billCard = () => screen.queryByRole('region', { name: text('dashboard.billTitle') });
const outageCard = () => screen.queryByRole('region', { name: text('dashboard.outages.title') });
const notificationText = (count: number) => formatCatalogueText('dashboard.notification', { count });
/** What CallFailure says for a message code: its catalogue text, or the general one. */
const failureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');

/**
 * Dashboard summary paths on DashboardPage (src/features/dashboard): the summary and the
 * notification total are calls the path settles; Retry is the button in the bill card.
 */
const adapter = defineViewAdapter(dashboardSummaryMachine, {
  machine: 'dashboardSummary',
  async render(path) {
    const { accountNumber } = path.input as DashboardSummaryInput;
    // The model tells states apart by value only: the summary, failure and total come from the replay.
    const exact = replay(path);
    const summaries = pendingCalls<[string], DashboardSummary>();
    const notifications = pendingCalls<[string], number>();
    const outages = pendingCalls<[string], OutageFeature[]>();
    const { outagesShown } = path.input as DashboardSummaryInput;
    const { user } = await renderSignedIn(<DashboardPage />, {
      // Without the outage right: the role's rights less the outage map and list.
      session:
        accountNumber === null
          ? { accountNumber: null }
          : { accounts: [demoAccount(accountNumber, { isDefault: true })], ...(outagesShown ? {} : { rights: (defaultRoleRights[1] ?? []).filter((right) => right !== rights.outageMap && right !== rights.outageList) }) },
      services: { loadDashboardSummary: summaries.fn, loadDashboardNotification: notifications.fn, loadAccountOutages: outages.fn },
    });
    const callsOf = (invokeId: string) => {
      if (invokeId === 'loadSummary') return summaries;
      if (invokeId === 'loadDashboardNotification') return notifications;
      if (invokeId === 'loadAccountOutages') return outages;
      throw new Error(`dashboardSummary adapter: no call for ${invokeId}`);
    };
    // The cards show once the summary and the notification total have both answered the first time.
    let cardsShown = false;
    return {
      async perform({ event }) {
        if (isOutcome(event)) {
          await settle(callsOf(invokeIdOf(event)), event);
        } else if (event.type === 'outages.retry') {
          await user.click(within(outageCard()!).getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'summary.retry') {
          await user.click(within(billCard()!).getByRole('button', { name: text('common.retry') }));
        } else {
          throw new Error(`dashboardSummary adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        if (snapshot.matches('noAccount')) {
          expect(screen.getByRole('region', { name: text('dashboard.empty.title') })).toHaveTextContent(text('dashboard.empty.body'));
          expect(billCard()).toBeNull();
          expect(summaries.made).toEqual([]);
          expect(notifications.made).toEqual([]);
          return;
        }
        // A failed summary shows at once, so that its Retry does not wait for the notification total.
        const firstLoad =
          snapshot.matches({ account: { summary: 'loading' } }) ||
          (snapshot.matches({ account: { notification: 'loading' } }) && !snapshot.matches({ account: { summary: 'failed' } }));
        if (!cardsShown && !firstLoad) cardsShown = true;
        if (!cardsShown) {
          // One loader for the page, no card yet: nothing moves when the second answer arrives.
          expect(billCard()).toBeNull();
          expect(screen.getByRole('status')).toHaveTextContent(text('common.loading'));
          expect(screen.queryByText(/about this account\./)).toBeNull();
          return;
        }
        const card = billCard();
        expect(card).not.toBeNull();
        const summary = snapshot.context.summary;
        if (snapshot.matches({ account: { summary: 'loading' } })) {
          expect(card).toHaveAttribute('aria-busy', 'true');
          expect(within(card!).getByRole('status')).toHaveTextContent(text('common.loading'));
          expect(within(card!).queryByRole('alert')).toBeNull();
          // Every load (the first, and each Retry) asks for the selected account.
          expect(summaries.waiting.map((call) => call.args)).toEqual([[accountNumber]]);
        } else if (snapshot.matches({ account: { summary: 'failed' } })) {
          expect(card).toHaveAttribute('aria-busy', 'false');
          const alert = within(card!).getByRole('alert');
          expect(alert).toHaveTextContent(failureText(snapshot.context.failure?.msgcode ?? ''));
          expect(within(alert).getByRole('button', { name: text('common.retry') })).toBeEnabled();
          expect(within(card!).queryByText(text('dashboard.amountDue'))).toBeNull();
        } else {
          expect(card).toHaveAttribute('aria-busy', 'false');
          expect(within(card!).queryByRole('alert')).toBeNull();
          expect(within(card!).getByText(text('dashboard.amountDue'), { selector: 'dt' })).toBeInTheDocument();
          expect(within(card!).getByText(text('dashboard.dueDate'), { selector: 'dt' })).toBeInTheDocument();
          expect(summary).not.toBeNull();
          if (summary && summary.pastDueAmount > 0) {
            expect(within(card!).getByText(text('dashboard.pastDue'), { selector: 'dt' })).toBeInTheDocument();
          }
        }
        if (snapshot.matches({ account: { notification: 'shown' } })) {
          expect(screen.getByText(notificationText(snapshot.context.totalNotification))).toBeInTheDocument();
        } else {
          expect(screen.queryByText(/about this account\./)).toBeNull();
        }
        if (snapshot.matches({ account: { notification: 'loading' } })) {
          expect(notifications.waiting.map((call) => call.args)).toEqual([[accountNumber]]);
        }
        const outageView = outageCard();
        if (snapshot.matches({ account: { outages: 'skipped' } })) {
          expect(outageView).toBeNull();
          expect(outages.made).toEqual([]);
        } else if (snapshot.matches({ account: { outages: 'loading' } })) {
          expect(outageView).toHaveAttribute('aria-busy', 'true');
          expect(outageView).toHaveTextContent(text('dashboard.outages.checking'));
          expect(outages.waiting.map((call) => call.args)).toEqual([[accountNumber]]);
        } else if (snapshot.matches({ account: { outages: 'failed' } })) {
          expect(within(outageView!).getByRole('alert')).toHaveTextContent(text('dashboard.outages.failed'));
        } else {
          expect(outageView).toHaveAttribute('aria-busy', 'false');
          expect(within(outageView!).queryByRole('alert')).toBeNull();
          const found = snapshot.context.outages ?? [];
          if (found.length) {
            expect(within(outageView!).getByRole('heading', { level: 3, name: text('dashboard.outages.affecting') })).toBeInTheDocument();
            expect(outageView).toHaveTextContent(formatCatalogueText('dashboard.outages.customers', { count: found[0]!.properties.affectedCustomers }));
          } else {
            expect(outageView).toHaveTextContent(text('dashboard.outages.none'));
          }
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
