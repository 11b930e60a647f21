/**
 * The files of a new flow, as code: each function returns one file's text for the names of
 * scripts/new-flow/names.ts. The skeleton is a small real flow (load, a form step with one
 * validated field, a submit that can fail and be tried again, a done step with a step tracker), so
 * every generated test checks something a user sees. Replace the sample field and the stub
 * server with the flow's own, keeping the shape.
 */
import type { FlowNames } from './names.ts';

/** Where the files that the platform may move are, as import paths from each generated file. */
export interface ImportPaths {
  /** From src/domain/<flow>.ts to the module exporting accountNumberSchema (no extension change). */
  domainAccountNumber: string;
  /** From server/areas/<file> to the module exporting apiAreas. */
  serverApiAreas: string;
  /** From tests/server/bad-input/<flow>.ts to the module exporting apiAreas. */
  testApiAreas: string;
  /** From src/app/routes/_signedIn/<Flow>.tsx to the module exporting useSession. */
  routeSession: string;
  /** From src/features/<area>/<flow>/<Flow>Calls.ts to src/api/<flow>.ts. */
  callsApi: string;
  /** The service area key (apiAreas) the flow's calls live in. */
  apiArea: string;
  /** The server plugin's exported function name. */
  serverFunction: string;
}

const m = (n: FlowNames) => `../../../../machines/${n.area}/${n.flow}`;

export function domainModule(n: FlowNames, p: ImportPaths): string {
  return `/**
 * ${n.Flow} (${n.area}/${n.flow}): the rules, calls and types the machine, the view and the server
 * share. The sample field is a reference of 3 to 20 letters or digits; replace it with the flow's own.
 */
import * as v from 'valibot';
import { accountNumberSchema } from '${p.domainAccountNumber}';

/** Paths of the flow's calls inside the ${p.apiArea} service area. */
export const ${n.flow}Calls = {
  /** GET ?accountNumber= : what the form starts from. */
  load: '/${n.segment}',
  /** POST { accountNumber, reference } : the submission. */
  submit: '/${n.segment}/submit',
} as const;

/** The message code of a reference that breaks the rule (the field's text and the server's refusal). */
export const ${n.flow}ReferenceCode = '${n.CODE}_REFERENCE';

export const ${n.flow}ReferenceSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{3,20}$/, ${n.flow}ReferenceCode));

/** The rule the machine's guard, the view and the server share. */
export function is${n.Flow}Reference(value: string): boolean {
  return v.is(${n.flow}ReferenceSchema, value);
}

export const ${n.flow}LoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const ${n.flow}SubmitBodySchema = v.strictObject({ accountNumber: accountNumberSchema, reference: ${n.flow}ReferenceSchema });

export type ${n.Flow}SubmitBody = v.InferOutput<typeof ${n.flow}SubmitBodySchema>;

/** What the load answers: the reference last submitted for the account ('' when none). */
export interface ${n.Flow}Record {
  accountNumber: string;
  reference: string;
}

export interface ${n.Flow}Receipt {
  confirmationNumber: string;
}
`;
}

export function apiModule(n: FlowNames, p: ImportPaths): string {
  return `/** Calls of ${n.Flow} (src/domain/${n.flow}.ts): the data, or a thrown { msgcode, message }. */
import { ${n.flow}Calls, type ${n.Flow}Receipt, type ${n.Flow}Record, type ${n.Flow}SubmitBody } from '../domain/${n.flow}.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const ${n.flow}Api = {
  load: (accountNumber: string) => unwrap(apiGet<${n.Flow}Record>('${p.apiArea}', ${n.flow}Calls.load, { accountNumber })),
  submit: (body: ${n.Flow}SubmitBody) => unwrap(apiPost<${n.Flow}Receipt>('${p.apiArea}', ${n.flow}Calls.submit, body)),
};
`;
}

