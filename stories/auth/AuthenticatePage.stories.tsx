import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthenticatePage } from '../../src/features/auth/AuthenticatePage.tsx';
import { preLoginSessions, type SessionFixture } from '../support/sessionFixtures.tsx';
import { withPreLoginSession } from '../support/sessionTestProvider.tsx';

const token = 'a1b2c3d4e5f6a7b8c9d0e1f2';

const meta = {
  title: 'Auth/AuthenticatePage',
  component: AuthenticatePage,
  args: { token },
  decorators: [withPreLoginSession],
  parameters: {
    docs: {
      description: {
        component:
          '/authenticate/{token}: a sign-in link (an agent\'s support sign-on) is exchanged once for a session; a refused link shows the server\'s message and a Login button.',
      },
    },
  },
} satisfies Meta<typeof AuthenticatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const session = (fixture: SessionFixture) => ({ preLogin: { session: fixture, route: `/authenticate/${token}` } });

/** The token is being exchanged. */
export const Loading: Story = { parameters: session(preLoginSessions.signingIn()) };

/** The link was refused: the server's message and Login. */
export const Rejected: Story = { parameters: session(preLoginSessions.tokenRejected()) };

/** Refused without a message from the server: the page's own text. */
export const RejectedWithoutMessage: Story = { parameters: session(preLoginSessions.tokenRejected({ msgcode: 'GEN500', message: '' })) };
