import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectLetterOfCredit } from '../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { sampleLetterOfCreditAccount, sampleLetterOfCreditReceipt, validLetterOfCreditReference } from '../../machines/service/letterOfCredit/letterOfCredit.fixtures.ts';
import { letterOfCreditMachine } from '../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditContext } from '../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import { LetterOfCreditView } from '../../src/features/service/letterOfCredit/LetterOfCreditView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function LetterOfCreditAt({ value, context = {} }: { value: string; context?: Partial<LetterOfCreditContext> }) {
  const snapshot = letterOfCreditMachine.resolveState({
    value,
    context: { accountNumber: sampleLetterOfCreditAccount, record: null, reference: '', referenceError: null, failure: null, receipt: null, ...context },
  });
  return <LetterOfCreditView view={connectLetterOfCredit(snapshot, noop)} />;
}

const meta = {
  title: 'Service/LetterOfCredit',
  component: LetterOfCreditAt,
  parameters: { docs: { description: { component: 'LetterOfCredit: each story is one state of the letterOfCredit machine.' } } },
} satisfies Meta<typeof LetterOfCreditAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the form starts from. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form. */
export const Editing: Story = { args: { value: 'editing' } };

/** A reference that breaks the rule, submitted: the field says why. */
export const InvalidReference: Story = { args: { value: 'editing', context: { reference: 'x!', referenceError: 'SERVICE_LETTER_OF_CREDIT_REFERENCE' } } };

/** Submitting: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { reference: validLetterOfCreditReference } } };

/** The submission failed: the reference is kept, the message and Try again. */
export const SubmitFailed: Story = {
  args: { value: 'editing', context: { reference: validLetterOfCreditReference, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The confirmation. */
export const Done: Story = { args: { value: 'done', context: { reference: validLetterOfCreditReference, receipt: sampleLetterOfCreditReceipt } } };
