import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DesktopNavigation } from '../../src/features/session/DesktopNavigation.tsx';
import '../../src/features/session/shell.css';
import { noPaymentRoleAccount, prepaidAccount, restrictedAccount } from '../support/sessionFixtures.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

function NavigationDemo() {
  return (
    <>
      <DesktopNavigation />
      <div style={{ minHeight: '24rem' }} />
    </>
  );
}

const meta = {
  title: 'Session/DesktopNavigation',
  component: NavigationDemo,
  decorators: [withSignedInSession],
  parameters: {
    docs: {
      description: {
        component:
          'Desktop navigation from 992px: each group a disclosure button, only entries the user may see and whose page exists; aria-current on the page shown. These stories count every page as built.',
      },
    },
  },
} satisfies Meta<typeof NavigationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (options: SignedInOptions) => ({ signedIn: { built: 'all', ...options } satisfies SignedInOptions });

/** A primary customer with every right: all groups. Home is the current page. */
export const PrimaryCustomer: Story = { parameters: signedIn({}) };

/** The Billing menu open, Current Bill being the page shown. */
export const BillingOpen: Story = {
  parameters: signedIn({ route: '/ViewBill' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = await canvas.findByRole('button', { name: /Billing|Facturación|Facturation/ });
    await userEvent.click(billing);
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { current: 'page' })).toBeVisible();
  },
};

/** Prepaid: Recharge Meter and Token & Transaction History instead of bill payment and history. */
export const Prepaid: Story = {
  parameters: signedIn({ session: { accounts: [prepaidAccount] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Billing|Facturación|Facturation/ }));
  },
};

/** Role 7: no Make a Payment. */
export const NoPaymentRole: Story = {
  parameters: signedIn({ session: { accounts: [noPaymentRoleAccount] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Billing|Facturación|Facturation/ }));
  },
};

/** A customer-service session: no Make a Payment, no Automatic Payment Plan. */
export const AgentSession: Story = {
  parameters: signedIn({ session: { isSupportLogin: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Billing|Facturación|Facturation/ }));
  },
};

/** Account status 2: no rights at all, but payment, payment locations and contact stay. */
export const RestrictedAccount: Story = {
  parameters: signedIn({ session: { accounts: [restrictedAccount] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Billing|Facturación|Facturation/ }));
  },
};

/** Today: only the dashboard exists, so Home is the only entry. */
export const OnlyBuiltPages: Story = { parameters: { signedIn: { built: ['/dashboard'] } satisfies SignedInOptions } };
