import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { GuestInviteValues } from '../../../src/domain/guestSteps.ts';
import type { GuestEntry, GuestResendData, GuestRevokeData, GuestUpdateData } from '../../../src/domain/guestUsers.ts';
import type { GuestInviteBody, GuestInviteData } from '../../../src/domain/registration.ts';
import type { CallFailure } from '../../common/effects.ts';

export type InviteFields = GuestInviteValues;

/** What the last finished action was, announced once (role=status). */
type GuestNotice =
  | { kind: 'invited'; email: string }
  | { kind: 'resent'; email: string }
  | { kind: 'updated'; email: string; accessUntil: string }
  | { kind: 'removed'; email: string; removed: GuestRevokeData['removed'] };

export interface GuestUsersContext {
  accountNumber: string;
  today: Date;
  guests: GuestEntry[];
  /** False until the first list arrived. */
  loaded: boolean;
  invite: InviteFields;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  failure: CallFailure | null;
  notice: GuestNotice | null;
  /** The entry the confirmation dialog, the end-date dialog, a resend or a removal is about. */
  selected: GuestEntry | null;
  /** yyyy-mm-dd typed in the end-date dialog. */
  accessDraft: string;
}

export type GuestUsersEvent =
  | { type: 'invite.change'; field: keyof InviteFields; value: string }
  | { type: 'invite.submit' }
  | { type: 'guest.resend'; id: number }
  | { type: 'guest.remove'; id: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'guest.editAccess'; id: number }
  | { type: 'access.change'; value: string }
  | { type: 'access.save' }
  | { type: 'access.cancel' }
  | { type: 'guests.retry' };

export interface GuestUsersInput {
  accountNumber: string;
  today: Date;
}

export type { GuestEntry, GuestInviteBody, GuestInviteData, GuestResendData, GuestRevokeData, GuestUpdateData };

/** The state tags of the machine. */
export type GuestUsersTag = 'busy';
