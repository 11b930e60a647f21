import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectUsageAlerts } from '../../machines/usage/usageAlerts/usageAlerts.connect.ts';
import { invalidUsageAlertFields, sampleUsageAlertsAccount, sampleUsageAlertsRecord, sampleUsageAlertsSaved, validUsageAlertFields } from '../../machines/usage/usageAlerts/usageAlerts.fixtures.ts';
import { usageAlertsMachine } from '../../machines/usage/usageAlerts/usageAlerts.machine.ts';
import type { UsageAlertsContext } from '../../machines/usage/usageAlerts/usageAlerts.types.ts';
import { UsageAlertsView } from '../../src/features/usage/usageAlerts/UsageAlertsView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function UsageAlertsAt({ value, context = {} }: { value: string; context?: Partial<UsageAlertsContext> }) {
  const snapshot = usageAlertsMachine.resolveState({
    value,
    context: { accountNumber: sampleUsageAlertsAccount, record: sampleUsageAlertsRecord, fields: { dailyThreshold: '', monthlyBudget: '' }, errors: {}, failure: null, saved: null, ...context },
  });
  return <UsageAlertsView view={connectUsageAlerts(snapshot, noop)} />;
}

const meta = {
  title: 'Usage/UsageAlerts',
  component: UsageAlertsAt,
  parameters: { docs: { description: { component: 'Usage alerts (on /usages): each story is one state of the usageAlerts machine.' } } },
} satisfies Meta<typeof UsageAlertsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the settings. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form, nothing set yet. */
export const Editing: Story = { args: { value: 'editing' } };

/** Amounts that break the rules, saved: each field says why. */
export const InvalidAmounts: Story = {
  args: { value: 'editing', context: { fields: invalidUsageAlertFields, errors: { dailyThreshold: 'USAGE_ALERT_POSITIVE', monthlyBudget: 'USAGE_ALERT_DECIMALS' } } },
};

/** Saving: the form waits. */
export const Saving: Story = { args: { value: 'saving', context: { fields: validUsageAlertFields } } };

/** The save failed: what was typed is kept, the message and Try again. */
export const SaveFailed: Story = {
  args: { value: 'editing', context: { fields: validUsageAlertFields, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** Saved, and the latest day was above the threshold: one alert sent at once, shown as the latest. */
export const Saved: Story = {
  args: { value: 'editing', context: { record: sampleUsageAlertsSaved, fields: { dailyThreshold: '25', monthlyBudget: '800.5' }, saved: sampleUsageAlertsSaved } },
};
