import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectNewConnection } from '../../machines/service/newConnection/newConnection.connect.ts';
import { sampleNewConnectionReceipt, sampleOwner, sampleOwnerAnswers, sampleQuote, sampleSiteAnswers, sampleSketch } from '../../machines/service/newConnection/newConnection.fixtures.ts';
import { newConnectionMachine } from '../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionContext } from '../../machines/service/newConnection/newConnection.types.ts';
import { detailsErrors, newConnectionFormOf, siteErrors } from '../../src/domain/newConnection.ts';
import { NewConnectionPage } from '../../src/features/service/newConnection/NewConnectionPage.tsx';
import { NewConnectionView } from '../../src/features/service/newConnection/NewConnectionView.tsx';
import { withRouter } from '../support/router.tsx';
import { persistedAt, storySavedFormCalls, storySavedFormId } from '../support/savedForms.ts';

const noop = () => {};
const upload = () => Promise.resolve(sampleSketch);

const blank: NewConnectionContext = { owner: sampleOwner, form: newConnectionFormOf(sampleOwner), errors: {}, sketch: null, quote: null, accepted: false, acceptError: null, failure: null, receipt: null };
/** Every answer given, the sketch uploaded and the quotation read. */
const answered: Partial<NewConnectionContext> = { form: { ...newConnectionFormOf(null), ...sampleOwnerAnswers, ...sampleSiteAnswers }, sketch: sampleSketch, quote: sampleQuote };

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function NewConnectionAt({ value, context = {} }: { value: string; context?: Partial<NewConnectionContext> }) {
  const snapshot = newConnectionMachine.resolveState({ value, context: { ...blank, ...context } });
  return <NewConnectionView view={connectNewConnection(snapshot, noop)} upload={upload} trackLink={(reference) => <a href={`#track-${reference}`}>Track this request</a>} />;
}

const meta = {
  title: 'Service/NewConnection',
  component: NewConnectionAt,
  parameters: { docs: { description: { component: 'The new connection request (signed in and not): each story is one state of the newConnection machine.' } } },
} satisfies Meta<typeof NewConnectionAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the spec's defaults, the owner filled in from the profile. */
export const Details: Story = { args: { value: 'details' } };

/** A visitor pressed Next on an empty form, with a supply that is not new: each field says what is missing. */
export const DetailsInvalid: Story = {
  args: { value: 'details', context: { owner: null, form: { ...newConnectionFormOf(null), natureOfSupply: 'Upgrade' }, errors: detailsErrors({ ...newConnectionFormOf(null), natureOfSupply: 'Upgrade' }) } },
};

/** The site: the address, the distance to the pole and the sketch. */
export const Site: Story = { args: { value: 'site', context: { ...answered, quote: null } } };

/** Next pressed with nothing given on the site. */
export const SiteInvalid: Story = { args: { value: 'site', context: { errors: siteErrors(newConnectionFormOf(sampleOwner), false) } } };

/** The server prices the connection. */
export const Quoting: Story = { args: { value: 'quoting', context: answered } };

/** No quotation: Try again, or Back to the site. */
export const QuoteFailed: Story = { args: { value: 'quoteFailed', context: { ...answered, quote: null, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The quotation: its lines, total and validity, to accept. */
export const Quoted: Story = { args: { value: 'quoted', context: answered } };

/** Next without accepting. */
export const QuoteNotAccepted: Story = { args: { value: 'quoted', context: { ...answered, acceptError: 'NC_QUOTE_ACCEPT' } } };

/** The quotation had expired at submission: a fresh one, to read and accept again. */
export const QuoteRenewed: Story = { args: { value: 'quoted', context: { ...answered, failure: { msgcode: 'NC_QUOTE_EXPIRED', message: '' } } } };

/** The review of every answer and the accepted total. */
export const Review: Story = { args: { value: 'review', context: { ...answered, accepted: true } } };

/** Submitting: the buttons wait. */
export const Submitting: Story = { args: { value: 'submitting', context: { ...answered, accepted: true } } };

/** The submission failed: the review says why; Submit tries again. */
export const SubmitFailed: Story = { args: { value: 'review', context: { ...answered, accepted: true, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Signed in: the reference and the way to the tracker. */
export const Done: Story = { args: { value: 'done', context: { ...answered, accepted: true, receipt: sampleNewConnectionReceipt } } };

/** A visitor: the reference to track the request with the email or phone given. */
export const DoneVisitor: Story = { args: { value: 'done', context: { ...answered, owner: null, accepted: true, receipt: sampleNewConnectionReceipt } } };

const connectionCalls = { quote: () => Promise.resolve(sampleQuote), submit: () => Promise.resolve(sampleNewConnectionReceipt), upload };
/** A day the sample quotation is still valid. */
const quotedDay = '2026-11-26';

/** Signed in (/newConnection) with saved forms: a saved form resumed on the quotation, with Save for later. */
export const SaveForLater: Story = {
  args: { value: 'quoted', context: { ...answered, accepted: true } },
  decorators: [withRouter],
  parameters: { route: '/newConnection' },
  render: ({ value, context }) => {
    const snapshot = persistedAt(newConnectionMachine, value, { ...blank, ...context }, { owner: sampleOwner });
    return <NewConnectionPage owner={sampleOwner} today={quotedDay} calls={connectionCalls} savedForms={{ id: storySavedFormId, calls: storySavedFormCalls('newConnection', '/newConnection', snapshot) }} />;
  },
};

/** A saved form resumed after its quotation expired: back on the site step, saying a fresh quotation is needed. */
export const ResumedQuoteExpired: Story = {
  args: { value: 'review', context: { ...answered, accepted: true } },
  decorators: [withRouter],
  parameters: { route: '/newConnection' },
  render: ({ value, context }) => {
    const snapshot = persistedAt(newConnectionMachine, value, { ...blank, ...context }, { owner: sampleOwner });
    return <NewConnectionPage owner={sampleOwner} today="2026-12-10" calls={connectionCalls} savedForms={{ id: storySavedFormId, calls: storySavedFormCalls('newConnection', '/newConnection', snapshot) }} />;
  },
};

/** A visitor (/newConnectionPrelogin): the first step says signed-in customers can save the request, with Sign in and Register. */
export const VisitorSaveHint: Story = {
  args: { value: 'details' },
  decorators: [withRouter],
  parameters: { route: '/newConnectionPrelogin' },
  render: () => <NewConnectionPage owner={null} today={quotedDay} calls={connectionCalls} signedInRoute="/newConnection" />,
};
