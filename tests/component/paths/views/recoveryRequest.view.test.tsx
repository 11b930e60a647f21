import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { recoveryRequestMachine } from '../../../../machines/auth/recoveryRequest/recoveryRequest.machine.ts';
import type {
  RecoveryKind,
  RecoveryRequestBody,
  RecoveryRequestContext,
  RecoveryRequestEvent,
  RecoveryRequestInput,
} from '../../../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { recoveryRequestDestinations, RecoveryRequestPage } from '../../../../src/features/auth/recoveryRequest/RecoveryRequestPage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, settle, pendingCalls } from '../support/pendingCalls.ts';
import { firstUnreachableStep } from '../support/replay.ts';
import { recoveryCodeText } from '../support/recoveryText.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const fieldLabels = {
  email: 'recovery.field.email',
  userName: 'recovery.field.userName',
  accountNumber: 'recovery.field.accountNumber',
  dateOfBirth: 'recovery.field.dateOfBirth',
} as const;

const methodLabels = { email: 'recovery.method.email', userName: 'recovery.method.userName', account: 'recovery.method.account' } as const;

/** The fields each way shows. */
const fieldsOf = { email: ['email'], userName: ['userName'], account: ['accountNumber', 'dateOfBirth'] } as const;

/** A code as the user reads it beside a field or in an alert (recovery catalogue first, then registration's). */
const codeText = recoveryCodeText;

function unreachable(before: AnyMachineSnapshot, event: RecoveryRequestEvent): string | null {
  const context = before.context as RecoveryRequestContext;
  if (before.status === 'done') return 'the page has moved on';
  if (before.hasTag('busy') && !isOutcome(event)) return `${event.type} while sending (the form is disabled)`;
  if (event.type === 'field.change' && !(fieldsOf[context.method] as readonly string[]).includes(event.field)) return `${event.field} is not shown for ${context.method}`;
  if (event.type === 'method.change' && !(context.kind === 'userId' ? ['email', 'account'] : ['userName', 'account']).includes(event.method)) {
    return `${event.method} is not offered`;
  }
  return null;
}

/**
 * Forgot user id / forgot password paths on RecoveryRequestPage: the user picks the way, types the
 * sample values and presses Send (or Enter); the call waits until the path settles it; the page then
 * moves to the Success or MultipleAccount page.
 */
const adapter = defineViewAdapter(recoveryRequestMachine, {
  machine: 'recoveryRequest',
  skip: (path) => firstUnreachableStep<RecoveryRequestEvent>(path, unreachable),
  async render(path) {
    const input = path.input as RecoveryRequestInput;
    const kind: RecoveryKind = input.kind;
    const requests = pendingCalls<[RecoveryKind, RecoveryRequestBody], { multiple: boolean }>();
    const { user, router } = await renderPortal(<RecoveryRequestPage kind={kind} send={requests.fn} today={input.today} />, {
      route: kind === 'userId' ? '/ForgotUserID' : '/ForgotPassword',
    });
    const field = (name: keyof typeof fieldLabels) => screen.getByLabelText(text(fieldLabels[name]));
    const typed: Record<string, string> = { email: '', userName: '', accountNumber: '', dateOfBirth: '' };

    return {
      async perform({ event: raw }) {
        const event = raw as RecoveryRequestEvent;
        if (isOutcome(raw)) {
          await settle(requests, raw);
        } else if (event.type === 'method.change') {
          await user.click(screen.getByRole('radio', { name: text(methodLabels[event.method]) }));
        } else if (event.type === 'field.change') {
          typed[event.field] = event.value;
          const input = field(event.field) as HTMLInputElement;
          if (event.field === 'dateOfBirth') {
            const v = event.value;
            fireEvent.change(input, { target: { value: `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` } });
          } else {
            await user.clear(input);
            if (event.value) {
              input.focus();
              await user.paste(event.value);
            }
          }
        } else if (event.type === 'request.submit') {
          await user.click(screen.getByRole('button', { name: text('recovery.submit') }));
        } else {
          throw new Error(`recoveryRequest adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context as RecoveryRequestContext;
        if (snapshot.status === 'done') {
          await waitFor(() => expect(router?.state.location.pathname).toBe(recoveryRequestDestinations[kind][context.multiple ? 'multiple' : 'single']));
          return;
        }
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(kind === 'userId' ? 'recovery.forgotUserId.title' : 'recovery.forgotPassword.title'));
        expect(screen.getByRole('radio', { name: text(methodLabels[context.method]) })).toBeChecked();
        const busy = snapshot.hasTag('busy');
        expect(screen.getByRole('button', { name: text(busy ? 'recovery.busy' : 'recovery.submit') })).toHaveProperty('disabled', busy);
        for (const name of fieldsOf[context.method]) {
          const value = typed[name] ?? '';
          expect(field(name)).toHaveValue(name === 'dateOfBirth' && value ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : value);
          const code = context.errors[name];
          if (code && code !== 'VLD001') expect(field(name)).toHaveAccessibleDescription(codeText(code));
          if (!code) expect(field(name)).not.toHaveAttribute('aria-invalid');
        }
        expectAlerts([context.formError && codeText('VLD001'), context.failure && codeText(context.failure.msgcode)]);
        expect(requests.waiting.length).toBe(busy ? 1 : 0);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
