import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecoveryStatusPage } from '../../src/features/auth/RecoveryStatusPage.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Auth/Recovery/Status pages',
  component: RecoveryStatusPage,
  decorators: [withRouter],
  parameters: {
    docs: {
      description: {
        component:
          '/ForgotUserIDSuccess, /ForgotUserIDMultipleAccount, /ForgotPasswordMultipleAccount, /ResetPasswordFormSuccess, /ResetError and /ResetUsernameError.',
      },
    },
  },
} satisfies Meta<typeof RecoveryStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotUserIdSuccess: Story = { parameters: { route: '/ForgotUserIDSuccess' }, args: { status: 'forgotUserIdSuccess' } };
export const ForgotUserIdMultipleAccount: Story = { parameters: { route: '/ForgotUserIDMultipleAccount' }, args: { status: 'forgotUserIdMultiple' } };
export const ForgotPasswordMultipleAccount: Story = { parameters: { route: '/ForgotPasswordMultipleAccount' }, args: { status: 'forgotPasswordMultiple' } };
export const ResetSuccess: Story = { parameters: { route: '/ResetPasswordFormSuccess' }, args: { status: 'resetSuccess', userName: 'demo.customer' } };
export const ResetError: Story = { parameters: { route: '/ResetError' }, args: { status: 'resetError' } };
export const ResetUsernameError: Story = { parameters: { route: '/ResetUsernameError' }, args: { status: 'resetUsernameError' } };
