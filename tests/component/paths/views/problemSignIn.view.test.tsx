import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { problemSignInMachine } from '../../../../machines/auth/problemSignIn/problemSignIn.machine.ts';
import type {
  ProblemSignInBody,
  ProblemSignInContext,
  ProblemSignInData,
  ProblemSignInEvent,
} from '../../../../machines/auth/problemSignIn/problemSignIn.types.ts';
import { ProblemSignInPage } from '../../../../src/features/auth/problemSignIn/ProblemSignInPage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { firstUnreachableStep } from '../support/replay.ts';
import { recoveryCodeText } from '../support/recoveryText.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const labels = {
  userName: 'recovery.field.userName',
  email: 'recovery.field.email',
  issue: 'recovery.problem.issue',
  message: 'recovery.problem.message',
} as const;

const codeText = recoveryCodeText;

function unreachable(before: AnyMachineSnapshot, event: ProblemSignInEvent): string | null {
  const context = before.context as ProblemSignInContext;
  if (before.hasTag('busy') && !isOutcome(event)) return `${event.type} while sending (the form is disabled)`;
  const sent = before.matches('sent');
  if (sent && event.type !== 'request.again') return `${event.type} after sending (the form is replaced by the reference)`;
  if (!sent && event.type === 'request.again') return 'Send another request is shown once sent';
  if (event.type === 'field.change' && (event.field === 'userName' || event.field === 'email') && event.field !== context.values.contactBy) {
    return `${event.field} is not shown`;
  }
  if (event.type === 'field.change' && context.values[event.field] === event.value) return `${event.field} already holds that value (no change to make)`;
  return null;
}

/**
 * Problem sign-in paths on ProblemSignInPage: the user picks how to be found, types, chooses the
 * problem and sends; the call waits until the path settles it; the reference then replaces the form.
 */
const adapter = defineViewAdapter(problemSignInMachine, {
  machine: 'problemSignIn',
  skip: (path) => firstUnreachableStep<ProblemSignInEvent>(path, unreachable),
  async render() {
    const requests = pendingCalls<[ProblemSignInBody], ProblemSignInData>();
    const { user } = await renderPortal(<ProblemSignInPage send={requests.fn} />, { route: '/ProblemSignIn' });
    const field = (name: keyof typeof labels) => screen.getByLabelText(text(labels[name]));
    let typed: Record<string, string> = {};

    return {
      async perform({ event: raw }) {
        const event = raw as ProblemSignInEvent;
        if (isOutcome(raw)) {
          await settle(requests, raw);
        } else if (event.type === 'contact.change') {
          await user.click(screen.getByRole('radio', { name: text(event.contactBy === 'email' ? 'recovery.method.email' : 'recovery.method.userName') }));
        } else if (event.type === 'field.change') {
          typed[event.field] = event.value;
          if (event.field === 'issue') {
            await user.selectOptions(field('issue'), event.value);
          } else {
            const input = field(event.field);
            await user.clear(input);
            if (event.value) {
              input.focus();
              await user.paste(event.value);
            }
          }
        } else if (event.type === 'request.submit') {
          await user.click(screen.getByRole('button', { name: text('recovery.problem.submit') }));
        } else if (event.type === 'request.again') {
          typed = {};
          await user.click(screen.getByRole('button', { name: text('recovery.problem.again') }));
        } else {
          throw new Error(`problemSignIn adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context as ProblemSignInContext;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('recovery.problem.title'));
        if (snapshot.matches('sent')) {
          expect(screen.getByRole('heading', { level: 2, name: text('recovery.problem.sent.title') })).toHaveFocus();
          expect(screen.getByRole('status')).toHaveTextContent(/PSI-\d{6}/);
          expect(screen.queryByRole('button', { name: text('recovery.problem.submit') })).toBeNull();
          return;
        }
        const busy = snapshot.hasTag('busy');
        expect(screen.getByRole('button', { name: text(busy ? 'recovery.busy' : 'recovery.problem.submit') })).toHaveProperty('disabled', busy);
        expect(screen.getByRole('radio', { name: text(context.values.contactBy === 'email' ? 'recovery.method.email' : 'recovery.method.userName') })).toBeChecked();
        for (const name of [context.values.contactBy, 'issue', 'message'] as const) {
          expect(field(name)).toHaveValue(typed[name] ?? '');
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
