import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { passwordResetMachine } from '../../../../machines/auth/passwordReset/passwordReset.machine.ts';
import type {
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  ResetKeyData,
  ResetPasswordBody,
  ResetPasswordData,
  UpdateUserBody,
  UpdateUserData,
} from '../../../../machines/auth/passwordReset/passwordReset.types.ts';
import { ResetPasswordPage } from '../../../../src/features/auth/passwordReset/ResetPasswordPage.tsx';
import type { PasswordResetCalls } from '../../../../src/features/auth/passwordReset/passwordResetCalls.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { firstUnreachableStep } from '../support/replay.ts';
import { recoveryCodeText } from '../support/recoveryText.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const labels = {
  userName: 'recovery.field.userName',
  email: 'recovery.field.email',
  phone: 'recovery.field.phone',
  password: 'recovery.field.password',
  confirmPassword: 'recovery.field.confirmPassword',
} as const;

const codeText = recoveryCodeText;

const onDetails = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('step:details');
const onPassword = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('step:password');

function unreachable(before: AnyMachineSnapshot, event: PasswordResetEvent): string | null {
  const context = before.context as PasswordResetContext;
  if (before.status === 'done') return 'the page has moved on';
  if (before.hasTag('busy') && !isOutcome(event)) return `${event.type} while busy`;
  if (event.type === 'key.retry' && !before.matches('keyCheckFailed')) return 'Try again is shown when the check failed';
  if ((event.type === 'details.change' || event.type === 'step.next') && !onDetails(before)) return `${event.type} outside the details step`;
  if ((event.type === 'password.change' || event.type === 'password.submit') && !onPassword(before)) return `${event.type} outside the password step`;
  if (event.type === 'step.back' && !(onPassword(before) && context.migrated)) return 'Back is shown on the password step of the migrated path';
  if (event.type === 'details.change' && context.details[event.field] === event.value) return 'no change to make';
  if (event.type === 'password.change' && context.passwords[event.field] === event.value) return 'no change to make';
  return null;
}

/**
 * Reset link paths on ResetPasswordPage: the key check, the migrated user's details, the new
 * password; every call waits until the path settles it; the page then moves to the success or the
 * error page (ResetUsernameError on the migrated path and from /UpdateUser).
 */
const adapter = defineViewAdapter(passwordResetMachine, {
  machine: 'passwordReset',
  skip: (path) => firstUnreachableStep<PasswordResetEvent>(path, unreachable),
  async render(path) {
    const input = path.input as PasswordResetInput;
    const keys = pendingCalls<[string], ResetKeyData>();
    const updates = pendingCalls<[UpdateUserBody], UpdateUserData>();
    const resets = pendingCalls<[ResetPasswordBody], ResetPasswordData>();
    const calls: PasswordResetCalls = { validateKey: keys.fn, updateUser: updates.fn, resetPassword: resets.fn };
    const queues = { validateKey: keys, updateUser: updates, resetPassword: resets } as const;
    const { user, router } = await renderPortal(<ResetPasswordPage resetKey={input.key} entry={input.entry} calls={calls} />, {
      route: input.entry === 'update' ? '/UpdateUser' : '/ResetPasswordForm',
    });
    const field = (name: keyof typeof labels) => screen.getByLabelText(text(labels[name]), { selector: 'input' });
    const typed: Record<string, string> = {};

    return {
      async perform({ event: raw }) {
        const event = raw as PasswordResetEvent;
        if (isOutcome(raw)) {
          const id = invokeIdOf(raw) as keyof typeof queues;
          // The user id the key belongs to prefills the details step.
          if (id === 'validateKey' && raw.type.startsWith('xstate.done')) typed.userName = (raw as unknown as { output: ResetKeyData }).output.userName;
          await settle(queues[id], raw);
        } else if (event.type === 'details.change' || event.type === 'password.change') {
          typed[event.field] = event.value;
          const input = field(event.field);
          await user.clear(input);
          if (event.value) {
            input.focus();
            await user.paste(event.value);
          }
        } else if (event.type === 'key.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'step.next') {
          await user.click(screen.getByRole('button', { name: text('recovery.reset.continue') }));
        } else if (event.type === 'step.back') {
          await user.click(screen.getByRole('button', { name: text('recovery.reset.back') }));
        } else if (event.type === 'password.submit') {
          await user.click(screen.getByRole('button', { name: text('recovery.reset.submit') }));
        } else {
          throw new Error(`passwordReset adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context as PasswordResetContext;
        if (snapshot.status === 'done') {
          const expected =
            context.result === 'reset' ? '/ResetPasswordFormSuccess' : context.entry === 'update' || context.migrated ? '/ResetUsernameError' : '/ResetError';
          await waitFor(() => expect(router?.state.location.pathname).toBe(expected));
          if (context.result === 'reset') expect(router?.state.location.search).toEqual({ user: context.userName });
          return;
        }
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('recovery.reset.title'));
        // The step tracker only on the migrated path.
        expect(screen.queryByRole('navigation', { name: text('steps.label') }) !== null).toBe(context.migrated);
        const busy = snapshot.hasTag('busy');
        if (snapshot.matches('checkingKey')) {
          expect(screen.getByText(text('recovery.reset.checking'))).toHaveAttribute('role', 'status');
          expect(keys.waiting.length).toBe(1);
          return;
        }
        if (snapshot.matches('keyCheckFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(text('recovery.reset.checkFailed'));
          expect(screen.getByRole('button', { name: text('common.retry') })).toBeEnabled();
          return;
        }
        const details = onDetails(snapshot);
        expect(screen.getByRole('heading', { level: 2, name: text(details ? 'recovery.reset.step.details' : 'recovery.reset.step.password') })).toBeInTheDocument();
        const names = details ? (['userName', 'email', 'phone'] as const) : (['password', 'confirmPassword'] as const);
        for (const name of names) {
          expect(field(name)).toHaveValue(typed[name] ?? '');
          const code = context.errors[name];
          if (code && code !== 'VLD001') expect(field(name)).toHaveAccessibleDescription(codeText(code));
          if (!code) expect(field(name)).not.toHaveAttribute('aria-invalid');
        }
        const action = details ? 'recovery.reset.continue' : 'recovery.reset.submit';
        expect(screen.getByRole('button', { name: text(busy ? 'recovery.busy' : action) })).toHaveProperty('disabled', busy);
        const back = screen.queryByRole('button', { name: text('recovery.reset.back') });
        expect(back !== null).toBe(!details && context.migrated);
        // Kept in place while the new password is sent, but disabled.
        if (back) expect(back).toHaveProperty('disabled', busy);
        expectAlerts([context.formError && codeText('VLD001'), context.failure && codeText(context.failure.msgcode)]);
        expect(updates.waiting.length).toBe(snapshot.matches('updatingUser') ? 1 : 0);
        expect(resets.waiting.length).toBe(snapshot.matches('resetting') ? 1 : 0);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
