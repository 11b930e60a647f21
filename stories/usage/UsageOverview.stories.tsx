import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StateValue } from 'xstate';
import { connectUsageOverview } from '../../machines/usage/usageOverview/usageOverview.connect.ts';
import { sampleFigures, sampleLastDay, sampleSeries, sampleUsageAccount, sampleUsageMeters } from '../../machines/usage/usageOverview/usageOverview.fixtures.ts';
import { usageOverviewMachine } from '../../machines/usage/usageOverview/usageOverview.machine.ts';
import type { UsageOverviewContext } from '../../machines/usage/usageOverview/usageOverview.types.ts';
import { UsageOverviewView } from '../../src/features/usage/usageOverview/UsageOverviewView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function UsageOverviewAt({ value, context = {} }: { value: StateValue; context?: Partial<UsageOverviewContext> }) {
  const snapshot = usageOverviewMachine.resolveState({
    value,
    context: {
      accountNumber: sampleUsageAccount,
      canOverlayWeather: true,
      canDownload: true,
      meters: sampleUsageMeters,
      service: 'electric',
      view: 'day',
      anchor: sampleLastDay,
      unit: 'quantity',
      weather: false,
      display: 'chart',
      figures: null,
      failure: null,
      downloadFormat: null,
      downloadFailure: null,
      ...context,
    },
  });
  return <UsageOverviewView view={connectUsageOverview(snapshot, noop)} />;
}

const meta = {
  title: 'Usage/Usage overview',
  component: UsageOverviewAt,
  parameters: { docs: { description: { component: 'Usage (/usages): each story is one state of the usageOverview machine.' } } },
} satisfies Meta<typeof UsageOverviewAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const solarFigures = {
  series: sampleSeries('solar', { accountNumber: sampleUsageAccount, from: '2026-11-24', to: '2026-11-24', uom: 'kWh', periodicity: 'hour' }),
  previous: null,
  projection: null,
};

/** Reading the account's meters. */
export const Loading: Story = { args: { value: 'loadingMeters', context: { meters: null, service: null, anchor: '' } } };
/** The meters could not be read: the message and Try again. */
export const MetersFailed: Story = { args: { value: 'metersFailed', context: { meters: null, service: null, failure: { msgcode: 'NETWORK', message: '' } } } };
/** No meter whose usage the user may see. */
export const Empty: Story = { args: { value: 'empty', context: { meters: null, service: null } } };
/** The first figures are being read. */
export const ReadingFigures: Story = { args: { value: { figures: 'loading' } } };
/** A month by the day, with the projected days of the billing period. */
export const MonthByDay: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleFigures } } };
/** The same with the temperature on the second axis and the hot spell in the summary. */
export const WithTemperature: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleFigures, weather: true } } };
/** The same in pula. */
export const InCost: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleFigures, unit: 'cost' } } };
/** The figures as a table. */
export const AsTable: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleFigures, display: 'table', weather: true } } };
/** Solar by the hour: the net, with what went to the grid below zero. */
export const SolarByHour: Story = { args: { value: { figures: 'shown' }, context: { figures: solarFigures, service: 'solar', view: 'hour' } } };
/** Without the weather right: no temperature switch. */
export const WithoutWeatherRight: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleFigures, canOverlayWeather: false } } };
/** The next figures failed: the last ones stay, with the message and Try again. */
export const FiguresFailed: Story = { args: { value: { figures: 'failed' }, context: { figures: sampleFigures, failure: { msgcode: 'GEN500', message: 'Server error' } } } };
/** A download being made: the chart stays, the status says so. */
export const Downloading: Story = { args: { value: { figures: { shown: 'downloading' } }, context: { figures: sampleFigures, downloadFormat: 'xlsx' } } };
/** A download failed: the message beside the buttons, which try again. */
export const DownloadFailed: Story = {
  args: { value: { figures: { shown: 'downloadFailed' } }, context: { figures: sampleFigures, downloadFormat: 'espi', downloadFailure: { msgcode: 'NETWORK', message: '' } } },
};
/** Without the download right: no download buttons. */
export const WithoutDownloadRight: Story = { args: { value: { figures: 'shown' }, context: { figures: sampleFigures, canDownload: false } } };
