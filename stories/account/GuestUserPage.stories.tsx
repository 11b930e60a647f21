import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../support/router.tsx';
import { guestUserCalls, GuestUsersAt, inviteValues } from '../support/guestStory.tsx';

const meta = {
  title: 'Account/Guest/GuestUserPage',
  component: GuestUsersAt,
  decorators: [withRouter],
  parameters: {
    route: '/GuestUser',
    docs: {
      description: {
        component:
          '/GuestUser: the guests and pending invitations of the selected account, invite a guest (name, e-mail, last day of access), send an invitation again, remove a guest after confirming. Driven by the guest users machine with fake calls.',
      },
    },
  },
} satisfies Meta<typeof GuestUsersAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list is being read. */
export const Loading: Story = { args: { events: [], calls: guestUserCalls({ load: 'hang' }) } };

/** An active guest and a pending invitation. */
export const Loaded: Story = { args: { events: [], calls: guestUserCalls() } };

/** No guests yet. */
export const Empty: Story = { args: { events: [], calls: guestUserCalls({ empty: true }) } };

/** The list could not be read: the reason and Try again. */
export const LoadFailed: Story = { args: { events: [], calls: guestUserCalls({ load: 'NETWORK' }) } };

/** Send invitation with nothing entered: VLD001. */
export const MissingDetails: Story = { args: { events: [{ type: 'invite.submit' }], calls: guestUserCalls() } };

/** Bad values: errors beside the fields, nothing lost. */
export const FieldErrors: Story = {
  args: {
    events: [...inviteValues, { type: 'invite.change', field: 'email', value: 'lorato@' }, { type: 'invite.change', field: 'accessUntil', value: '2026-11-22' }, { type: 'invite.submit' }],
    calls: guestUserCalls(),
  },
};

/** The invitation is being sent. */
export const Inviting: Story = { args: { events: [...inviteValues, { type: 'invite.submit' }], calls: guestUserCalls({ invite: 'hang' }) } };

/** Sent: announced, the form cleared, the list read again. */
export const Invited: Story = { args: { events: [...inviteValues, { type: 'invite.submit' }], calls: guestUserCalls() } };

/** The invitation was refused (no right on the account): the reason, the values kept. */
export const InviteRefused: Story = { args: { events: [...inviteValues, { type: 'invite.submit' }], calls: guestUserCalls({ invite: 'GEN403' }) } };

/** Sent again: a new link; the old one no longer works. */
export const Resent: Story = { args: { events: [{ type: 'guest.resend', id: 2 }], calls: guestUserCalls() } };

/** The end-date dialog, starting from the current last day. */
export const ChangeEndDate: Story = { args: { events: [{ type: 'guest.editAccess', id: 1 }], calls: guestUserCalls() } };

/** A past end date: refused beside the date. */
export const EndDateInThePast: Story = {
  args: { events: [{ type: 'guest.editAccess', id: 1 }, { type: 'access.change', value: '2026-11-20' }, { type: 'access.save' }], calls: guestUserCalls() },
};

/** Saved: announced and the list read again. */
export const EndDateChanged: Story = {
  args: { events: [{ type: 'guest.editAccess', id: 1 }, { type: 'access.change', value: '2027-03-31' }, { type: 'access.save' }], calls: guestUserCalls() },
};

/** The removal dialog names the guest. */
export const ConfirmRemoval: Story = { args: { events: [{ type: 'guest.remove', id: 1 }], calls: guestUserCalls() } };

/** Removed: announced and the list read again. */
export const Removed: Story = { args: { events: [{ type: 'guest.remove', id: 1 }, { type: 'removal.confirm' }], calls: guestUserCalls() } };

/** The removal failed (already removed): the reason. */
export const RemovalFailed: Story = {
  args: { events: [{ type: 'guest.remove', id: 1 }, { type: 'removal.confirm' }], calls: guestUserCalls({ remove: 'GINV003' }) },
};

/** A user who may view but not add, resend or remove. */
export const ViewOnly: Story = { args: { events: [], calls: guestUserCalls(), abilities: { add: false, edit: false, resend: false, remove: false } } };
