import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TwoFactorPage } from '../../src/features/auth/TwoFactorPage.tsx';
import { demoTfaChannels, preLoginSessions, signInFailures, type SessionFixture } from '../support/sessionFixtures.tsx';
import { withPreLoginSession } from '../support/sessionTestProvider.tsx';

const meta = {
  title: 'Auth/TwoFactorPage',
  component: TwoFactorPage,
  decorators: [withPreLoginSession],
  parameters: {
    docs: {
      description: {
        component:
          '/authentication, the second factor: choose email or text message, send the code, enter its six digits; the session machine holds the step.',
      },
    },
  },
} satisfies Meta<typeof TwoFactorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const session = (fixture: SessionFixture) => ({ preLogin: { session: fixture, route: '/authentication' } });
const smsDestination = demoTfaChannels[1]?.destination ?? '';

/** Where should the code go: the masked email and phone number. */
export const ChooseChannel: Story = { parameters: session(preLoginSessions.twoFactor('choosingChannel')) };

/** The code is being sent: "Sending…", the button held. */
export const Sending: Story = { parameters: session(preLoginSessions.twoFactor('sendingCode')) };

/** The code could not be sent: the general message, the channels offered again. */
export const CodeNotSent: Story = {
  parameters: session(preLoginSessions.twoFactor('choosingChannel', { failure: { msgcode: 'GEN500', message: 'Some thing went wrong.' } })),
};

/** The code went by text message: where it went, the code field. */
export const CodeSent: Story = { parameters: session(preLoginSessions.twoFactor('awaitingCode', { destination: smsDestination })) };

/** Three digits typed and Verify pressed: the code has six digits (beside the field; the session machine's check). */
export const CodeFormatError: Story = {
  parameters: session({
    ...preLoginSessions.twoFactor('awaitingCode'),
    twoFactor: { step: 'awaitingCode', destination: demoTfaChannels[0]?.destination ?? null, code: '123', codeError: 'TFA_CODE_FORMAT' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    const code = canvasElement.querySelector<HTMLInputElement>('input[name="code"]');
    if (!code) throw new Error('no code form');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue('123');
  },
};

/** TFA001, a wrong code: translated, the code form stays. */
export const WrongCode: Story = { parameters: session(preLoginSessions.twoFactor('awaitingCode', { failure: signInFailures.wrongCode })) };

/** The code is being checked: "Verifying…", Verify and Send a new code held. */
export const Verifying: Story = { parameters: session(preLoginSessions.twoFactor('verifyingCode')) };
