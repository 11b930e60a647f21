import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileDrawer } from '../../src/features/session/MobileDrawer.tsx';
import { NotificationsProvider } from '../../src/features/session/notifications.tsx';
import { useSessionView } from '../../src/features/session/sessionContext.ts';
import '../../src/features/session/shell.css';
import { cattlePostAccount, homeAccount } from '../support/sessionFixtures.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

function DrawerDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { session } = useSessionView();
  return (
    <NotificationsProvider accountNumber={session.account?.accountNumber ?? null}>
      <div className="container" style={{ padding: '1rem' }}>
        <MobileDrawer initiallyOpen={initiallyOpen} />
      </div>
    </NotificationsProvider>
  );
}

const meta = {
  title: 'Session/MobileDrawer',
  component: DrawerDemo,
  args: { initiallyOpen: true },
  decorators: [withSignedInSession],
  parameters: {
    signedIn: { built: 'all', session: { accounts: [homeAccount, cattlePostAccount] } } satisfies SignedInOptions,
    docs: {
      description: {
        component:
          'Below 992px: a modal drawer with the welcome line, bell, account menu, the navigation, language and Sign Out. Focus stays inside; Escape closes it and focus returns to the Menu button.',
      },
    },
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer open. */
export const Open: Story = {};

/** Closed: the Menu button; pressing it opens the drawer, Escape closes it. */
export const Closed: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /Menu|Menú/ });
    await userEvent.click(button);
    await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};
