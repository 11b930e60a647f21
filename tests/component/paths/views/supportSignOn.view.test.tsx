import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { supportSignOnMachine } from '../../../../machines/dashboard/supportSignOn/supportSignOn.machine.ts';
import { DashboardPage } from '../../../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { renderSignedIn } from '../../../../stories/support/sessionRender.tsx';
import { text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** An agent's own sign-in: no customer account yet, the form on the dashboard. */
const agent = { user: { isAgent: true, firstName: 'Neo', lastName: 'Sebego', fullName: 'Neo Sebego' }, accountNumber: null } as const;

/**
 * Support sign-on paths on the agent form of DashboardPage (src/features/dashboard/supportSignOn/SupportSignOnForm.tsx):
 * the agent types and submits, the token call is settled by the path, and a token takes the
 * browser to /authenticate/{token}.
 */
const adapter = defineViewAdapter(supportSignOnMachine, {
  machine: 'supportSignOn',
  async render() {
    const tokens = pendingCalls<[string], { token: string }>();
    const { user, router } = await renderSignedIn(<DashboardPage />, {
      session: agent,
      services: { requestSupportToken: tokens.fn },
    });
    const form = () => screen.getByRole('region', { name: text('dashboard.agent.title') });
    const field = () => within(form()).getByRole('textbox', { name: text('dashboard.agent.accountNumber') });
    const submit = () => within(form()).getByRole('button', { name: text('dashboard.agent.submit') });
    return {
      async perform({ event }) {
        if (isOutcome(event)) {
          await settle(tokens, event);
        } else if (event.type === 'supportSignOn.change') {
          await user.clear(field());
          await user.type(field(), (event as unknown as { accountNumber: string }).accountNumber);
        } else if (event.type === 'supportSignOn.submit') {
          await user.click(submit());
        } else {
          throw new Error(`supportSignOn adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(snapshot, step) {
        const { accountNumber, fieldError, failure } = snapshot.context;
        expect(field()).toHaveValue(accountNumber);
        if (fieldError) {
          expect(field()).toHaveAttribute('aria-invalid', 'true');
          expect(field()).toHaveAccessibleDescription(text('dashboard.agent.invalidNumber'));
        } else {
          expect(field()).not.toHaveAttribute('aria-invalid');
          expect(within(form()).queryByText(text('dashboard.agent.invalidNumber'))).toBeNull();
        }
        if (failure) {
          expect(within(form()).getByRole('alert')).toHaveTextContent(
            text(failure.msgcode === 'GEN404' ? 'dashboard.agent.code.GEN404' : 'dashboard.agent.failed'),
          );
        } else {
          expect(within(form()).queryByRole('alert')).toBeNull();
        }
        const busy = snapshot.hasTag('busy');
        expect(submit()).toHaveProperty('disabled', busy);
        expect(submit()).toHaveAttribute('aria-busy', String(busy));
        if (snapshot.matches('requesting')) {
          // One call, with the number as typed (trimmed).
          expect(tokens.waiting.map((call) => call.args)).toEqual([[accountNumber.trim()]]);
        } else if (snapshot.matches('editing')) {
          expect(tokens.waiting).toEqual([]);
        }
        if (snapshot.matches('opening')) {
          // Reached only by the token call's answer: the browser goes to /authenticate/{that token}.
          const { token } = (step?.event as unknown as { output: { token: string } }).output;
          await waitFor(() => expect(router.state.location.pathname).toBe(`/authenticate/${token}`));
        } else {
          expect(router.state.location.pathname).toBe('/dashboard');
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
