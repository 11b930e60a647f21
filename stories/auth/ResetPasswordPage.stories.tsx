import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PasswordResetEvent } from '../../machines/auth/passwordReset/passwordReset.types.ts';
import { withRouter } from '../support/router.tsx';
import { ResetPasswordAt, storyKey } from './recoveryStory.tsx';

const meta = {
  title: 'Auth/Recovery/Reset password',
  component: ResetPasswordAt,
  decorators: [withRouter],
  parameters: {
    route: '/ResetPasswordForm',
    docs: {
      description: {
        component:
          '/ResetPasswordForm?key= (and /UpdateUser?key= for migrated users): the key check, the migrated user’s details, the new password with the rules popup and strength meter. Driven by the reset machine with fake calls.',
      },
    },
  },
} satisfies Meta<typeof ResetPasswordAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (field: 'password' | 'confirmPassword', value: string): PasswordResetEvent => ({ type: 'password.change', field, value });
const details = (field: 'userName' | 'email' | 'phone', value: string): PasswordResetEvent => ({ type: 'details.change', field, value });
const submit: PasswordResetEvent = { type: 'password.submit' };
const next: PasswordResetEvent = { type: 'step.next' };
const goodPassword = [password('password', 'Serowe#Khama1875'), password('confirmPassword', 'Serowe#Khama1875')];
const goodDetails = [details('email', 'mpho.ntsima@example.org'), details('phone', '76000111')];

/** The link is being checked. */
export const CheckingLink: Story = { args: { events: [], answers: { validateKey: 'hang' } } };

/** The check failed (network): Try again. */
export const CheckFailed: Story = { args: { events: [], answers: { validateKey: 'NETWORK' } } };

/** The new password, empty. */
export const NewPassword: Story = { args: { events: [] } };

/** The rules popup: some met, some not, with the strength meter. */
export const RulesPartlyMet: Story = { args: { events: [password('password', 'serowe12')] } };

/** Nothing typed: VLD001. */
export const Missing: Story = { args: { events: [submit] } };

/** Passwords do not match, please try again. */
export const Mismatch: Story = { args: { events: [password('password', 'Serowe#Khama1875'), password('confirmPassword', 'Serowe#Khama1876'), submit] } };

/** The server refuses a common password. */
export const CommonPassword: Story = { args: { events: [...goodPassword, submit], answers: { resetPassword: 'PWD_COMMON' } } };

/** The current password again. */
export const SamePassword: Story = { args: { events: [...goodPassword, submit], answers: { resetPassword: 'PWD_REUSED' } } };

/** The new password is being set. */
export const Resetting: Story = { args: { events: [...goodPassword, submit], answers: { resetPassword: 'hang' } } };

/** Something else went wrong: the message, the values kept. */
export const ResetFailed: Story = { args: { events: [...goodPassword, submit], answers: { resetPassword: 'GEN500' } } };

/** Migrated user: the details step (user ID prefilled), with the two-step tracker. */
export const MigratedDetails: Story = { parameters: { route: '/UpdateUser' }, args: { events: [], answers: { validateKey: 'migrated' } } };

/** Migrated user: details missing. */
export const MigratedDetailsMissing: Story = { parameters: { route: '/UpdateUser' }, args: { events: [next], answers: { validateKey: 'migrated' } } };

/** Migrated user: a mobile number that breaks the rule. */
export const MigratedBadPhone: Story = {
  parameters: { route: '/UpdateUser' },
  args: { events: [details('email', 'mpho.ntsima@example.org'), details('phone', '06000111'), next], answers: { validateKey: 'migrated' } },
};

/** Migrated user: the user ID belongs to someone else. */
export const MigratedUserIdTaken: Story = {
  parameters: { route: '/UpdateUser' },
  args: { events: [details('userName', 'demo.customer'), ...goodDetails, next], answers: { validateKey: 'migrated', updateUser: 'REG_USERNAME_TAKEN' } },
};

/** Migrated user: the details are being saved. */
export const MigratedSaving: Story = {
  parameters: { route: '/UpdateUser' },
  args: { events: [...goodDetails, next], answers: { validateKey: 'migrated', updateUser: 'hang' } },
};

/** Migrated user: the password step, with Back. */
export const MigratedPassword: Story = {
  parameters: { route: '/UpdateUser' },
  args: { events: [...goodDetails, next], answers: { validateKey: 'migrated' }, input: { key: storyKey, entry: 'update' } },
};