export function machineTypes(n: FlowNames): string {
  return `import type { ${n.Flow}Receipt, ${n.Flow}Record, ${n.Flow}SubmitBody } from '../../../src/domain/${n.flow}.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface ${n.Flow}Input {
  /** The selected service account. */
  accountNumber: string;
}

export interface ${n.Flow}Context extends ${n.Flow}Input {
  /** What the form started from. */
  record: ${n.Flow}Record | null;
  /** The reference as typed. */
  reference: string;
  /** The rule the typed reference breaks, shown once the user submitted it. */
  referenceError: string | null;
  /** Why the load or the last submission failed. */
  failure: CallFailure | null;
  receipt: ${n.Flow}Receipt | null;
}

export type ${n.Flow}Event = { type: '${n.flow}.retry' } | { type: '${n.flow}.change'; reference: string } | { type: '${n.flow}.submit' };

export type ${n.Flow}StepId = 'details' | 'done';

export type ${n.Flow}Tag = 'loading' | 'failed' | 'busy' | StepTag<${n.Flow}StepId>;

export type ${n.Flow}SubmitInput = ${n.Flow}SubmitBody;
`;
}

export function machine(n: FlowNames): string {
  return `import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { is${n.Flow}Reference, ${n.flow}ReferenceCode, type ${n.Flow}Receipt, type ${n.Flow}Record } from '../../../src/domain/${n.flow}.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { ${n.Flow}Context, ${n.Flow}Event, ${n.Flow}Input, ${n.Flow}StepId, ${n.Flow}SubmitInput, ${n.Flow}Tag } from './${n.flow}.types.ts';

/** The step tracker: the details form, then the confirmation. */
export const ${n.flow}Steps = defineSteps([
  { id: 'details', labelId: '${n.messages}.step.details' },
  { id: 'done', labelId: '${n.messages}.step.done' },
] as const satisfies readonly { id: ${n.Flow}StepId; labelId: string }[]);

/**
 * ${n.Flow}: reads what the form starts from, takes one reference (3 to 20 letters or digits), submits
 * it and shows the confirmation. A failed load offers Try again; a failed submission keeps what was
 * typed, says why, and the same button tries again.
 */
export const ${n.flow}Machine = setup({
  types: {
    context: {} as ${n.Flow}Context,
    events: {} as ${n.Flow}Event,
    input: {} as ${n.Flow}Input,
    tags: {} as ${n.Flow}Tag,
  },
  actors: {
    load${n.Flow}: fromPromise<${n.Flow}Record, { accountNumber: string }>(notProvided('load${n.Flow}')),
    submit${n.Flow}: fromPromise<${n.Flow}Receipt, ${n.Flow}SubmitInput>(notProvided('submit${n.Flow}')),
  },
  guards: {
    isReferenceValid: ({ context }) => is${n.Flow}Reference(context.reference),
  },
  actions: {
    storeReference: assign(({ event }) => {
      assertEvent(event, '${n.flow}.change');
      return { reference: event.reference, referenceError: null };
    }),
    markReferenceInvalid: assign({ referenceError: ${n.flow}ReferenceCode }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: '${n.flow}',
  description: '${n.Flow}: one reference, checked, submitted and confirmed.',
  context: ({ input }) => ({ ...input, record: null, reference: '', referenceError: null, failure: null, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the form starts from.',
      tags: ['loading', 'step:details'],
      invoke: {
        id: 'load${n.Flow}',
        src: 'load${n.Flow}',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ record: event.output, reference: event.output.reference })),
          description: 'The form opens with the reference last submitted.',
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Nothing to start from: the message and Try again.',
        },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed', 'step:details'],
      on: { '${n.flow}.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    editing: {
      description: 'The form: the reference, with its rule shown once the user submitted it.',
      tags: ['step:details'],
      on: {
        '${n.flow}.change': { actions: 'storeReference', description: 'The user types.' },
        '${n.flow}.submit': [
          { guard: 'isReferenceValid', target: 'submitting', actions: 'clearFailure', description: 'The reference keeps the rule: it is sent.' },
          { actions: 'markReferenceInvalid', description: 'It breaks the rule: the field says why; nothing is sent.' },
        ],
      },
    },
    submitting: {
      description: 'The reference is being submitted; the form waits.',
      tags: ['busy', 'step:details'],
      invoke: {
        id: 'submit${n.Flow}',
        src: 'submit${n.Flow}',
        input: ({ context }) => ({ accountNumber: context.accountNumber, reference: context.reference }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ receipt: event.output })),
          description: 'Accepted: the confirmation.',
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Refused or failed: the form keeps the reference and says why; Try again sends it again.',
        },
      },
    },
    done: {
      description: 'The confirmation number.',
      type: 'final',
      tags: ['step:done'],
    },
  },
});
`;
}

