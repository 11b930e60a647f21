/**
 * The e-mails of registration, recovery and guest invitations, delivered through the development
 * outbox (outbox.ts). Links open portal pages with the key as the `key` query parameter
 * (registrationLinkPaths), under the server's public address (ServerContext.publicUrl).
 */
import type { ServerContext } from './context.ts';
import type { OutgoingMessage } from './outbox.ts';
import type { UserRow } from './auth/sessions.ts';
import { fullName } from './auth/sessions.ts';
import { registrationLimits, registrationLinkPaths } from '../src/domain/registration.ts';
import { utilityContacts } from '../src/domain/constants.ts';

/** Outbox kinds of these messages (GET /api/admin/outbox shows them). */
const outboxKinds = {
  activation: 'activation',
  passwordReset: 'password-reset',
  passwordChanged: 'password-changed',
  userIdReminder: 'user-id-reminder',
  guestInvitation: 'guest-invitation',
} as const;

function linkUrl(ctx: ServerContext, path: string, key: string): string {
  return `${ctx.publicUrl}${path}?key=${encodeURIComponent(key)}`;
}

const signature = `If you did not ask for this, call Utility Customer Care on ${utilityContacts.utilityPhone}.`;

export function activationEmail(ctx: ServerContext, user: UserRow, key: string): OutgoingMessage {
  const hours = registrationLimits.activationKeySeconds / 3600;
  return {
    userId: user.id,
    channel: 'email',
    address: user.email,
    subject: 'Activate your customer portal account',
    body:
      `Dear ${fullName(user)}, thank you for registering with user ID ${user.userName}. ` +
      `Activate your account with this link (valid for ${hours} hours, once): ${linkUrl(ctx, registrationLinkPaths.activation, key)} ${signature}`,
    kind: outboxKinds.activation,
  };
}

export function passwordResetEmail(ctx: ServerContext, user: UserRow, key: string, migrated: boolean): OutgoingMessage {
  const minutes = registrationLimits.resetKeySeconds / 60;
  const why = migrated
    ? 'our customer portal has moved to a new system: please set a new password before you sign in.'
    : 'we received a request to reset the password of your customer portal account.';
  return {
    userId: user.id,
    channel: 'email',
    address: user.email,
    subject: 'Reset your customer portal password',
    body: `Dear ${fullName(user)}, ${why} Reset the password of user ID ${user.userName} with this link (valid for ${minutes} minutes, once): ${linkUrl(ctx, registrationLinkPaths.resetPassword, key)} ${signature}`,
    kind: outboxKinds.passwordReset,
  };
}

export function passwordChangedEmail(user: UserRow): OutgoingMessage {
  return {
    userId: user.id,
    channel: 'email',
    address: user.email,
    subject: 'Your customer portal password was changed',
    body: `Dear ${fullName(user)}, the password of user ID ${user.userName} was changed and every signed-in session was ended. ${signature}`,
    kind: outboxKinds.passwordChanged,
  };
}

/** The user ids registered with one e-mail address (forgot user id). */
export function userIdReminderEmail(users: UserRow[]): OutgoingMessage {
  const [first] = users;
  if (!first) throw new Error('userIdReminderEmail needs a user');
  const body =
    users.length === 1
      ? `Dear ${fullName(first)}, your customer portal user ID is ${first.userName}.`
      : `Several customer portal user IDs are registered with this e-mail address: ${users.map((u) => `${u.userName} (${fullName(u)})`).join(', ')}.`;
  return {
    userId: first.id,
    channel: 'email',
    address: first.email,
    subject: users.length === 1 ? 'Your customer portal user ID' : 'Your customer portal user IDs',
    body: `${body} Sign in with it, or use Forgot Password if you need a new password. ${signature}`,
    kind: outboxKinds.userIdReminder,
  };
}

export function guestInvitationEmail(
  ctx: ServerContext,
  invitation: { email: string; firstName: string; inviterName: string; maskedAccount: string; accessUntil: Date; key: string },
): OutgoingMessage {
  return {
    userId: null,
    channel: 'email',
    address: invitation.email,
    subject: `${invitation.inviterName} invited you to the customer portal`,
    body:
      `Dear ${invitation.firstName}, ${invitation.inviterName} invited you as a guest on account ${invitation.maskedAccount} until ` +
      `${invitation.accessUntil.toISOString().slice(0, 10)}. Register with this link: ${linkUrl(ctx, registrationLinkPaths.guestRegister, invitation.key)} ` +
      `If you already have a user ID, open the link and sign in instead. ${signature}`,
    kind: outboxKinds.guestInvitation,
  };
}
