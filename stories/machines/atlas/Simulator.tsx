import { useId } from 'react';
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { eventsToTry, outcomeLabel, type CatalogueEntry } from '../../../machines/catalogue.ts';

export interface SimulatorStep {
  label: string;
  value: StateValue;
}

interface Props {
  entry: CatalogueEntry;
  snapshot: AnyMachineSnapshot;
  history: readonly SimulatorStep[];
  scenario: number;
  onScenario: (index: number) => void;
  onSend: (event: AnyEventObject, label: string) => void;
  onReset: () => void;
}

const invokeEvent = /^xstate\.(done|error)\.actor\.(.+)$/;
const afterEvent = /^xstate\.after\.([^.]+)\./;

export const valueText = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child === undefined ? key : `${key}.${typeof child === 'string' ? child : `{${valueText(child)}}`}`))
        .join(', ');

/** `{ toast: { kind: 'error', message: 'x' } }` -> ` (toast: error · x)`. */
function payloadText(event: AnyEventObject): string {
  const { type: _type, ...payload } = event;
  const flat = (value: unknown): string =>
    value !== null && typeof value === 'object'
      ? Object.values(value).map(flat).filter(Boolean).join(' · ')
      : value === undefined
        ? ''
        : String(value);
  const parts = Object.entries(payload).map(([key, value]) => {
    const text = flat(value);
    return `${key}: ${text.length > 40 ? `${text.slice(0, 37)}...` : text}`;
  });
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function delayText(entry: CatalogueEntry, name: string): string {
  const delay: unknown = (entry.machine.implementations.delays as Record<string, unknown>)[name];
  const ms = typeof delay === 'number' ? delay : Number.isFinite(Number(name)) ? Number(name) : null;
  return ms === null ? `after ${name}` : `after ${name} (${ms.toLocaleString('en-US')} ms)`;
}

interface Candidate {
  event: AnyEventObject;
  label: string;
  enabled: boolean;
  /** Prefix of the step in the history (the invoke id for outcomes). */
  step?: string;
}

function candidates(entry: CatalogueEntry, snapshot: AnyMachineSnapshot) {
  const user: Candidate[] = [];
  const delays: Candidate[] = [];
  const outcomes = new Map<string, Candidate[]>();
  for (const event of eventsToTry(entry, snapshot)) {
    const enabled = snapshot.can(event);
    const invoke = invokeEvent.exec(event.type);
    if (invoke) {
      const id = invoke[2] ?? '';
      const list = outcomes.get(id) ?? [];
      list.push({ event, enabled, label: outcomeLabel(entry, event, snapshot) ?? (invoke[1] === 'done' ? 'resolve' : 'reject'), step: id });
      outcomes.set(id, list);
      continue;
    }
    const after = afterEvent.exec(event.type);
    if (after) {
      delays.push({ event, enabled, label: delayText(entry, after[1] ?? '') });
      continue;
    }
    user.push({ event, enabled, label: `${event.type}${payloadText(event)}` });
  }
  return { user, delays, outcomes };
}

/** Invokes running in this snapshot: id -> src, for the headings of the outcome groups. */
function runningInvokes(snapshot: AnyMachineSnapshot): Map<string, string> {
  const running = new Map<string, string>();
  for (const node of snapshot._nodes) for (const invoke of node.invoke) running.set(invoke.id, String(invoke.src));
  return running;
}

function EventButton({ candidate, onSend }: { candidate: Candidate; onSend: Props['onSend'] }) {
  return (
    <button
      type="button"
      className="button button--small atlas-event"
      disabled={!candidate.enabled}
      title={candidate.enabled ? undefined : 'A guard blocks this event in the current state'}
      onClick={() => onSend(candidate.event, candidate.step ? `${candidate.step} ${candidate.label}` : candidate.label)}
    >
      {candidate.label}
    </button>
  );
}

/**
 * Walks the machine offline: buttons for the events the current state handles (disabled when a
 * guard blocks them: snapshot.can), a resolve / reject choice for each running invoked actor
 * (outcomes from the catalogue) and the delays, which only pass when asked to.
 */
export function Simulator({ entry, snapshot, history, scenario, onScenario, onSend, onReset }: Props) {
  const scenarioId = useId();
  const { user, delays, outcomes } = candidates(entry, snapshot);
  const running = runningInvokes(snapshot);
  const finished = snapshot.status !== 'active';
  return (
    <section className="atlas-panel atlas-simulator" aria-labelledby={`${scenarioId}-heading`}>
      <h2 id={`${scenarioId}-heading`}>Simulator</h2>
      <div className="atlas-simulator__controls">
        {entry.scenarios.length > 1 ? (
          <label className="atlas-field">
            <span>Start from</span>
            <select value={scenario} onChange={(event) => onScenario(Number(event.target.value))}>
              {entry.scenarios.map((candidate, index) => (
                <option key={candidate.label} value={index}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="atlas-muted">Starts from: {entry.scenarios[0]?.label}</p>
        )}
        <button type="button" className="button button--secondary button--small" onClick={onReset}>
          Restart
        </button>
      </div>

      <p className="atlas-current" aria-live="polite">
        <span className="atlas-muted">Current state: </span>
        <strong data-testid="atlas-current-state">{valueText(snapshot.value)}</strong>
        {finished ? <span className="atlas-badge">{snapshot.status === 'done' ? 'final' : snapshot.status}</span> : null}
      </p>
      {snapshot.tags.size > 0 ? <p className="atlas-muted">Tags: {[...snapshot.tags].join(', ')}</p> : null}

      {user.length > 0 ? (
        <div className="atlas-group" role="group" aria-label="Events">
          <h3>Events</h3>
          {user.map((candidate) => (
            <EventButton key={candidate.label} candidate={candidate} onSend={onSend} />
          ))}
        </div>
      ) : null}

      {[...outcomes.entries()].map(([invokeId, list]) => (
        <div key={invokeId} className="atlas-group" role="group" aria-label={`Invoked actor ${invokeId}`}>
          <h3>
            Invoked: {running.get(invokeId) ?? invokeId}
            {running.get(invokeId) !== invokeId ? <span className="atlas-muted"> (id {invokeId})</span> : null}
          </h3>
          {list.map((candidate) => (
            <EventButton key={candidate.label} candidate={candidate} onSend={onSend} />
          ))}
        </div>
      ))}

      {delays.length > 0 ? (
        <div className="atlas-group" role="group" aria-label="Delays">
          <h3>Time passes</h3>
          {delays.map((candidate) => (
            <EventButton key={candidate.label} candidate={candidate} onSend={onSend} />
          ))}
        </div>
      ) : null}

      {!finished && user.length === 0 && outcomes.size === 0 && delays.length === 0 ? (
        <p className="atlas-muted">Nothing can happen in this state.</p>
      ) : null}

      <details className="atlas-context">
        <summary>Context</summary>
        <pre>{JSON.stringify(snapshot.context, null, 2)}</pre>
      </details>

      <h3>Steps</h3>
      {history.length === 0 ? (
        <p className="atlas-muted">No step yet.</p>
      ) : (
        <ol className="atlas-history" aria-label="Steps taken">
          {history.map((step, index) => (
            // Steps are only ever appended: the position is a stable key.
            <li key={index}>
              {step.label} <span aria-hidden="true">→</span>
              <span className="visually-hidden">leads to</span> <strong>{valueText(step.value)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
