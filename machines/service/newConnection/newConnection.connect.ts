import type { SnapshotFrom } from 'xstate';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import { choiceOptions, type choiceFields, type NewConnectionField } from '../../../src/domain/newConnection.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { newConnectionSteps, type newConnectionMachine } from './newConnection.machine.ts';
import type { NewConnectionContext, NewConnectionEvent } from './newConnection.types.ts';

export type NewConnectionStatus = 'details' | 'site' | 'quoting' | 'quoteFailed' | 'quoted' | 'review' | 'done';

export interface NewConnectionViewModel extends Omit<NewConnectionContext, 'owner'> {
  status: NewConnectionStatus;
  steps: StepItem[];
  /** Signed in (the owner's details came from the session) or a visitor. */
  signedIn: boolean;
  /** A call is under way: the step's buttons wait. */
  busy: boolean;
  /** The options of each choice (amps: those of the chosen capacity). */
  options: (field: (typeof choiceFields)[number]) => readonly string[];
  /** The existing meter is asked for unless the supply is new. */
  asksMeterNumber: boolean;
  next: () => void;
  back: () => void;
  retry: () => void;
  submit: () => void;
  change: (field: NewConnectionField, value: string) => void;
  sketchChanged: (documents: UploadedDocument[]) => void;
  accept: (value: boolean) => void;
}

export function connectNewConnection(snapshot: SnapshotFrom<typeof newConnectionMachine>, send: (event: NewConnectionEvent) => void): NewConnectionViewModel {
  const { context } = snapshot;
  const states = ['quoting', 'quoteFailed', 'quoted'] as const;
  const status: NewConnectionStatus = snapshot.hasTag('done')
    ? 'done'
    : (states.find((state) => snapshot.matches(state)) ??
      (snapshot.hasTag('step:details') ? 'details' : snapshot.hasTag('step:site') ? 'site' : 'review'));
  const { owner, ...rest } = context;
  return {
    ...rest,
    status,
    steps: stepItems(newConnectionSteps, (tag) => snapshot.hasTag(tag)),
    signedIn: owner !== null,
    busy: snapshot.hasTag('busy'),
    options: (field) => choiceOptions(field, context.form),
    asksMeterNumber: context.form.natureOfSupply !== 'New',
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    retry: () => send({ type: 'step.retry' }),
    submit: () => send({ type: 'step.submit' }),
    change: (field, value) => send({ type: 'newConnection.change', field, value }),
    sketchChanged: (documents) => send({ type: 'newConnection.sketch', documents }),
    accept: (value) => send({ type: 'newConnection.accept', value }),
  };
}
