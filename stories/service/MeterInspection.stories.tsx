import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectMeterInspection } from '../../machines/service/meterInspection/meterInspection.connect.ts';
import { sampleMeterInspectionAccount, sampleMeterInspectionReceipt, validMeterInspectionReference } from '../../machines/service/meterInspection/meterInspection.fixtures.ts';
import { meterInspectionMachine } from '../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionContext } from '../../machines/service/meterInspection/meterInspection.types.ts';
import { MeterInspectionView } from '../../src/features/service/meterInspection/MeterInspectionView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function MeterInspectionAt({ value, context = {} }: { value: string; context?: Partial<MeterInspectionContext> }) {
  const snapshot = meterInspectionMachine.resolveState({
    value,
    context: { accountNumber: sampleMeterInspectionAccount, record: null, reference: '', referenceError: null, failure: null, receipt: null, ...context },
  });
  return <MeterInspectionView view={connectMeterInspection(snapshot, noop)} />;
}

const meta = {
  title: 'Service/MeterInspection',
  component: MeterInspectionAt,
  parameters: { docs: { description: { component: 'MeterInspection: each story is one state of the meterInspection machine.' } } },
} satisfies Meta<typeof MeterInspectionAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the form starts from. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form. */
export const Editing: Story = { args: { value: 'editing' } };

/** A reference that breaks the rule, submitted: the field says why. */
export const InvalidReference: Story = { args: { value: 'editing', context: { reference: 'x!', referenceError: 'SERVICE_METER_INSPECTION_REFERENCE' } } };

/** Submitting: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { reference: validMeterInspectionReference } } };

/** The submission failed: the reference is kept, the message and Try again. */
export const SubmitFailed: Story = {
  args: { value: 'editing', context: { reference: validMeterInspectionReference, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The confirmation. */
export const Done: Story = { args: { value: 'done', context: { reference: validMeterInspectionReference, receipt: sampleMeterInspectionReceipt } } };
