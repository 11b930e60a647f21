/**
 * Saved forms in a flow's page (issues 14 and 15; how a flow adopts them: docs/adding-a-flow.md).
 * The machine stays pure: saving is the page's act on its actor (`actorRef.getPersistedSnapshot()`),
 * resuming is starting the machine from the saved snapshot (`useMachine(machine, { snapshot })`).
 *
 * - `ResumeSavedForm`: given the saved form's id from the URL (?savedForm=<id>), shows the loader
 *   while the saved snapshot is read, then renders the flow with it; a snapshot that no longer fits
 *   the machine (unknown state, or the actor cannot be made) or that cannot be read starts afresh
 *   with a notice. Never throws.
 * - `SaveForLater`: the button a step shows (not while a call is under way, only signed in); says
 *   "Saved" with the link to the Saved Forms tab, or why saving failed (nothing typed is lost).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { createActor, type AnyActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import { savedFormsApi } from '../../../api/savedForms.ts';
import type { SavedForm, SavedFormBody, SavedFormFlow, SavedFormSummary } from '../../../domain/savedForms.ts';
import { toCallFailure, type CallFailure } from '../../../../machines/common/effects.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import type { FailureTexts } from '../../../ui/failureText.ts';

export interface SavedFormCalls {
  get: (id: string) => Promise<SavedForm>;
  save: (body: SavedFormBody) => Promise<SavedFormSummary>;
}

export const savedFormApiCalls: SavedFormCalls = { get: savedFormsApi.get, save: savedFormsApi.save };

const saveTexts: FailureTexts = { prefixes: ['service.savedForms.code', 'error'], fallback: 'service.savedForms.saveFailed' };

type PersistedSnapshot = Snapshot<unknown> & { value?: unknown; context?: unknown };

/** What the flow starts from: the saved snapshot (or nothing: afresh), why it started afresh, the saved form's id. */
export interface Resumed {
  snapshot: Snapshot<unknown> | undefined;
  /** Set when a saved form was asked for but the flow starts afresh. */
  notice: 'stale' | 'failed' | null;
  /** The saved form a Save for later replaces (the one resumed). */
  savedFormId: string | undefined;
}

/** True when the snapshot can start this machine: an active snapshot of one of its states. */
export function fitsMachine(machine: AnyStateMachine, snapshot: unknown, input: unknown): boolean {
  const saved = snapshot as PersistedSnapshot | null;
  if (!saved || typeof saved !== 'object' || saved.status !== 'active' || saved.value === undefined || typeof saved.context !== 'object' || saved.context === null) return false;
  try {
    machine.resolveState({ value: saved.value as never, context: saved.context as never });
    return createActor(machine, { snapshot: saved, input } as never).getSnapshot().status === 'active';
  } catch {
    return false;
  }
}

interface ResumeSavedFormProps<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The machine's input now (a resumed flow keeps its saved context; `adapt` may refresh parts of it). */
  input: unknown;
  /** ?savedForm=<id>, or nothing. */
  savedFormId: string | undefined;
  /** Refreshes what must not be resumed as saved (today's date...). */
  adapt?: (snapshot: PersistedSnapshot) => PersistedSnapshot;
  calls?: SavedFormCalls;
  children: (resumed: Resumed) => ReactNode;
}

/** The loader while a saved form is read, then the flow (children) started from it, or afresh. */
export function ResumeSavedForm<TMachine extends AnyStateMachine>({ machine, input, savedFormId, adapt, calls = savedFormApiCalls, children }: ResumeSavedFormProps<TMachine>) {
  const [resumed, setResumed] = useState<Resumed | null>(() => (savedFormId ? null : { snapshot: undefined, notice: null, savedFormId: undefined }));
  useEffect(() => {
    if (!savedFormId) return;
    let current = true;
    calls.get(savedFormId).then(
      (form) => {
        if (!current) return;
        const snapshot = adapt ? adapt(form.snapshot as PersistedSnapshot) : (form.snapshot as PersistedSnapshot);
        setResumed(fitsMachine(machine, snapshot, input) ? { snapshot, notice: null, savedFormId } : { snapshot: undefined, notice: 'stale', savedFormId });
      },
      () => {
        if (current) setResumed({ snapshot: undefined, notice: 'failed', savedFormId: undefined });
      },
    );
    return () => {
      current = false;
    };
    // Read once per saved form: the machine and input are those the page started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedFormId]);
  if (!resumed) return <div className="container page"><InlineLoader /></div>;
  return <>{children(resumed)}</>;
}

/** Why a saved form was not resumed (the flow starts afresh); nothing when it was, or none was asked for. */
export function ResumeNotice({ resumed }: { resumed: Resumed }) {
  const intl = useIntl();
  if (!resumed.notice) return null;
  return <p className="form-notice">{intl.formatMessage({ id: resumed.notice === 'stale' ? 'service.savedForms.stale' : 'service.savedForms.resumeFailed' })}</p>;
}

interface SaveForLaterProps {
  actorRef: AnyActorRef;
  flow: SavedFormFlow;
  /** The flow's page, where Resume leads. */
  route: string;
  /** What the Saved Forms tab lists it as: the flow's title and the step. */
  title: string;
  /** The saved form this one replaces (the one resumed). */
  savedFormId?: string;
  calls?: SavedFormCalls;
}

/** "Save for later": the actor's persisted snapshot saved for this user; then "Saved" and the link to the tab. */
export function SaveForLater({ actorRef, flow, route, title, savedFormId, calls = savedFormApiCalls }: SaveForLaterProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [id, setId] = useState(savedFormId);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; failure: CallFailure }>({ kind: 'idle' });
  const save = () => {
    setState({ kind: 'saving' });
    const snapshot = actorRef.getPersistedSnapshot() as unknown as SavedFormBody['snapshot'];
    calls.save({ ...(id ? { id } : {}), flow, route, title, snapshot }).then(
      (saved) => {
        setId(saved.id);
        setState({ kind: 'saved' });
      },
      (error: unknown) => setState({ kind: 'failed', failure: toCallFailure(error) }),
    );
  };
  return (
    <div className="save-for-later">
      <button type="button" className="button button--secondary" onClick={save} disabled={state.kind === 'saving'}>
        {state.kind === 'saving' ? t('service.savedForms.saving') : t('service.savedForms.save')}
      </button>
      <div aria-live="polite">
        {state.kind === 'saved' ? (
          <p>
            {t('service.savedForms.saved')} <Link to="/serviceTracker">{t('service.savedForms.open')}</Link>
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? <FormAlert texts={saveTexts} failure={state.failure} /> : null}
    </div>
  );
}
