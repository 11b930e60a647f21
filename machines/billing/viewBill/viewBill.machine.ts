import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { BillDetails, BillExplainerData } from '../../../src/domain/bill.ts';
import { failedWith, failureParams, notProvided, toCallFailure } from '../../common/effects.ts';
import type { ExplainerRequest, PdfRequest, ViewBillContext, ViewBillEvent, ViewBillInput, ViewBillTag } from './viewBill.types.ts';

/** The call's answer when the account has no bill yet. */
export const noBillCodes = ['GEN404'] as const;

/**
 * The current bill (/ViewBill; document 1 sections 1-3): the selected account's latest bill with its
 * charges, statement, amount due and usage, and on demand its explainer (why it differs from the
 * previous bill or the same month last year, and the projected next bill). A failed read says why and
 * offers Try again; an account without a bill says so.
 */
export const viewBillMachine = setup({
  types: {
    context: {} as ViewBillContext,
    events: {} as ViewBillEvent,
    input: {} as ViewBillInput,
    tags: {} as ViewBillTag,
  },
  actors: {
    loadBill: fromPromise<BillDetails, { accountNumber: string }>(notProvided('loadBill')),
    loadExplainer: fromPromise<BillExplainerData, ExplainerRequest>(notProvided('loadExplainer')),
    /** Fetches the bill's PDF and hands it to the browser to save. */
    downloadPdf: fromPromise<void, PdfRequest>(notProvided('downloadPdf')),
  },
  guards: {
    hasNoBill: failedWith(noBillCodes),
    hasExplainer: ({ context }) => context.explainer !== null,
    isOtherComparison: ({ context, event }) => {
      assertEvent(event, 'explainer.compare');
      return event.against !== context.against && (context.explainer?.comparisons.some((change) => change.against === event.against) ?? false);
    },
  },
  actions: {
    storeFailure: assign((_, { failure }: { failure: ViewBillContext['failure'] }) => ({ failure })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'viewBill',
  description: "The selected account's current bill, and why it differs from earlier ones.",
  context: ({ input }) => ({ ...input, bill: null, explainer: null, against: 'previous', failure: null, pdfFailure: null, pdfLanguage: 'EN_US' }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the latest bill with its charge lines.',
      tags: ['loading'],
      invoke: {
        id: 'loadBill',
        src: 'loadBill',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'showing', actions: assign(({ event }) => ({ bill: event.output })), description: 'The bill is shown.' },
        onError: [
          { guard: { type: 'hasNoBill', params: failureParams }, target: 'noBill', description: 'The account has no bill yet.' },
          { target: 'failed', actions: { type: 'storeFailure', params: failureParams }, description: 'The bill could not be read: the message and Try again.' },
        ],
      },
    },
    failed: {
      description: 'The catalogue message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'bill.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    noBill: {
      description: 'No bill has been issued on the account yet.',
      tags: ['empty'],
    },
    showing: {
      description: 'The bill: amount due, due date, statement, charges by kind and the usage graph; its explainer and its PDF.',
      tags: ['bill'],
      type: 'parallel',
      states: {
        explainer: {
          description: 'Why this bill differs from earlier ones, folded away until asked for.',
          initial: 'explainerClosed',
          states: {
            explainerClosed: {
              description: 'The explainer is folded away.',
              on: {
                'explainer.open': [
                  { guard: 'hasExplainer', target: 'explainerShown', description: 'Opened again: the explanation already read is shown.' },
                  { target: 'loadingExplainer', description: 'Opened the first time: the explanation is read.' },
                ],
              },
            },
            loadingExplainer: {
              description: 'Reading why this bill differs from earlier ones.',
              tags: ['explainerOpen', 'explainerBusy'],
              invoke: {
                id: 'loadExplainer',
                src: 'loadExplainer',
                input: ({ context }) => ({ accountNumber: context.accountNumber, billNumber: context.bill?.billNumber ?? '' }),
                onDone: {
                  target: 'explainerShown',
                  actions: assign(({ event }) => ({
                    explainer: event.output,
                    against: event.output.comparisons[0]?.against ?? 'previous',
                  })),
                  description: 'The parts of the difference are shown, against the previous bill first.',
                },
                onError: { target: 'explainerFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The explanation could not be read: the message and Try again.' },
              },
              on: { 'explainer.close': { target: 'explainerClosed', description: 'Folded away before the answer came (it is read again next time).' } },
            },
            explainerFailed: {
              description: 'The explainer says why it could not be read, with Try again.',
              tags: ['explainerOpen', 'explainerFailed'],
              on: {
                'explainer.retry': { target: 'loadingExplainer', actions: 'clearFailure', description: 'The user pressed Try again.' },
                'explainer.close': { target: 'explainerClosed', actions: 'clearFailure', description: 'Folded away.' },
              },
            },
            explainerShown: {
              description: 'The difference against one earlier bill, in parts that add up to it, and the projected next bill.',
              tags: ['explainerOpen'],
              on: {
                'explainer.compare': {
                  guard: 'isOtherComparison',
                  actions: assign(({ event }) => ({ against: event.against })),
                  description: 'The other comparison (previous bill or same month last year) is chosen.',
                },
                'explainer.close': { target: 'explainerClosed', description: 'Folded away.' },
              },
            },
          },
        },
        pdf: {
          description: 'The bill as a PDF, saved on demand.',
          initial: 'pdfIdle',
          states: {
            pdfIdle: {
              description: 'Download PDF is offered.',
              on: {
                'pdf.download': {
                  target: 'downloadingPdf',
                  actions: assign(({ event }) => ({ pdfLanguage: event.language })),
                  description: 'The user pressed Download PDF (in the page\'s language).',
                },
              },
            },
            downloadingPdf: {
              description: 'The PDF is being made and saved.',
              tags: ['pdfBusy'],
              invoke: {
                id: 'downloadPdf',
                src: 'downloadPdf',
                input: ({ context }) => ({ accountNumber: context.accountNumber, billNumber: context.bill?.billNumber ?? '', language: context.pdfLanguage }),
                onDone: { target: 'pdfIdle', description: 'Saved: Download PDF is offered again.' },
                onError: {
                  target: 'pdfFailed',
                  actions: assign(({ event }) => ({ pdfFailure: toCallFailure(event.error) })),
                  description: 'The PDF could not be had: the message, and Download PDF tries again.',
                },
              },
            },
            pdfFailed: {
              description: 'The failure is shown beside Download PDF.',
              tags: ['pdfFailed'],
              on: {
                'pdf.download': {
                  target: 'downloadingPdf',
                  actions: assign(({ event }) => ({ pdfLanguage: event.language, pdfFailure: null })),
                  description: 'The user pressed Download PDF again.',
                },
              },
            },
          },
        },
      },
    },
  },
});