export function connect(n: FlowNames): string {
  return `import type { SnapshotFrom } from 'xstate';
import type { ${n.Flow}Receipt } from '../../../src/domain/${n.flow}.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { ${n.flow}Steps, type ${n.flow}Machine } from './${n.flow}.machine.ts';
import type { ${n.Flow}Event } from './${n.flow}.types.ts';

export type ${n.Flow}Status = 'loading' | 'failed' | 'editing' | 'done';

export interface ${n.Flow}ViewModel {
  status: ${n.Flow}Status;
  steps: StepItem[];
  /** The submission is under way: the form waits. */
  busy: boolean;
  reference: string;
  /** The rule code the reference breaks (after a submit), or null. */
  referenceError: string | null;
  /** Why the load (status 'failed') or the last submission (status 'editing') failed. */
  failure: CallFailure | null;
  receipt: ${n.Flow}Receipt | null;
  change: (reference: string) => void;
  submit: () => void;
  retry: () => void;
}

export function connect${n.Flow}(snapshot: SnapshotFrom<typeof ${n.flow}Machine>, send: (event: ${n.Flow}Event) => void): ${n.Flow}ViewModel {
  const { context } = snapshot;
  const status: ${n.Flow}Status = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.matches('done') ? 'done' : 'editing';
  return {
    status,
    steps: stepItems(${n.flow}Steps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    reference: context.reference,
    referenceError: context.referenceError,
    failure: context.failure,
    receipt: context.receipt,
    change: (reference) => send({ type: '${n.flow}.change', reference }),
    submit: () => send({ type: '${n.flow}.submit' }),
    retry: () => send({ type: '${n.flow}.retry' }),
  };
}
`;
}

export function fixtures(n: FlowNames): string {
  return `/** Sample data of ${n.Flow} (catalogue, machine tests, stories, view paths). */
import type { ${n.Flow}Receipt, ${n.Flow}Record } from '../../../src/domain/${n.flow}.ts';

export const sample${n.Flow}Account = '300041526371';

export const sample${n.Flow}Record: ${n.Flow}Record = { accountNumber: sample${n.Flow}Account, reference: '' };

/** A reference that keeps the rule, and one that breaks it. */
export const valid${n.Flow}Reference = 'AB1234';
export const invalid${n.Flow}Reference = 'x!';

export const sample${n.Flow}Receipt: ${n.Flow}Receipt = { confirmationNumber: '${n.CODE.slice(0, 3)}-20261128-0001' };
`;
}

