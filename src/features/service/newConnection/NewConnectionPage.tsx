import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectNewConnection, type NewConnectionStatus } from '../../../../machines/service/newConnection/newConnection.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import { isoDay } from '../../../domain/format.ts';
import type { NewConnectionOwner, NewConnectionQuote } from '../../../domain/newConnection.ts';
import type { SavedForm } from '../../../domain/savedForms.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { newConnectionApiCalls, providedNewConnectionMachine, type NewConnectionCalls } from './newConnectionCalls.ts';
import { NewConnectionView } from './NewConnectionView.tsx';

interface NewConnectionPageProps {
  owner: NewConnectionOwner | null;
  calls?: NewConnectionCalls;
  trackLink?: (reference: string) => ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
  /** A visitor's page: the signed-in route where the request can be saved (the first step says so). */
  signedInRoute?: string;
  /** Today (ISO day): a resumed quotation past its last day is not offered again. */
  today?: string;
}

/** Saved on the form steps, the quotation accepted (or not) and the review; never while it is priced or sent. */
const savedSteps: readonly NewConnectionStatus[] = ['details', 'site', 'quoted', 'review'];

/**
 * A resumed new connection whose quotation has expired (its last day is before `today`) goes back to
 * the site step with the quotation dropped and the reason shown: Next prices it again and the fresh
 * quotation must be accepted anew. A quotation still valid comes back as saved; one the server no
 * longer recognises (NC_QUOTE_CHANGED) or that expires meanwhile is refused on submit, and the flow
 * asks for a fresh one then.
 */
export function withFreshQuote(snapshot: SavedForm['snapshot'], today: string): SavedForm['snapshot'] {
  const context = snapshot.context as { quote?: NewConnectionQuote | null } | undefined;
  const quote = context?.quote;
  if (!quote || quote.validUntil >= today || (snapshot.value !== 'quoted' && snapshot.value !== 'review')) return snapshot;
  return { ...snapshot, value: 'site', context: { ...context, quote: null, accepted: false, acceptError: null, failure: { msgcode: 'NC_QUOTE_EXPIRED', message: '' } } };
}

/**
 * The new connection request: /newConnection signed in (the owner's details from the session; it can
 * be saved for later and resumed from the tracker's Saved forms) and /newConnectionPrelogin for a
 * visitor (owner null); one machine, with the portal's calls or fakes.
 */
export function NewConnectionPage({ owner, calls = newConnectionApiCalls, trackLink, savedForms, signedInRoute, today = isoDay(new Date()) }: NewConnectionPageProps) {
  const machine = useMemo(() => providedNewConnectionMachine(calls), [calls]);
  const input = { owner };
  return (
    <SavedFormGate machine={machine} input={input} enabled={!!savedForms} savedFormId={savedForms?.id} calls={savedForms?.calls} adapt={(snapshot) => withFreshQuote(snapshot, today)}>
      {(saved) => <NewConnectionFlow machine={machine} input={input} upload={calls.upload} trackLink={trackLink} saved={saved} signedInRoute={signedInRoute} />}
    </SavedFormGate>
  );
}

function NewConnectionFlow({
  machine,
  input,
  upload,
  trackLink,
  saved,
  signedInRoute,
}: {
  machine: ReturnType<typeof providedNewConnectionMachine>;
  input: { owner: NewConnectionOwner | null };
  upload: NewConnectionCalls['upload'];
  trackLink?: (reference: string) => ReactNode;
  saved: SavedFormHandle;
  signedInRoute?: string;
}) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectNewConnection(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    { flow: 'newConnection', route: '/newConnection', titleId: 'service.newConnection.title', stepLabelId: currentStep(view.steps)?.labelId, signedInRoute },
  );
  // Signed in: on the steps worth saving; a visitor is told once, on the first step.
  const offer = saved.enabled ? (savedSteps.includes(view.status) ? saveForLater : null) : view.status === 'details' ? saveForLater : null;
  return <NewConnectionView view={view} upload={upload} trackLink={trackLink} notice={notice} saveForLater={offer} />;
}
