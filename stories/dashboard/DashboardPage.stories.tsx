import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardPage } from '../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import {
  banners,
  callFailure,
  creditSummary,
  pending,
  prepaidAccount,
  prepaidSummary,
  restrictedAccount,
  restrictedSummary,
} from '../support/sessionFixtures.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

/** The dashboard in the signed-in frame (the banner and the outage count come from the frame). */
function DashboardDemo() {
  return (
    <SignedInFrame layout="desktop">
      <DashboardPage />
    </SignedInFrame>
  );
}

const meta = {
  title: 'Dashboard/DashboardPage',
  component: DashboardDemo,
  decorators: [withSignedInSession],
  parameters: {
    docs: {
      description: {
        component:
          'Home: the selected account, what is owed and when (or the last recharge of a prepaid meter), past due, the last payment, the outage count, and the dashboard notification banner when the account has unread messages.',
      },
    },
  },
} satisfies Meta<typeof DashboardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (options: SignedInOptions) => ({ signedIn: options });

/** Amount due with a past-due part, due date, last payment; three unread messages about the account. */
export const Loaded: Story = {
  parameters: signedIn({ services: { loadDashboardNotification: () => Promise.resolve(3), loadBannerData: () => Promise.resolve(banners.outage) } }),
};

/** Paid ahead: the balance is a credit, shown with CR. */
export const Credit: Story = { parameters: signedIn({ services: { loadDashboardSummary: () => Promise.resolve(creditSummary) } }) };

/** A prepaid meter: the last recharge and the masked last token instead of a bill. */
export const Prepaid: Story = {
  parameters: signedIn({ session: { accounts: [prepaidAccount] }, services: { loadDashboardSummary: () => Promise.resolve(prepaidSummary) } }),
};

/** Account status 2: only payments allowed, with the amount due. */
export const Restricted: Story = {
  parameters: signedIn({
    session: { accounts: [restrictedAccount] },
    services: { loadDashboardSummary: () => Promise.resolve(restrictedSummary), loadBannerData: () => Promise.resolve(banners.dnp()) },
  }),
};

/** No account linked yet: a friendly empty state. */
export const NoAccount: Story = { parameters: signedIn({ session: { accountNumber: null } }) };

/** The summary is still loading. */
export const Loading: Story = { parameters: signedIn({ services: { loadDashboardSummary: () => pending() } }) };

/** The summary could not be had: the failure and Retry. */
export const Failed: Story = {
  parameters: signedIn({ services: { loadDashboardSummary: () => Promise.reject(callFailure('NETWORK', '')) } }),
};

/** An agent's own sign-in: the form that opens a customer's session. */
export const AgentSignIn: Story = {
  parameters: signedIn({ session: { user: { isAgent: true, firstName: 'Neo', lastName: 'Sebego', fullName: 'Neo Sebego' }, accountNumber: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox');
    await userEvent.type(field, '12ab');
    await userEvent.click(canvas.getByRole('button', { name: /Open customer session|Abrir sesión del cliente|Ouvrir la session du client/ }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The latest usage alert of the account: a day above the user's daily threshold, with a link to /usages#alerts. */
export const UsageAlert: Story = {
  parameters: signedIn({
    built: 'all',
    services: {
      loadUsageAlerts: (accountNumber) =>
        Promise.resolve({ accountNumber, dailyThreshold: 12, monthlyBudget: null, latest: { kind: 'daily', period: '2025-03-14', amount: 18.25, limit: 12, raisedAt: '2025-03-15T14:05:00Z' } }),
    },
  }),
};

/** The latest usage alert could not be loaded: the card offers Retry. */
export const UsageAlertFailed: Story = {
  parameters: signedIn({ services: { loadUsageAlerts: () => Promise.reject(callFailure('NETWORK', '')) } }),
};