export function catalogueEntry(n: FlowNames): string {
  return `/** Catalogue entry of ${n.Flow}: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalid${n.Flow}Reference, sample${n.Flow}Account, sample${n.Flow}Receipt, sample${n.Flow}Record, valid${n.Flow}Reference } from './${n.flow}.fixtures.ts';
import { ${n.flow}Machine } from './${n.flow}.machine.ts';

export const ${n.flow}Entry = entry({
  id: '${n.flow}',
  title: '${n.Flow}',
  description: '${n.Flow} (/${n.Flow}): one reference, checked against its rule, submitted and confirmed; a failed load or submission says why and offers Try again.',
  machine: ${n.flow}Machine,
  kind: 'flow',
  view: 'src/features/${n.area}/${n.flow}/${n.Flow}Page.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sample${n.Flow}Account } }],
  events: [
    { type: '${n.flow}.change', reference: valid${n.Flow}Reference },
    { type: '${n.flow}.change', reference: invalid${n.Flow}Reference },
    { type: '${n.flow}.submit' },
    { type: '${n.flow}.retry' },
  ],
  outcomes: {
    load${n.Flow}: [resolves('load${n.Flow}', sample${n.Flow}Record, 'resolve: nothing submitted yet'), rejects('load${n.Flow}', callFailure('NETWORK'), 'reject: network down')],
    submit${n.Flow}: [resolves('submit${n.Flow}', sample${n.Flow}Receipt, 'resolve: accepted'), rejects('submit${n.Flow}', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the typed reference; the view shows the field rule and the failure.
  serializeState: (s) => JSON.stringify([s.value, s.context.reference, s.context.referenceError, s.context.failure?.msgcode ?? null]),
});
`;
}

export function featureText(n: FlowNames): string {
  return `import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where ${n.Flow}'s pages find the text of a message code: the flow's own, then the error catalogue. */
export const ${n.flow}Texts: FailureTexts = { prefixes: ['${n.messages}.code', 'error'], fallback: '${n.messages}.failed' };
`;
}

export function featureCalls(n: FlowNames, p: ImportPaths): string {
  return `/**
 * ${n.Flow}: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { ${n.flow}Machine } from '${m(n)}/${n.flow}.machine.ts';
import type { ${n.Flow}SubmitInput } from '${m(n)}/${n.flow}.types.ts';
import type { ${n.Flow}Receipt, ${n.Flow}Record } from '../../../domain/${n.flow}.ts';
import { ${n.flow}Api } from '${p.callsApi}';

export interface ${n.Flow}Calls {
  load: (accountNumber: string) => Promise<${n.Flow}Record>;
  submit: (body: ${n.Flow}SubmitInput) => Promise<${n.Flow}Receipt>;
}

export const ${n.flow}ApiCalls: ${n.Flow}Calls = ${n.flow}Api;

export function provided${n.Flow}Machine(calls: ${n.Flow}Calls) {
  return ${n.flow}Machine.provide({
    actors: {
      load${n.Flow}: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      submit${n.Flow}: fromPromise(({ input }: { input: ${n.Flow}SubmitInput }) => calls.submit(input)),
    },
  });
}
`;
}

export function featureView(n: FlowNames): string {
  return `import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ${n.Flow}ViewModel } from '${m(n)}/${n.flow}.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { ${n.flow}Texts } from './${n.flow}Text.ts';

/** ${n.Flow} as the machine's view model describes it; no rule is decided here. */
export function ${n.Flow}View({ view }: { view: ${n.Flow}ViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(${n.flow}Texts);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('${n.messages}.title')}</h1>
      <p className="lead">{t('${n.messages}.intro')}</p>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.status === 'editing' ? (
        <StepForm
          title={t('${n.messages}.step.details')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          actions={
            <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t('${n.messages}.busy') : view.failure ? t('common.retry') : t('${n.messages}.submit')}
            </button>
          }
        >
          <FormAlert texts={${n.flow}Texts} failure={view.failure} />
          <TextField
            label={t('${n.messages}.field.reference')}
            hint={t('${n.messages}.field.referenceHint')}
            name="reference"
            autoComplete="off"
            maxLength={20}
            value={view.reference}
            error={error(view.referenceError)}
            readOnly={view.busy}
            onChange={(event) => view.change(event.target.value)}
          />
        </StepForm>
      ) : null}
      {view.status === 'done' ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('${n.messages}.step.done')}
          </h2>
          <p>{t('${n.messages}.done', { confirmationNumber: view.receipt?.confirmationNumber ?? '' })}</p>
        </section>
      ) : null}
    </div>
  );
}
`;
}

