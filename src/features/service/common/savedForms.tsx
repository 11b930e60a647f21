/**
 * Saved forms in a flow's page (issues 14 and 15; how a flow adopts them: docs/adding-a-flow.md).
 * The flow's machine stays pure; beside it runs the saved form keeper
 * (machines/service/savedFormKeeper): it resumes the flow from ?savedForm=<id>, saves it part-way
 * (the flow actor's `getPersistedSnapshot()`), and deletes the saved form once the flow has made its
 * request.
 *
 * - `SavedFormGate` (the page): runs the keeper; the loader while a saved form is read, then the flow
 *   (children) with what to start from. A snapshot that no longer fits the flow's machine, or cannot
 *   be read, starts afresh with a notice. Never throws.
 * - `useSavedForm` (the flow's component, after its `useMachine`): the Save for later node for the
 *   steps worth saving, the notice under the step tracker, and the deletion once the flow is done.
 * - A visitor's flow cannot be saved (a visitor has no Saved Forms tab): with `signedInRoute`,
 *   `useSavedForm`'s node says that signed-in customers can, with the way to sign in to that flow.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { createActor, fromPromise, type ActorRefFrom, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type Snapshot } from 'xstate';
import { savedFormsApi } from '../../../api/savedForms.ts';
import type { SavedForm, SavedFormBody, SavedFormFlow, SavedFormSummary } from '../../../domain/savedForms.ts';
import { connectSavedFormKeeper } from '../../../../machines/service/savedFormKeeper/savedFormKeeper.connect.ts';
import { looksLikeFlowSnapshot, savedFormKeeperMachine } from '../../../../machines/service/savedFormKeeper/savedFormKeeper.machine.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { SignInOrRegister } from '../../../ui/SignInOrRegister.tsx';
import type { FailureTexts } from '../../../ui/failureText.ts';

export interface SavedFormCalls {
  get: (id: string) => Promise<SavedForm>;
  save: (body: SavedFormBody) => Promise<SavedFormSummary>;
  remove: (id: string) => Promise<{ id: string; deleted: boolean }>;
}

export const savedFormApiCalls: SavedFormCalls = { get: savedFormsApi.get, save: savedFormsApi.save, remove: savedFormsApi.remove };

const saveTexts: FailureTexts = { prefixes: ['service.savedForms.code', 'error'], fallback: 'service.savedForms.saveFailed' };

type PersistedSnapshot = SavedForm['snapshot'];

/** True when the snapshot can start this machine: an active snapshot of one of its states. */
export function fitsMachine(machine: AnyStateMachine, snapshot: unknown, input: unknown): boolean {
  if (!looksLikeFlowSnapshot(snapshot)) return false;
  const saved = snapshot as { value: unknown; context: unknown };
  try {
    machine.resolveState({ value: saved.value as never, context: saved.context as never });
    return createActor(machine, { snapshot: saved, input } as never).getSnapshot().status === 'active';
  } catch {
    return false;
  }
}

function providedKeeper(machine: AnyStateMachine, input: unknown, calls: SavedFormCalls, adapt?: (snapshot: PersistedSnapshot) => PersistedSnapshot) {
  return savedFormKeeperMachine.provide({
    actors: {
      readSavedForm: fromPromise(({ input: { id } }: { input: { id: string } }) => calls.get(id).then((form) => (adapt ? { ...form, snapshot: adapt(form.snapshot) } : form))),
      saveSavedForm: fromPromise(({ input: body }: { input: SavedFormBody }) => calls.save(body)),
      deleteSavedForm: fromPromise(({ input: { id } }: { input: { id: string } }) => calls.remove(id)),
    },
    guards: { fitsFlow: (_, { output }: { output: SavedForm }) => fitsMachine(machine, output.snapshot, input) },
  });
}

type KeeperRef = ActorRefFrom<typeof savedFormKeeperMachine>;

/** What the flow gets from the gate: its keeper, what to start from, and whether it may be saved. */
export interface SavedFormHandle {
  keeper: KeeperRef;
  /** Start the flow's machine from this (undefined: afresh): `useMachine(machine, { input, snapshot })`. */
  snapshot: Snapshot<unknown> | undefined;
  /** False for a visitor: no Save for later (a visitor has no Saved Forms tab). */
  enabled: boolean;
}

interface SavedFormGateProps {
  machine: AnyStateMachine;
  /** The flow's input now (a resumed flow keeps its saved context; `adapt` may refresh parts of it). */
  input: unknown;
  /** ?savedForm=<id>, or nothing. */
  savedFormId?: string;
  /** False: the flow runs without saved forms (a visitor, or a story). */
  enabled?: boolean;
  /** Refreshes what must not be resumed as saved (today's date...). */
  adapt?: (snapshot: PersistedSnapshot) => PersistedSnapshot;
  calls?: SavedFormCalls;
  children: (saved: SavedFormHandle) => ReactNode;
}

