import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { unwrap } from '../../../api/client.ts';
import { activateAccount } from '../../../api/registration.ts';
import { StatusPage } from '../../../ui/StatusPage.tsx';
import { failureText } from '../../../ui/failureText.ts';
import { registrationTexts } from './registrationText.ts';

export type ActivationResult = { status: 'pending' } | { status: 'active' } | { status: 'failed'; msgcode: string; message: string };

export type Activate = (key: string) => Promise<ActivationResult>;

const activateWithApi: Activate = async (key) => {
  try {
    await unwrap(activateAccount(key));
    return { status: 'active' };
  } catch (error) {
    const { msgcode, message } = error as { msgcode?: string; message?: string };
    return { status: 'failed', msgcode: msgcode ?? 'GEN500', message: message ?? '' };
  }
};

// A link key is single use: it is sent once per page load, whatever happens to this component
// (it remounts when the frame around it changes); a remount reads the result already known.
const activations = new Map<string, Promise<ActivationResult>>();

/** /UserAccountActivation?key=: the e-mailed link activates the new user once. */
export function ActivationPage({ activationKey, activate = activateWithApi }: { activationKey: string | null; activate?: Activate }) {
  const intl = useIntl();
  const [result, setResult] = useState<ActivationResult>(
    activationKey ? { status: 'pending' } : { status: 'failed', msgcode: 'REG_KEY_FORMAT', message: '' },
  );
  useEffect(() => {
    if (!activationKey) return;
    let current = true;
    let pending = activations.get(activationKey);
    if (!pending) {
      pending = activate(activationKey);
      activations.set(activationKey, pending);
    }
    void pending.then((settled) => {
      if (current) setResult(settled);
    });
    return () => {
      current = false;
    };
  }, [activationKey, activate]);

  const t = (id: string) => intl.formatMessage({ id });
  const title = t('activation.title');
  if (result.status === 'pending') {
    return (
      <StatusPage title={title} tone="status" busy>
        <p>{t('activation.working')}</p>
      </StatusPage>
    );
  }
  if (result.status === 'active') {
    return (
      <StatusPage title={title} tone="status" actions={<Link to="/login" className="button">{t('activation.signIn')}</Link>}>
        <p>{t('activation.done')}</p>
      </StatusPage>
    );
  }
  return (
    <StatusPage title={title} tone="alert" actions={<Link to="/Register" className="button">{t('activation.registerAgain')}</Link>}>
      <p>{failureText(intl, result.msgcode, registrationTexts, { serverMessage: result.message })}</p>
    </StatusPage>
  );
}
