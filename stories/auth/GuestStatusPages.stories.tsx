import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuestInviteErrorPage, GuestRegistrationSuccessPage } from '../../src/features/auth/guestRegistration/GuestStatusPages.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Auth/Guest/Status pages',
  decorators: [withRouter],
  parameters: {
    docs: { description: { component: '/GuestRegistrationSuccess (sign in) and /GuestInviteError (a bad, used, withdrawn or expired invitation).' } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest user is ready: Sign in. */
export const RegistrationSuccess: Story = {
  parameters: { route: '/GuestRegistrationSuccess' },
  render: () => <GuestRegistrationSuccessPage userName="tumelo.m" />,
};

/** GINV001: the invitation was used, withdrawn or has expired. */
export const InvitationUsed: Story = {
  parameters: { route: '/GuestInviteError' },
  render: () => <GuestInviteErrorPage reason="GINV001" />,
};

/** The link has no (or a malformed) key. */
export const LinkIncomplete: Story = {
  parameters: { route: '/GuestInviteError' },
  render: () => <GuestInviteErrorPage reason="REG_KEY_FORMAT" />,
};
