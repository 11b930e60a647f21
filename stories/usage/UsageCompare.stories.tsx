import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StateValue } from 'xstate';
import { connectUsageCompare } from '../../machines/usage/usageCompare/usageCompare.connect.ts';
import { sampleCompare, sampleCompareFigures, sampleUsageAccount, sampleUsageMeters } from '../../machines/usage/usageCompare/usageCompare.fixtures.ts';
import { usageCompareMachine } from '../../machines/usage/usageCompare/usageCompare.machine.ts';
import type { UsageCompareContext } from '../../machines/usage/usageCompare/usageCompare.types.ts';
import { UsageCompareView } from '../../src/features/usage/usageCompare/UsageCompareView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function UsageCompareAt({ value, context = {} }: { value: StateValue; context?: Partial<UsageCompareContext> }) {
  const snapshot = usageCompareMachine.resolveState({
    value,
    context: {
      accountNumber: sampleUsageAccount,
      meters: sampleUsageMeters,
      service: 'electric',
      month: '2026-11',
      unit: 'quantity',
      figures: null,
      failure: null,
      ...context,
    },
  });
  return <UsageCompareView view={connectUsageCompare(snapshot, noop)} />;
}

const meta = {
  title: 'Usage/Usage compare',
  component: UsageCompareAt,
  parameters: { docs: { description: { component: 'Compare (/Compare): each story is one state of the usageCompare machine.' } } },
} satisfies Meta<typeof UsageCompareAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the account's meters. */
export const Loading: Story = { args: { value: 'loadingMeters', context: { meters: null, service: null, month: '' } } };
/** The meters could not be read: the message and Try again. */
export const MetersFailed: Story = { args: { value: 'metersFailed', context: { meters: null, service: null, failure: { msgcode: 'NETWORK', message: '' } } } };
/** No meter whose usage the user may see. */
export const Empty: Story = { args: { value: 'empty', context: { meters: null, service: null } } };
/** The month's figures are being read. */
export const ReadingFigures: Story = { args: { value: { figures: 'loading' } } };
/** November so far against October, with similar homes. */
export const MonthWithNeighbours: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleCompare } } };
/** The same in pula. */
export const InCost: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleCompare, unit: 'cost' } } };
/** Solar: generation compared, no similar homes. */
export const Solar: Story = {
  args: { value: { figures: 'shown' }, context: { service: 'solar', figures: sampleCompareFigures({ service: 'solar', month: '2026-11', withNeighbours: false }) } },
};
/** The first month of readings: nothing earlier to compare with. */
export const NothingEarlier: Story = {
  args: { value: { figures: 'shown' }, context: { month: '2026-09', figures: sampleCompareFigures({ service: 'electric', month: '2026-09', withNeighbours: true }) } },
};
/** The next figures failed: the last ones stay, with the message and Try again. */
export const FiguresFailed: Story = { args: { value: { figures: 'failed' }, context: { figures: sampleCompare, failure: { msgcode: 'GEN500', message: 'Server error' } } } };