export function featurePage(n: FlowNames): string {
  return `import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connect${n.Flow} } from '${m(n)}/${n.flow}.connect.ts';
import { ${n.flow}ApiCalls, provided${n.Flow}Machine, type ${n.Flow}Calls } from './${n.flow}Calls.ts';
import { ${n.Flow}View } from './${n.Flow}View.tsx';

/** ${n.Flow} (/${n.Flow}) for the selected account: its own machine, with the portal's calls or fakes. */
export function ${n.Flow}Page({ accountNumber, calls = ${n.flow}ApiCalls }: { accountNumber: string; calls?: ${n.Flow}Calls }) {
  const machine = useMemo(() => provided${n.Flow}Machine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <${n.Flow}View view={connect${n.Flow}(snapshot, send)} />;
}
`;
}

export function route(n: FlowNames, p: ImportPaths): string {
  return `import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '${p.routeSession}';
import { requireRight } from '../../guards.ts';
import { ${n.Flow}Page } from '../../../features/${n.area}/${n.flow}/${n.Flow}Page.tsx';

// Signed in with a service account selected; others go to /.
export const Route = createFileRoute('/_signedIn/${n.Flow}')({
  beforeLoad: requireRight((session) => session.account !== null),
  component: function ${n.Flow}() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <${n.Flow}Page key={accountNumber} accountNumber={accountNumber} />;
  },
});
`;
}

/** The flow's texts in the four languages (keys under `<area>.<flow>.`). */
export function messages(n: FlowNames): Record<'EN_US' | 'EN_UK' | 'ES' | 'FR', Record<string, string>> {
  const k = (key: string) => `${n.messages}.${key}`;
  const code = k(`code.${n.CODE}_REFERENCE`);
  const en = {
    [k('title')]: n.Flow,
    [k('intro')]: 'Enter the reference and submit it. Replace this text with what the flow is for.',
    [k('step.details')]: 'Details',
    [k('step.done')]: 'Confirmation',
    [k('field.reference')]: 'Reference',
    [k('field.referenceHint')]: '3 to 20 letters or digits',
    [code]: 'Enter 3 to 20 letters or digits.',
    [k('submit')]: 'Submit',
    [k('busy')]: 'Submitting…',
    [k('done')]: 'Submitted. Your confirmation number is {confirmationNumber}.',
    [k('failed')]: 'The reference could not be submitted. Please try again.',
  };
  return {
    EN_US: en,
    EN_UK: en,
    ES: {
      [k('title')]: n.Flow,
      [k('intro')]: 'Introduzca la referencia y envíela. Sustituya este texto por el propósito del trámite.',
      [k('step.details')]: 'Datos',
      [k('step.done')]: 'Confirmación',
      [k('field.reference')]: 'Referencia',
      [k('field.referenceHint')]: 'De 3 a 20 letras o cifras',
      [code]: 'Introduzca de 3 a 20 letras o cifras.',
      [k('submit')]: 'Enviar',
      [k('busy')]: 'Enviando…',
      [k('done')]: 'Enviado. Su número de confirmación es {confirmationNumber}.',
      [k('failed')]: 'No se pudo enviar la referencia. Inténtelo de nuevo.',
    },
    FR: {
      [k('title')]: n.Flow,
      [k('intro')]: 'Saisissez la référence et envoyez-la. Remplacez ce texte par l’objet de la démarche.',
      [k('step.details')]: 'Détails',
      [k('step.done')]: 'Confirmation',
      [k('field.reference')]: 'Référence',
      [k('field.referenceHint')]: 'De 3 à 20 lettres ou chiffres',
      [code]: 'Saisissez de 3 à 20 lettres ou chiffres.',
      [k('submit')]: 'Envoyer',
      [k('busy')]: 'Envoi…',
      [k('done')]: 'Envoyé. Votre numéro de confirmation est {confirmationNumber}.',
      [k('failed')]: 'La référence n’a pas pu être envoyée. Veuillez réessayer.',
    },
  };
}

