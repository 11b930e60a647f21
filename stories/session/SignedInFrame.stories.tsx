import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import { DashboardPage } from '../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { allBanners, cattlePostAccount, homeAccount } from '../support/sessionFixtures.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

function FrameDemo({ layout }: { layout: 'desktop' | 'mobile' }) {
  return (
    <SignedInFrame layout={layout}>
      <DashboardPage />
    </SignedInFrame>
  );
}

const meta = {
  title: 'Session/SignedInFrame',
  component: FrameDemo,
  args: { layout: 'desktop' },
  argTypes: { layout: { control: 'inline-radio', options: ['desktop', 'mobile'] } },
  decorators: [withSignedInSession],
  parameters: {
    docs: {
      description: {
        component:
          'The signed-in layout around a page (here the dashboard): skip link, header, navigation or drawer button, notification banner, main, footer, the session-expiry dialog and the new-version notice.',
      },
    },
  },
} satisfies Meta<typeof FrameDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (options: SignedInOptions) => ({ signedIn: options });

/** Today's portal: only the dashboard is built, so the navigation has Home only. */
export const Desktop: Story = { parameters: signedIn({}) };

/** Every page built, two accounts, five notices. */
export const DesktopEverything: Story = {
  parameters: signedIn({
    built: 'all',
    session: { accounts: [homeAccount, cattlePostAccount] },
    services: { loadBannerData: () => Promise.resolve(allBanners()), loadUnreadCount: () => Promise.resolve(12) },
  }),
};

/** Below the large breakpoint: the drawer button instead of the navigation. */
export const Mobile: Story = { args: { layout: 'mobile' }, parameters: signedIn({ built: 'all' }) };

/** The session-expiry dialog over the page. */
export const IdleWarning: Story = { parameters: signedIn({ idle: 'warning' }) };

/** A newer version is deployed: the reload notice. */
export const NewVersion: Story = { parameters: signedIn({ services: { fetchDeployedVersion: () => Promise.resolve('10.3.0') } }) };

/** A customer-service agent in a customer's session. */
export const AgentSession: Story = { parameters: signedIn({ session: { isSupportLogin: true } }) };
