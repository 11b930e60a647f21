import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoginPage } from '../../src/features/auth/LoginPage.tsx';
import { Footer } from '../../src/ui/layout/Footer.tsx';
import { PreLoginHeader } from '../../src/ui/layout/PreLoginHeader.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { preLoginSessions, signInFailures, type SessionFixture } from '../support/sessionFixtures.tsx';
import { withPreLoginSession, type PreLoginOptions } from '../support/sessionTestProvider.tsx';

const meta = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  args: { expired: false },
  decorators: [withPreLoginSession],
  parameters: {
    docs: {
      description: {
        component:
          '/login: user id and password with the rules of document 2 section 5 beside the fields, the server\'s answer above them (translated, LOG010 and LOG012 as the server words them), the self-service pages that need no session, and the session-expired popup after a time-out.',
      },
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const session = (fixture: SessionFixture, options: Omit<PreLoginOptions, 'session'> = {}) => ({ preLogin: { ...options, session: fixture } });

/** Fields found whatever the language. */
function loginForm(canvasElement: HTMLElement) {
  const field = (name: string) => {
    const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no ${name} field`);
    return input;
  };
  return { userName: field('username'), password: field('password') };
}

/** Nobody signed in: the empty form. */
export const Empty: Story = { parameters: session(preLoginSessions.signedOut()) };

/** /login/{key}: signing in also accepts a guest invitation (the key goes as guestToken). */
export const GuestInvitation: Story = {
  args: { expired: false, guestToken: 'demo-guest-invitation-tlokweng-2026' },
  parameters: session(preLoginSessions.signedOut()),
};

/** Sign in pressed with both fields empty: VLD001 above the form (the session machine's check). */
export const MandatoryFieldsMissing: Story = {
  parameters: session({ ...preLoginSessions.signedOut(), loginForm: { formError: 'VLD001' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form');
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** A user id that breaks a rule (too short): the message beside the field, the typed values kept. */
export const InvalidUserId: Story = {
  parameters: session({
    ...preLoginSessions.signedOut(),
    loginForm: { userName: 'ab', password: 'Portal#2026', errors: { userName: 'LOG_USERID_LENGTH' } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form');
    const { userName, password } = loginForm(canvasElement);
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(userName).toHaveValue('ab');
    await expect(password).toHaveValue('Portal#2026');
  },
};

/** User id and password are being checked: "Signing in…", the button held. */
export const SigningIn: Story = { parameters: session(preLoginSessions.signingIn()) };

/** LOG001, wrong user id or password: translated. */
export const WrongPassword: Story = { parameters: session(preLoginSessions.failed(signInFailures.wrongPassword)) };

/** LOG010, a locked account: the server's own words (they carry the lock time). */
export const AccountLocked: Story = { parameters: session(preLoginSessions.failed(signInFailures.locked)) };

/** The portal could not be reached. */
export const NetworkFailure: Story = { parameters: session(preLoginSessions.failed(signInFailures.network)) };

/** /login?session=expired after 30 idle minutes: the session-expired popup, OK closes it. */
export const SessionExpired: Story = { args: { expired: true }, parameters: session(preLoginSessions.expired()) };

/** The page inside the pre-login frame (header without home icon, footer, toast region), as at /login. */
export const InPortalFrame: Story = {
  parameters: session(preLoginSessions.signedOut()),
  render: (args) => (
    <div className="app-frame">
      <PreLoginHeader />
      <main id="main" tabIndex={-1}>
        <LoginPage {...args} />
      </main>
      <Footer />
      <ToastRegion />
    </div>
  ),
};
