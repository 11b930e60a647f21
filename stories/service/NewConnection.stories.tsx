import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectNewConnection } from '../../machines/service/newConnection/newConnection.connect.ts';
import { sampleNewConnectionAccount, sampleNewConnectionReceipt, validNewConnectionReference } from '../../machines/service/newConnection/newConnection.fixtures.ts';
import { newConnectionMachine } from '../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionContext } from '../../machines/service/newConnection/newConnection.types.ts';
import { NewConnectionView } from '../../src/features/service/newConnection/NewConnectionView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function NewConnectionAt({ value, context = {} }: { value: string; context?: Partial<NewConnectionContext> }) {
  const snapshot = newConnectionMachine.resolveState({
    value,
    context: { accountNumber: sampleNewConnectionAccount, record: null, reference: '', referenceError: null, failure: null, receipt: null, ...context },
  });
  return <NewConnectionView view={connectNewConnection(snapshot, noop)} />;
}

const meta = {
  title: 'Service/NewConnection',
  component: NewConnectionAt,
  parameters: { docs: { description: { component: 'NewConnection: each story is one state of the newConnection machine.' } } },
} satisfies Meta<typeof NewConnectionAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the form starts from. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form. */
export const Editing: Story = { args: { value: 'editing' } };

/** A reference that breaks the rule, submitted: the field says why. */
export const InvalidReference: Story = { args: { value: 'editing', context: { reference: 'x!', referenceError: 'SERVICE_NEW_CONNECTION_REFERENCE' } } };

/** Submitting: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { reference: validNewConnectionReference } } };

/** The submission failed: the reference is kept, the message and Try again. */
export const SubmitFailed: Story = {
  args: { value: 'editing', context: { reference: validNewConnectionReference, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The confirmation. */
export const Done: Story = { args: { value: 'done', context: { reference: validNewConnectionReference, receipt: sampleNewConnectionReceipt } } };
