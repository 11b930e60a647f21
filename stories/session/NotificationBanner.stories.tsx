import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotificationBanner } from '../../src/features/session/notificationBanner/NotificationBanner.tsx';
import { NotificationsProvider } from '../../src/features/session/notifications.tsx';
import type { NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import '../../src/features/session/shell.css';
import { allBanners, banners, homeAccount } from '../support/sessionFixtures.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

function BannerDemo() {
  return (
    <NotificationsProvider accountNumber={homeAccount.accountNumber}>
      <NotificationBanner />
    </NotificationsProvider>
  );
}

const meta = {
  title: 'Session/NotificationBanner',
  component: BannerDemo,
  decorators: [withSignedInSession],
  parameters: {
    // The messages are server content; the kind and the button names are catalogue texts.
    docs: {
      description: {
        component:
          'Top banner: DNP (red, only within 5 days of its update), outage (amber), CSP (the server colour, text black or white for contrast), service order (green), preference (amber); numbered buttons switch.',
      },
    },
  },
} satisfies Meta<typeof BannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const withData = (data: NotificationBannerData) => ({
  signedIn: { services: { loadBannerData: () => Promise.resolve(data) } } satisfies SignedInOptions,
});

export const Dnp: Story = { name: 'DNP (red)', parameters: withData(banners.dnp()) };
export const Outage: Story = { name: 'Outage (amber)', parameters: withData(banners.outage) };
export const CspDark: Story = { name: 'CSP, dark colour code', parameters: withData(banners.csp('#1a5fb4')) };
export const CspLight: Story = { name: 'CSP, light colour code', parameters: withData(banners.csp('#c8f7c5')) };
export const Service: Story = { name: 'Service order (green)', parameters: withData(banners.service) };
export const Preference: Story = { name: 'Preference (amber)', parameters: withData(banners.preference) };

/** All five: numbered buttons, "Message 2 of 5" for screen readers. */
export const FiveMessages: Story = {
  parameters: withData(allBanners()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { pressed: false });
    await expect(buttons).toHaveLength(4);
    await userEvent.click(buttons[1]!);
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
  },
};
