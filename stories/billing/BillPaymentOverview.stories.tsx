import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillPaymentPage } from '../../src/features/billing/overview/BillPaymentPage.tsx';
import { PreBillingPaymentPage } from '../../src/features/billing/overview/PreBillingPaymentPage.tsx';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import { homeAccount, prepaidAccount } from '../support/sessionFixtures.tsx';
import { withPreLoginSession, withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

/** The signed-in overview in the signed-in frame. */
function BillPaymentDemo() {
  return (
    <SignedInFrame layout="desktop">
      <BillPaymentPage />
    </SignedInFrame>
  );
}

const meta = {
  title: 'Billing/BillPaymentOverview',
  component: BillPaymentDemo,
  decorators: [withSignedInSession],
  parameters: {
    docs: {
      description: {
        component:
          '/BillPayment: the billing and payment pages the signed-in user may open on the selected account (the Billing menu\'s rules), each with what it does. /PreBillingPayment: what a visitor can do without an account, and what signing in adds.',
      },
    },
  },
} satisfies Meta<typeof BillPaymentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (options: SignedInOptions) => ({ signedIn: { route: '/BillPayment', built: 'all' as const, ...options } });

/** A postpaid account with every billing right. */
export const Postpaid: Story = { parameters: signedIn({ session: { accounts: [homeAccount] } }) };

/** A prepaid account: Recharge and the token history instead of the bill and its payment. */
export const Prepaid: Story = { parameters: signedIn({ session: { accounts: [prepaidAccount] } }) };

/** An agent signed in for a customer: no payment, no automatic payment. */
export const Agent: Story = { parameters: signedIn({ session: { accounts: [homeAccount], isSupportLogin: true } }) };

/** Visitors (/PreBillingPayment). */
export const Visitor: Story = {
  decorators: [withPreLoginSession],
  parameters: { preLogin: { route: '/PreBillingPayment' } },
  render: () => <PreBillingPaymentPage />,
};