/** The loader while a saved form is read, then the flow (children) started from it, or afresh. */
export function SavedFormGate({ machine, input, savedFormId, enabled = true, adapt, calls = savedFormApiCalls, children }: SavedFormGateProps) {
  // Made once per page: the machine and input are those the page started with (the page's key holds the saved form id).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const keeperMachine = useMemo(() => providedKeeper(machine, input, calls, adapt), []);
  const [snapshot, , keeper] = useMachine(keeperMachine, { input: { savedFormId: enabled ? savedFormId : undefined } });
  if (snapshot.hasTag('reading')) return <div className="container page"><InlineLoader /></div>;
  return <>{children({ keeper, snapshot: snapshot.context.snapshot as Snapshot<unknown> | undefined, enabled })}</>;
}

interface UseSavedFormOptions {
  flow: SavedFormFlow;
  /** The flow's page, where Resume leads. */
  route: string;
  /** The flow's title (message id); the Saved Forms tab lists "<title>: <step>". */
  titleId: string;
  /** The current step's label (message id), when on a step. */
  stepLabelId?: string;
  /** The account the page has selected now, and the key of the flow's context that holds the account it is about. */
  account?: { current: string; key: string };
  /** A visitor's flow (the gate not enabled): `saveForLater` says signed-in customers can save, signing in to this flow. */
  signedInRoute?: string;
}

/**
 * The flow's saved form: `saveForLater` (render it on the steps worth saving, never while a call is
 * under way) and `notice` (under the step tracker). Once the flow reaches its `done` state, its saved
 * form is deleted.
 */
export function useSavedForm(saved: SavedFormHandle, flow: { actorRef: AnyActorRef; snapshot: AnyMachineSnapshot }, options: UseSavedFormOptions): { saveForLater: ReactNode; notice: ReactNode } {
  const intl = useIntl();
  const keeperSnapshot = useSelector(saved.keeper, (snapshot) => snapshot);
  const view = connectSavedFormKeeper(keeperSnapshot, saved.keeper.send);
  const submitted = flow.snapshot.status === 'done' && flow.snapshot.value === 'done';
  useEffect(() => {
    if (submitted) saved.keeper.send({ type: 'savedForm.submitted' });
  }, [submitted, saved.keeper]);

  const { titleId, stepLabelId } = options;
  const save = () => {
    const step = stepLabelId ? intl.formatMessage({ id: stepLabelId }) : '';
    const title = intl.formatMessage({ id: 'service.savedForms.title' }, { flow: intl.formatMessage({ id: titleId }), step });
    view.saveNow({ flow: options.flow, route: options.route, title, snapshot: flow.actorRef.getPersistedSnapshot() as unknown as SavedFormBody['snapshot'] });
  };
  const savedAccount = saved.snapshot && options.account ? (saved.snapshot as unknown as { context: Record<string, unknown> }).context[options.account.key] : undefined;
  const otherAccount = typeof savedAccount === 'string' && savedAccount !== options.account?.current ? savedAccount : null;

  const visitorHint = !saved.enabled && options.signedInRoute && view.save ? <SaveAfterSignIn signedInRoute={options.signedInRoute} /> : null;
  const saveForLater =
    saved.enabled && view.save ? (
      <div className="save-for-later">
        <button type="button" className="button button--secondary" onClick={save} disabled={view.save === 'saving'}>
          {intl.formatMessage({ id: view.save === 'saving' ? 'service.savedForms.saving' : 'service.savedForms.save' })}
        </button>
        <div aria-live="polite">
          {view.save === 'saved' ? (
            <p>
              {intl.formatMessage({ id: 'service.savedForms.saved' })} <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.savedForms.open' })}</Link>
            </p>
          ) : null}
        </div>
        {view.failure ? <FormAlert texts={saveTexts} failure={view.failure} /> : null}
      </div>
    ) : (
      visitorHint
    );
  const notices = [
    view.notice ? intl.formatMessage({ id: view.notice === 'stale' ? 'service.savedForms.stale' : 'service.savedForms.resumeFailed' }) : null,
    otherAccount && !submitted ? intl.formatMessage({ id: 'service.savedForms.otherAccount' }, { account: otherAccount }) : null,
    view.forgetFailed ? intl.formatMessage({ id: 'service.savedForms.forgetFailed' }) : null,
  ].filter((notice): notice is string => notice !== null);
  const notice = notices.length ? notices.map((text) => <p key={text} className="form-notice">{text}</p>) : null;
  return { saveForLater, notice };
}

/** A visitor's flow: saving needs an account; signed-in customers can save, so say how to become one. */
function SaveAfterSignIn({ signedInRoute }: { signedInRoute: string }) {
  const intl = useIntl();
  return (
    <div className="save-for-later">
      <p>{intl.formatMessage({ id: 'service.savedForms.visitorHint' })}</p>
      <SignInOrRegister signInLabel={intl.formatMessage({ id: 'service.savedForms.visitorSignIn' })} registerLabel={intl.formatMessage({ id: 'service.savedForms.visitorRegister' })} redirect={signedInRoute} />
    </div>
  );
}
