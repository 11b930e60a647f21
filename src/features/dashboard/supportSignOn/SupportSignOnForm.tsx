import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectSupportSignOn } from '../../../../machines/dashboard/supportSignOn/supportSignOn.connect.ts';
import { supportSignOnMachine } from '../../../../machines/dashboard/supportSignOn/supportSignOn.machine.ts';
import { useShellServices } from '../../session/shellCalls.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import type { FailureTexts } from '../../../ui/failureText.ts';

/** Why the customer's session did not open: no such customer (GEN404), else the general text; never the server's words. */
const supportSignOnTexts: FailureTexts = { prefixes: ['dashboard.agent.code'], fallback: 'dashboard.agent.failed', hideServerText: true };

/**
 * An agent's own sign-in: the customer's account number opens that customer's session (support
 * sign-on token, then /authenticate/{token}), flagged as a customer-service session.
 */
export function SupportSignOnForm() {
  const intl = useIntl();
  const services = useShellServices();
  const navigate = useNavigate();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const actor = useActorRef(
    supportSignOnMachine.provide({
      actors: { requestSupportToken: fromPromise(({ input }) => services.requestSupportToken(input.accountNumber)) },
      actions: {
        openSupportSession: (_, { token }) => void navigate({ to: '/authenticate/$token', params: { token } }),
      },
    }),
  );
  const snapshot = useSelector(actor, (state) => state);
  const view = connectSupportSignOn(snapshot, actor.send);
  const t = (id: string) => intl.formatMessage({ id });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <section className="card agent-signon" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.agent.title')}</h2>
      <p>{t('dashboard.agent.intro')}</p>
      <form className="agent-signon__form" noValidate onSubmit={onSubmit}>
        <div className={view.fieldError ? 'dash-field dash-field--invalid' : 'dash-field'}>
          <label htmlFor={inputId} className="dash-field__label">
            {t('dashboard.agent.accountNumber')}
          </label>
          <input
            id={inputId}
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            value={view.accountNumber}
            aria-invalid={view.fieldError ? true : undefined}
            aria-describedby={view.fieldError ? errorId : undefined}
            onChange={(event) => view.change(event.target.value)}
          />
          {view.fieldError ? (
            <p id={errorId} className="dash-field__error">
              {t('dashboard.agent.invalidNumber')}
            </p>
          ) : null}
        </div>
        <FormAlert texts={supportSignOnTexts} failure={view.failure} />
        <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
          {t('dashboard.agent.submit')}
        </button>
      </form>
    </section>
  );
}