export function story(n: FlowNames): string {
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { connect${n.Flow} } from '../../machines/${n.area}/${n.flow}/${n.flow}.connect.ts';
import { sample${n.Flow}Account, sample${n.Flow}Receipt, valid${n.Flow}Reference } from '../../machines/${n.area}/${n.flow}/${n.flow}.fixtures.ts';
import { ${n.flow}Machine } from '../../machines/${n.area}/${n.flow}/${n.flow}.machine.ts';
import type { ${n.Flow}Context } from '../../machines/${n.area}/${n.flow}/${n.flow}.types.ts';
import { ${n.Flow}View } from '../../src/features/${n.area}/${n.flow}/${n.Flow}View.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function ${n.Flow}At({ value, context = {} }: { value: string; context?: Partial<${n.Flow}Context> }) {
  const snapshot = ${n.flow}Machine.resolveState({
    value,
    context: { accountNumber: sample${n.Flow}Account, record: null, reference: '', referenceError: null, failure: null, receipt: null, ...context },
  });
  return <${n.Flow}View view={connect${n.Flow}(snapshot, noop)} />;
}

const meta = {
  title: '${n.area[0]!.toUpperCase()}${n.area.slice(1)}/${n.Flow}',
  component: ${n.Flow}At,
  parameters: { docs: { description: { component: '${n.Flow}: each story is one state of the ${n.flow} machine.' } } },
} satisfies Meta<typeof ${n.Flow}At>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the form starts from. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form. */
export const Editing: Story = { args: { value: 'editing' } };

/** A reference that breaks the rule, submitted: the field says why. */
export const InvalidReference: Story = { args: { value: 'editing', context: { reference: 'x!', referenceError: '${n.CODE}_REFERENCE' } } };

