import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RecoveryRequestEvent } from '../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { withRouter } from '../support/router.tsx';
import { RecoveryRequestAt } from './recoveryStory.tsx';

const meta = {
  title: 'Auth/Recovery/Forgot user ID and password',
  component: RecoveryRequestAt,
  decorators: [withRouter],
  parameters: {
    route: '/ForgotUserID',
    docs: {
      description: {
        component:
          '/ForgotUserID (by e-mail, or account number and date of birth) and /ForgotPassword (by user ID, or account number and date of birth), driven by the recovery request machine with a fake call.',
      },
    },
  },
} satisfies Meta<typeof RecoveryRequestAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit: RecoveryRequestEvent = { type: 'request.submit' };
const byAccount: RecoveryRequestEvent = { type: 'method.change', method: 'account' };
const field = (name: 'email' | 'userName' | 'accountNumber' | 'dateOfBirth', value: string): RecoveryRequestEvent => ({ type: 'field.change', field: name, value });

/** Forgot user ID, empty: by e-mail. */
export const ForgotUserId: Story = { args: { kind: 'userId', events: [] } };

/** Send with nothing typed: the field's own message. */
export const ForgotUserIdMissing: Story = { args: { kind: 'userId', events: [submit] } };

/** A bad e-mail address beside the field. */
export const ForgotUserIdBadEmail: Story = { args: { kind: 'userId', events: [field('email', 'kagiso@'), submit] } };

/** By account number and date of birth, nothing typed: VLD001. */
export const ForgotUserIdByAccountMissing: Story = { args: { kind: 'userId', events: [byAccount, submit] } };

/** By account number and date of birth with bad values. */
export const ForgotUserIdByAccountErrors: Story = {
  args: { kind: 'userId', events: [byAccount, field('accountNumber', '30004152638a'), field('dateOfBirth', '20990101'), submit] },
};

/** The request is being sent. */
export const ForgotUserIdSending: Story = { args: { kind: 'userId', events: [field('email', 'kagiso.molefe@example.com'), submit], send: 'hang' } };

/** GEN015: too many requests from this connection; the address stays. */
export const ForgotUserIdBlocked: Story = { args: { kind: 'userId', events: [field('email', 'kagiso.molefe@example.com'), submit], send: 'GEN015' } };

/** Forgot password, empty: by user ID. */
export const ForgotPassword: Story = { parameters: { route: '/ForgotPassword' }, args: { kind: 'password', events: [] } };

/** Forgot password with a user ID that breaks the rules. */
export const ForgotPasswordBadUserId: Story = { parameters: { route: '/ForgotPassword' }, args: { kind: 'password', events: [field('userName', 'a b'), submit] } };

/** Forgot password by account number and date of birth. */
export const ForgotPasswordByAccount: Story = {
  parameters: { route: '/ForgotPassword' },
  args: { kind: 'password', events: [byAccount, field('accountNumber', '300041526389'), field('dateOfBirth', '19840721')] },
};

/** A request that could not be sent (network). */
export const ForgotPasswordFailed: Story = {
  parameters: { route: '/ForgotPassword' },
  args: { kind: 'password', events: [field('userName', 'demo.customer'), submit], send: 'NETWORK' },
};
