import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StateValue } from 'xstate';
import { connectVerifyLetter } from '../../machines/service/verifyLetter/verifyLetter.connect.ts';
import { verifyLetterMachine } from '../../machines/service/verifyLetter/verifyLetter.machine.ts';
import type { VerifyLetterContext } from '../../machines/service/verifyLetter/verifyLetter.types.ts';
import { sampleLetterFacts, sampleLetterOfCreditReceipt } from '../../machines/service/letterOfCredit/letterOfCredit.fixtures.ts';
import { VerifyLetterView } from '../../src/features/service/verifyLetter/VerifyLetterView.tsx';
import '../../src/features/service/letterOfCredit/letterOfCredit.css';

const noop = () => {};
const { reference, code } = sampleLetterOfCreditReceipt;

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function VerifyLetterAt({ value, context = {} }: { value: StateValue; context?: Partial<VerifyLetterContext> }) {
  const snapshot = verifyLetterMachine.resolveState({ value, context: { reference: '', code: '', referenceError: null, codeError: null, failure: null, letter: null, ...context } });
  return <VerifyLetterView view={connectVerifyLetter(snapshot, noop)} />;
}

const meta = {
  title: 'Service/VerifyLetter',
  component: VerifyLetterAt,
  parameters: { docs: { description: { component: 'Check a letter (/VerificationService): each story is one state of the verifyLetter machine.' } } },
} satisfies Meta<typeof VerifyLetterAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form. */
export const Empty: Story = { args: { value: 'editing' } };

/** Fields that break their rules, asked for: each says why. */
export const InvalidFields: Story = { args: { value: 'editing', context: { reference: 'LTR-12', code: 'ABC', referenceError: 'LETTER_REFERENCE', codeError: 'LETTER_CODE' } } };

/** Looking the letter up: the form waits. */
export const Checking: Story = { args: { value: 'checking', context: { reference, code } } };

/** No letter matches: both are kept, the message. */
export const NoMatch: Story = { args: { value: 'editing', context: { reference, code: 'AAAA-AAAA', failure: { msgcode: 'LETTER_NOT_FOUND', message: '' } } } };

/** A genuine letter of credit: what it stated. */
export const Genuine: Story = { args: { value: 'verified', context: { reference, code, letter: { ...sampleLetterOfCreditReceipt, facts: sampleLetterFacts } } } };

/** A genuine verification of service, to whom it may concern. */
export const GenuineService: Story = {
  args: { value: 'verified', context: { reference, code, letter: { ...sampleLetterOfCreditReceipt, kind: 'serviceAtAddress', addressee: '', facts: sampleLetterFacts } } },
};
