import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectRateAnalysis } from '../../machines/billing/rateAnalysis/rateAnalysis.connect.ts';
import { sampleRateAnalysis, sampleRateAnalysisAccount, sampleRateAnalysisDearer, sampleRateAnalysisEmpty } from '../../machines/billing/rateAnalysis/rateAnalysis.fixtures.ts';
import { rateAnalysisMachine } from '../../machines/billing/rateAnalysis/rateAnalysis.machine.ts';
import type { RateAnalysisContext } from '../../machines/billing/rateAnalysis/rateAnalysis.types.ts';
import { RateAnalysisView } from '../../src/features/billing/rateAnalysis/RateAnalysisView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function RateAnalysisAt({ value, context = {} }: { value: string; context?: Partial<RateAnalysisContext> }) {
  const snapshot = rateAnalysisMachine.resolveState({
    value,
    context: { accountNumber: sampleRateAnalysisAccount, analysis: null, chosenTariff: null, failure: null, ...context },
  });
  return <RateAnalysisView view={connectRateAnalysis(snapshot, noop)} />;
}

const meta = {
  title: 'Billing/RateAnalysis',
  component: RateAnalysisAt,
  parameters: { docs: { description: { component: 'Rate analysis: each story is one state of the rateAnalysis machine.' } } },
} satisfies Meta<typeof RateAnalysisAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pricing the months. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The current tariff is the cheapest: it is shown month by month on its own. */
export const CurrentIsCheapest: Story = { args: { value: 'list', context: { analysis: sampleRateAnalysis, chosenTariff: 'Domestic' } } };

/** Another tariff is cheaper: the summary says how much a year, the months compare both. */
export const CheaperTariff: Story = { args: { value: 'list', context: { analysis: sampleRateAnalysisDearer, chosenTariff: 'Domestic' } } };

/** The customer chose a dearer tariff to compare month by month. */
export const DearerChosen: Story = { args: { value: 'list', context: { analysis: sampleRateAnalysis, chosenTariff: 'Medium Business' } } };

/** Fewer than 12 months billed: the differences are scaled to a year. */
export const FewMonths: Story = {
  args: { value: 'list', context: { analysis: { ...sampleRateAnalysisDearer, months: sampleRateAnalysisDearer.months.slice(-3), options: sampleRateAnalysisDearer.options.map((option) => ({ ...option, monthly: option.monthly.slice(-3) })) }, chosenTariff: 'Domestic' } },
};

/** No bill yet: nothing to compare. */
export const Empty: Story = { args: { value: 'empty', context: { analysis: sampleRateAnalysisEmpty } } };
