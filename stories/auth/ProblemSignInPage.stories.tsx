import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProblemSignInEvent } from '../../machines/auth/problemSignIn/problemSignIn.types.ts';
import { withRouter } from '../support/router.tsx';
import { ProblemSignInAt } from './recoveryStory.tsx';

const meta = {
  title: 'Auth/Recovery/Problem signing in',
  component: ProblemSignInAt,
  decorators: [withRouter],
  parameters: {
    route: '/ProblemSignIn',
    docs: { description: { component: '/ProblemSignIn: a request to customer care (user ID or e-mail, the problem, a description) and its reference.' } },
  },
} satisfies Meta<typeof ProblemSignInAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: 'userName' | 'email' | 'issue' | 'message', value: string): ProblemSignInEvent => ({ type: 'field.change', field: name, value });
const submit: ProblemSignInEvent = { type: 'request.submit' };
const filled = [field('userName', 'demo.tfa'), field('issue', 'noEmail'), field('message', 'I no longer have that e-mail address.')];

/** Empty. */
export const Empty: Story = { args: { events: [] } };

/** Nothing typed: VLD001. */
export const Missing: Story = { args: { events: [submit] } };

/** By e-mail, the problem not chosen. */
export const ByEmailNoIssue: Story = {
  args: { events: [{ type: 'contact.change', contactBy: 'email' }, field('email', 'someone@example.com'), field('message', 'Cannot sign in'), submit] },
};

/** The request is being sent. */
export const Sending: Story = { args: { events: [...filled, submit], send: 'hang' } };

/** GEN015: too many requests; everything typed stays. */
export const Blocked: Story = { args: { events: [...filled, submit], send: 'GEN015' } };

/** Sent: the reference. */
export const Sent: Story = { args: { events: [...filled, submit] } };
