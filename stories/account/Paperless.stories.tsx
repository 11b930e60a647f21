import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectPaperless } from '../../machines/account/paperless/paperless.connect.ts';
import { samplePaperlessAccount, samplePaperlessOn, samplePaperlessRecord } from '../../machines/account/paperless/paperless.fixtures.ts';
import { paperlessMachine } from '../../machines/account/paperless/paperless.machine.ts';
import type { PaperlessContext } from '../../machines/account/paperless/paperless.types.ts';
import { PaperlessView } from '../../src/features/account/paperless/PaperlessView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function PaperlessAt({ value, context = {} }: { value: string; context?: Partial<PaperlessContext> }) {
  const snapshot = paperlessMachine.resolveState({
    value,
    context: { accountNumber: samplePaperlessAccount, record: null, billFormat: 0, failure: null, actionFailure: null, notice: null, ...context },
  });
  return <PaperlessView view={connectPaperless(snapshot, noop)} />;
}

const meta = {
  title: 'Account/Paperless',
  component: PaperlessAt,
  parameters: { docs: { description: { component: 'Paperless billing and bill format: each story is one state of the paperless machine.' } } },
} satisfies Meta<typeof PaperlessAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the setting. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** Bills by post, detailed format. */
export const ByPost: Story = { args: { value: 'ready', context: { record: samplePaperlessRecord } } };

/** Paperless on, summary format, just turned on. */
export const PaperlessOn: Story = { args: { value: 'ready', context: { record: samplePaperlessOn, billFormat: 1, notice: 'paperlessOn' } } };

/** Turning paperless on: the page waits. */
export const TurningOn: Story = { args: { value: 'turningOn', context: { record: samplePaperlessRecord } } };

/** Turning on was refused: this account may not change it. */
export const TurnOnRefused: Story = { args: { value: 'ready', context: { record: samplePaperlessRecord, actionFailure: { msgcode: 'GEN403', message: '' } } } };

/** Turning paperless off: the page waits. */
export const TurningOff: Story = { args: { value: 'turningOff', context: { record: samplePaperlessOn, billFormat: 1 } } };

/** A new bill format chosen, not saved yet. */
export const FormatChanged: Story = { args: { value: 'ready', context: { record: samplePaperlessRecord, billFormat: 1 } } };

/** Saving the bill format. */
export const SavingFormat: Story = { args: { value: 'savingFormat', context: { record: samplePaperlessRecord, billFormat: 1 } } };

/** The bill format is saved. */
export const FormatSaved: Story = { args: { value: 'ready', context: { record: samplePaperlessOn, billFormat: 1, notice: 'formatSaved' } } };
