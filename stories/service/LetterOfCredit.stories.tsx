import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StateValue } from 'xstate';
import { connectLetterOfCredit } from '../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { invalidLetterAddressee, sampleLetterFacts, sampleLetterOfCreditAccount, sampleLetterOfCreditReceipt, sampleLetterOfCreditRecord, validLetterAddressee } from '../../machines/service/letterOfCredit/letterOfCredit.fixtures.ts';
import { letterOfCreditMachine } from '../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditContext } from '../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import { LetterOfCreditView } from '../../src/features/service/letterOfCredit/LetterOfCreditView.tsx';
import '../../src/features/service/letterOfCredit/letterOfCredit.css';
import { withRouter } from '../support/router.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function LetterOfCreditAt({ value, context = {} }: { value: StateValue; context?: Partial<LetterOfCreditContext> }) {
  const snapshot = letterOfCreditMachine.resolveState({
    value,
    context: {
      accountNumber: sampleLetterOfCreditAccount,
      language: 'EN_US',
      record: sampleLetterOfCreditRecord,
      kind: 'accountStanding',
      addressee: '',
      addresseeError: null,
      failure: null,
      receipt: null,
      pdfFailure: null,
      ...context,
    },
  });
  return <LetterOfCreditView view={connectLetterOfCredit(snapshot, noop)} />;
}

const meta = {
  title: 'Service/LetterOfCredit',
  component: LetterOfCreditAt,
  // The issued letter links to /VerificationService.
  decorators: [withRouter],
  parameters: { docs: { description: { component: 'A letter of credit or of service: each story is one state of the letterOfCredit machine.' } } },
} satisfies Meta<typeof LetterOfCreditAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what a letter of the account would say. */
export const Loading: Story = { args: { value: 'loading', context: { record: null } } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { record: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form: a letter of credit, to whom it may concern, with today's facts. */
export const Editing: Story = { args: { value: 'editing' } };

/** A verification of service for a named landlord; the account is not active. */
export const ServiceAtAddress: Story = {
  args: { value: 'editing', context: { kind: 'serviceAtAddress', addressee: validLetterAddressee, record: { ...sampleLetterOfCreditRecord, facts: { ...sampleLetterFacts, active: false } } } },
};

/** An addressee that breaks the rule, asked for: the field says why. */
export const InvalidAddressee: Story = { args: { value: 'editing', context: { addressee: invalidLetterAddressee, addresseeError: 'LETTER_ADDRESSEE' } } };

/** Issuing: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { addressee: validLetterAddressee } } };

/** The request failed: the choice and the addressee are kept, the message and Try again. */
export const SubmitFailed: Story = { args: { value: 'editing', context: { addressee: validLetterAddressee, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The letter: its reference and code, the PDF and another letter. */
export const Issued: Story = { args: { value: { issued: 'ready' }, context: { receipt: sampleLetterOfCreditReceipt } } };

/** The PDF is being fetched. */
export const Downloading: Story = { args: { value: { issued: 'downloading' }, context: { receipt: sampleLetterOfCreditReceipt } } };

/** The PDF did not come: the message; the button tries again. */
export const DownloadFailed: Story = { args: { value: { issued: 'ready' }, context: { receipt: sampleLetterOfCreditReceipt, pdfFailure: { msgcode: 'NETWORK', message: '' } } } };