/** Submitting: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { reference: valid${n.Flow}Reference } } };

/** The submission failed: the reference is kept, the message and Try again. */
export const SubmitFailed: Story = {
  args: { value: 'editing', context: { reference: valid${n.Flow}Reference, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The confirmation. */
export const Done: Story = { args: { value: 'done', context: { reference: valid${n.Flow}Reference, receipt: sample${n.Flow}Receipt } } };
`;
}

export function serverArea(n: FlowNames, p: ImportPaths): string {
  return `/**
 * ${n.Flow}'s calls (src/domain/${n.flow}.ts) on the ${p.apiArea} service area. A stub to replace: it keeps
 * the last reference per account in memory; a real flow stores its data in a table of
 * server/db/schema (and a migration from \`npm run db:generate\`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { ${n.flow}Calls, ${n.flow}LoadQuerySchema, ${n.flow}SubmitBodySchema, type ${n.Flow}Receipt, type ${n.Flow}Record } from '../../src/domain/${n.flow}.ts';
import { linkedAccount } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function ${p.serverFunction}(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const references = new Map<string, string>();

    route.get(${n.flow}Calls.load, { auth: 'required', query: ${n.flow}LoadQuerySchema }, async ({ query, session }) => {
      await linkedAccount(ctx, session.uuid, query.accountNumber);
      return ok<${n.Flow}Record>({ accountNumber: query.accountNumber, reference: references.get(query.accountNumber) ?? '' });
    });

    route.post(${n.flow}Calls.submit, { auth: 'required', body: ${n.flow}SubmitBodySchema }, async ({ body, session }) => {
      await linkedAccount(ctx, session.uuid, body.accountNumber);
      references.set(body.accountNumber, body.reference);
      return ok<${n.Flow}Receipt>({ confirmationNumber: \`${n.CODE.slice(0, 3)}-\${randomUUID().slice(0, 8).toUpperCase()}\` });
    });
  };
}
`;
}

export function badInput(n: FlowNames, p: ImportPaths): string {
  return `/** Bad-input registration of ${n.Flow}'s calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { ${n.flow}Calls } from '../../../src/domain/${n.flow}.ts';
import { apiAreas } from '${p.testApiAreas}';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => \`\${apiAreas.${p.apiArea}}\${call}\`;

export const badInput: BadInputCalls = ({ server, customerAuth }) => ({
  get: [
    {
      name: '${n.area}/${n.segment}',
      path: path(${n.flow}Calls.load),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  post: [
    {
      name: '${n.area}/${n.segment}/submit',
      path: path(${n.flow}Calls.submit),
      headers: customerAuth,
      valid: { accountNumber: '300041526371', reference: 'AB1234' },
      required: ['accountNumber', 'reference'],
      strings: ['accountNumber', 'reference'],
      wrongTypes: [{ reference: 5 }, { reference: 'x!' }, { reference: null }, { accountNumber: 300041526371 }],
      // What a refused submission must not change: the reference the load answers.
      state: async () => (await server().request({ method: 'GET', url: \`\${path(${n.flow}Calls.load)}?accountNumber=300041526371\`, headers: customerAuth })).json(),
    },
  ],
});
`;
}

export function machineTest(n: FlowNames): string {
  const mp = `../../machines/${n.area}/${n.flow}/${n.flow}`;
  return `import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect${n.Flow} } from '${mp}.connect.ts';
import { invalid${n.Flow}Reference, sample${n.Flow}Account, sample${n.Flow}Receipt, valid${n.Flow}Reference } from '${mp}.fixtures.ts';
import { ${n.flow}Machine } from '${mp}.machine.ts';
import type { ${n.Flow}SubmitInput } from '${mp}.types.ts';
import type { ${n.Flow}Receipt, ${n.Flow}Record } from '../../src/domain/${n.flow}.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<${n.Flow}Record> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: ${n.Flow}SubmitInput): Promise<${n.Flow}Receipt> => Promise.resolve(sample${n.Flow}Receipt)),
} = {}) {
  const machine = ${n.flow}Machine.provide({
    actors: {
      load${n.Flow}: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submit${n.Flow}: fromPromise(({ input }: { input: ${n.Flow}SubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sample${n.Flow}Account } }).start();
  const view = () => connect${n.Flow}(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connect${n.Flow}>) => view().steps.map((step) => step.status);

describe('${n.flow} machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sample${n.Flow}Account);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<${n.Flow}Record>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: sample${n.Flow}Account, reference: '' });
    const { actor, view } = start({ load });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', failure: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a reference that breaks the rule is not sent: the field says why until the user types again', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(invalid${n.Flow}Reference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: '${n.CODE}_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(valid${n.Flow}Reference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(valid${n.Flow}Reference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sample${n.Flow}Account, reference: valid${n.Flow}Reference });
    expect(view()).toMatchObject({ status: 'done', receipt: sample${n.Flow}Receipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: ${n.Flow}SubmitInput) => Promise<${n.Flow}Receipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(sample${n.Flow}Receipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(valid${n.Flow}Reference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: valid${n.Flow}Reference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
`;
}

export function viewPathTest(n: FlowNames): string {
  const mp = `../../../../machines/${n.area}/${n.flow}/${n.flow}`;
  return `import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { ${n.flow}Machine } from '${mp}.machine.ts';
import type { ${n.Flow}Context, ${n.Flow}Event, ${n.Flow}Input, ${n.Flow}SubmitInput } from '${mp}.types.ts';
import type { ${n.Flow}Receipt, ${n.Flow}Record } from '../../../../src/domain/${n.flow}.ts';
import { ${n.Flow}Page } from '../../../../src/features/${n.area}/${n.flow}/${n.Flow}Page.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const field = () => screen.queryByRole('textbox', { name: new RegExp(text('${n.messages}.field.reference')) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => \`\${prefix}.\${code}\`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The form's button: waiting, Try again after a failed submission, else Submit. */
const submitLabel = (context: ${n.Flow}Context, busy: boolean) =>
  text(busy ? '${n.messages}.busy' : context.failure ? 'common.retry' : '${n.messages}.submit');

/** ${n.Flow}'s paths on its page: the user types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(${n.flow}Machine, {
  machine: '${n.flow}',
  async render(path) {
    const input = path.input as ${n.Flow}Input;
    const exact = replay(path);
    const loads = pendingCalls<[string], ${n.Flow}Record>();
    const submits = pendingCalls<[${n.Flow}SubmitInput], ${n.Flow}Receipt>();
    const { user } = await renderPortal(<${n.Flow}Page accountNumber={input.accountNumber} calls={{ load: loads.fn, submit: submits.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as ${n.Flow}Event;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'load${n.Flow}' ? loads : submits, event);
        } else if (flow.type === '${n.flow}.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === '${n.flow}.change') {
          await user.clear(field()!);
          await user.type(field()!, flow.reference);
        } else if (flow.type === '${n.flow}.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(exact.before(step).context as ${n.Flow}Context, false) }));
        } else {
          throw new Error(\`${n.flow} adapter: nothing performs \${event.type}\`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as ${n.Flow}Context;
        expect(screen.getByRole('heading', { level: 1, name: text('${n.messages}.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(field()).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(field()).toBeNull();
          return;
        }
        if (snapshot.matches('done')) {
          expect(field()).toBeNull();
          expect(screen.getByText(formatCatalogueText('${n.messages}.done', { confirmationNumber: context.receipt!.confirmationNumber }))).toBeInTheDocument();
          return;
        }
        // The form (editing, submitting): what was typed, the rule, the failure, the button.
        expect(field()).toHaveValue(context.reference);
        if (context.referenceError) expect(field()).toHaveAccessibleDescription(new RegExp(text(\`${n.messages}.code.\${context.referenceError}\`)));
        else expect(field()).not.toHaveAttribute('aria-invalid');
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['${n.messages}.code', 'error'], '${n.messages}.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
`;
}

export function e2eSpec(n: FlowNames): string {
  return `import { expect, test } from '@playwright/test';
import { ${n.flow}Calls } from '../../src/domain/${n.flow}.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = \`**/api/*\${${n.flow}Calls.submit}\`;

test('${n.flow}: a customer submits a reference and reads the confirmation; the form then starts from it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/${n.Flow}');
  await expect(page.locator('main h1')).toHaveText(t('${n.messages}.title'));
  await expect(page.getByRole('listitem').filter({ hasText: t('${n.messages}.step.details') })).toHaveAttribute('aria-current', 'step');
  const field = page.getByRole('textbox', { name: t('${n.messages}.field.reference') });
  await expectAccessible(page);
  await field.fill('AB1234');
  await page.getByRole('button', { name: t('${n.messages}.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('${n.messages}.step.done') })).toBeFocused();
  // The confirmation number the server made (server/areas: the stub's ${n.CODE.slice(0, 3)}-XXXXXXXX).
  await expect(page.locator('main')).toContainText(/${n.CODE.slice(0, 3)}-[0-9A-F]{8}/);
  await expectAccessible(page);
  await page.reload();
  await expect(field).toHaveValue('AB1234');
});

test('${n.flow}: a reference breaking the rule is refused beside the field, and a failed submission keeps it for Try again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/${n.Flow}');
  const field = page.getByRole('textbox', { name: t('${n.messages}.field.reference') });
  await field.fill('x!');
  await page.getByRole('button', { name: t('${n.messages}.submit') }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('${n.messages}.code.${n.CODE}_REFERENCE'))).toBeVisible();
  await expectAccessible(page);
  // The service fails once: the form keeps the reference and says why.
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await field.fill('CD5678');
  await page.getByRole('button', { name: t('${n.messages}.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expect(field).toHaveValue('CD5678');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('${n.messages}.step.done') })).toBeVisible();
});
`;
}
