import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignedInHeader } from '../../src/features/session/SignedInHeader.tsx';
import { NotificationsProvider } from '../../src/features/session/notifications.tsx';
import { useSessionView } from '../../src/features/session/sessionContext.ts';
import '../../src/features/session/shell.css';
import { cattlePostAccount, homeAccount } from '../support/sessionFixtures.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

/** The header with the notification machine of the frame behind the bell. */
function HeaderDemo({ desktop }: { desktop: boolean }) {
  const { session } = useSessionView();
  return (
    <NotificationsProvider accountNumber={session.account?.accountNumber ?? null}>
      <SignedInHeader desktop={desktop} />
      <div style={{ minHeight: '22rem' }} />
    </NotificationsProvider>
  );
}

const meta = {
  title: 'Session/SignedInHeader',
  component: HeaderDemo,
  args: { desktop: true },
  decorators: [withSignedInSession],
  parameters: {
    docs: {
      description: {
        component:
          'Signed-in header: logo, account selector, persona menu (personas 2, 3 or 5 only), bell with the unread badge (capped at 999), the user menu (Change Password once /myprofile exists, Sign Out) and the language selector.',
      },
    },
  },
} satisfies Meta<typeof HeaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (options: SignedInOptions) => ({ signedIn: options });

/** One account: shown, nothing to choose. Three unread messages on the bell. */
export const OneAccount: Story = { parameters: signedIn({}) };

/** Two accounts: the selector lists both with nickname, address, number, Default and status. */
export const TwoAccounts: Story = {
  parameters: signedIn({ session: { accounts: [homeAccount, cattlePostAccount] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Change account|Cambiar de cuenta|Changer de compte/ }));
    await expect(await canvas.findAllByRole('menuitemradio')).toHaveLength(2);
  },
};

/** The user menu open: Change Password (the profile page exists) and Sign Out. */
export const UserMenuOpen: Story = {
  parameters: signedIn({ built: 'all' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Kagiso Molefe/ }));
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(2);
  },
};

/** More than 999 unread messages: the badge says 999. */
export const BadgeCapped: Story = { parameters: signedIn({ services: { loadUnreadCount: () => Promise.resolve(1520) } }) };

/** No unread message: no badge at all. */
export const NoUnread: Story = { parameters: signedIn({ services: { loadUnreadCount: () => Promise.resolve(0) } }) };

/** A user who also holds Enterprise and Landlord: the persona menu appears. */
export const PersonaMenu: Story = {
  parameters: signedIn({ session: { user: { personas: [1, 2, 3] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Switch experience|Cambiar de experiencia|Changer d’espace/ }));
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(2);
  },
};

/** An agent working in a customer's session: the customer-service banner stays on top. */
export const AgentSession: Story = { parameters: signedIn({ session: { isSupportLogin: true } }) };

/** Below the large breakpoint: the bell and the drawer button only. */
export const Mobile: Story = { args: { desktop: false }, parameters: signedIn({ session: { accounts: [homeAccount, cattlePostAccount] } }) };
