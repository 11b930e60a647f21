import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordSuccessPage } from '../../src/features/auth/recoveryRequest/ForgotPasswordSuccessPage.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Auth/ForgotPasswordSuccessPage',
  component: ForgotPasswordSuccessPage,
  args: { userName: null },
  decorators: [withRouter],
  parameters: { route: '/ForgotPasswordSuccess' },
} satisfies Meta<typeof ForgotPasswordSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A migrated user after sign-in: their account has moved, a new password is needed first. */
export const MigratedUser: Story = { args: { userName: 'kagiso.molefe' } };

/** After a password-reset request: the link was emailed. */
export const WithoutUserName: Story = {};
