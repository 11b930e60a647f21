import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectViewBill } from '../../machines/billing/viewBill/viewBill.connect.ts';
import { sampleBill, sampleCreditBill, sampleExplainer, samplePastDueBill, sampleViewBillAccount } from '../../machines/billing/viewBill/viewBill.fixtures.ts';
import { viewBillMachine } from '../../machines/billing/viewBill/viewBill.machine.ts';
import type { ViewBillContext } from '../../machines/billing/viewBill/viewBill.types.ts';
import { ViewBillView } from '../../src/features/billing/viewBill/ViewBillView.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};

/** The bill shown, with the explainer in `explainer` and the PDF region in `pdf`. */
const at = (explainer: string, pdf = 'pdfIdle') => ({ showing: { explainer, pdf } });

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function ViewBillAt({ value, context = {} }: { value: string | Record<string, Record<string, string>>; context?: Partial<ViewBillContext> }) {
  const snapshot = viewBillMachine.resolveState({
    value,
    context: { accountNumber: sampleViewBillAccount, bill: null, explainer: null, against: 'previous', failure: null, pdfFailure: null, pdfLanguage: 'EN_US', ...context },
  });
  return <ViewBillView view={connectViewBill(snapshot, noop)} />;
}

const meta = {
  title: 'Billing/ViewBill',
  component: ViewBillAt,
  decorators: [withRouter],
  parameters: { route: '/ViewBill', docs: { description: { component: 'The current bill (/ViewBill): each story is one state of the viewBill machine.' } } },
} satisfies Meta<typeof ViewBillAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the bill. */
export const Loading: Story = { args: { value: 'loading' } };

/** The bill could not be read: the message and Try again. */
export const Failed: Story = { args: { value: 'failed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** No bill issued yet. */
export const NoBill: Story = { args: { value: 'noBill' } };

/** The bill: amount due, statement, charges by kind, the usage graph, Pay this bill. */
export const Bill: Story = { args: { value: at('explainerClosed'), context: { bill: sampleBill } } };

/** Past due: part of the amount was due on an earlier bill. */
export const PastDue: Story = { args: { value: at('explainerClosed'), context: { bill: samplePastDueBill } } };

/** In credit (CR) with an estimated reading; nothing to pay. */
export const Credit: Story = { args: { value: at('explainerClosed'), context: { bill: sampleCreditBill } } };

/** Reading the explanation. */
export const ExplainerLoading: Story = { args: { value: at('loadingExplainer'), context: { bill: sampleBill } } };

/** The explanation could not be read: the message and Try again. */
export const ExplainerFailed: Story = {
  args: { value: at('explainerFailed'), context: { bill: sampleBill, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** Against the previous bill: the parts add up to the difference; the projected next bill. */
export const ExplainerPrevious: Story = { args: { value: at('explainerShown'), context: { bill: sampleBill, explainer: sampleExplainer } } };

/** Against the same month last year (a rate change). */
export const ExplainerLastYear: Story = {
  args: { value: at('explainerShown'), context: { bill: sampleBill, explainer: sampleExplainer, against: 'lastYear' } },
};

/** The PDF is being made: Download PDF waits. */
export const PdfDownloading: Story = { args: { value: at('explainerClosed', 'downloadingPdf'), context: { bill: sampleBill } } };

/** The PDF could not be had: the message beside Download PDF. */
export const PdfFailed: Story = { args: { value: at('explainerClosed', 'pdfFailed'), context: { bill: sampleBill, pdfFailure: { msgcode: 'NETWORK', message: '' } } } };
