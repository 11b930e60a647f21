import { assertEvent, assign, fromPromise, setup, type AnyActorRef, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import { detectCardBrand, paymentDefaults, type PaymentMethodType, type SavedPaymentMethod, type WalletApproval, type WalletType } from '../../../src/domain/payment.ts';
import {
  bankCheck,
  bankDetailsOf,
  cardCheck,
  cardDetailsOf,
  emptyBankFields,
  emptyCardFields,
  isRoutingNumberComplete,
  nicknameIssue,
  passes,
} from '../../../src/domain/paymentForms.ts';
import { notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type {
  PaymentMethodContext,
  PaymentMethodDraft,
  PaymentMethodEvent,
  PaymentMethodInput,
  PaymentMethodSelection,
  RoutingLookup,
  PaymentMethodTag,
} from './paymentMethod.types.ts';

/** Saved methods that can pay (an expired card cannot). */
export function usableSavedMethods(context: Pick<PaymentMethodContext, 'savedMethods' | 'allowSaved'>): SavedPaymentMethod[] {
  return context.allowSaved ? context.savedMethods.filter((method) => !method.isExpired) : [];
}

/** Wallets the customer may choose: those the gateway offers, when this payment may use one. */
export function usableWallets(context: Pick<PaymentMethodContext, 'wallets' | 'allowWallet' | 'allowNew'>): readonly WalletType[] {
  return context.allowWallet && context.allowNew ? context.wallets : [];
}

function initialContext(input: PaymentMethodInput): PaymentMethodContext {
  const usable = usableSavedMethods(input);
  const saveRequired = input.saveRequired === true && input.allowSave;
  // A wallet chosen before cannot come back where a wallet may not pay (a payment now scheduled).
  const previous = input.previous?.paymentMethod === 'Wallet' && !input.allowWallet ? null : (input.previous ?? null);
  // The default of document 2 section 9 (a saved method) when there is one to use.
  const defaultChoice: PaymentMethodType | null =
    usable.length > 0 ? paymentDefaults.paymentMethod : input.allowNew ? (input.allowCard === false ? 'NewBankAccount' : 'NewCard') : null;
  // Payment default of document 2 section 9: SavedPaymentMethod (the default one) when there is one.
  const choice = previous?.paymentMethod ?? defaultChoice;
  const saved = previous?.savedPaymentMethod ?? (usable.find((method) => method.isDefault) ?? usable[0])?.paymentTokenId ?? null;
  const given = input.draft ?? previous?.draft ?? null;
  const draft = given?.choice === 'Wallet' && !input.allowWallet ? { ...given, choice: defaultChoice } : given;
  const fromSelection = {
    choice,
    savedPaymentMethod: saved,
    card: previous?.card
      ? {
          nameOnCard: previous.card.nameOnCard,
          cardNumber: previous.card.cardNumber,
          expiryMonth: String(previous.card.expiryMonth),
          expiryYear: String(previous.card.expiryYear),
          cvv: previous.card.cvv,
        }
      : emptyCardFields,
    bank: previous?.bank ? { ...previous.bank } : emptyBankFields,
    options: {
      saveMethod: previous?.saveMethod ?? saveRequired,
      nickName: previous?.nickName ?? '',
      setDefaultPayment: previous?.setDefaultPayment ?? false,
    },
    routing: previous?.bank ? { routingNumber: previous.bank.routingNumber, bankName: previous.display.bankName } : null,
    walletType: previous?.wallet?.walletType ?? null,
  };
  // The form exactly as typed when there is one (a saved method that is gone falls back to the default).
  const form = draft
    ? { ...draft, savedPaymentMethod: usable.some((method) => method.paymentTokenId === draft.savedPaymentMethod) ? draft.savedPaymentMethod : saved }
    : fromSelection;
  return {
    savedMethods: input.savedMethods,
    allowSaved: input.allowSaved,
    allowNew: input.allowNew,
    allowCard: input.allowCard !== false,
    allowSave: input.allowSave,
    saveRequired,
    allowWallet: input.allowWallet,
    wallets: [],
    today: input.today,
    ...form,
    options: saveRequired ? { ...form.options, saveMethod: true } : form.options,
    // An approval is used once: coming back to this step means approving again.
    walletApproval: null,
    continueAfterLookup: false,
    errors: {},
    formError: null,
    failure: null,
  };
}

/** Field codes of the chosen method's form (empty when it can be used). */
export function selectionIssues(context: PaymentMethodContext): Pick<PaymentMethodContext, 'errors' | 'formError'> {
  const saveIssue = context.choice !== 'SavedPaymentMethod' && context.options.saveMethod ? nicknameIssue(context.options.nickName) : null;
  const withSave = (errors: Record<string, string | undefined>) => (saveIssue ? { ...errors, nickName: saveIssue } : errors);
  switch (context.choice) {
    case 'SavedPaymentMethod': {
      const usable = usableSavedMethods(context).some((method) => method.paymentTokenId === context.savedPaymentMethod);
      return { errors: usable ? {} : { savedPaymentMethod: 'PAY_SAVED_METHOD_REQUIRED' }, formError: null };
    }
    case 'NewCard': {
      if (!context.allowCard) return { errors: { choice: 'PAY_METHOD_TYPE' }, formError: null };
      const check = cardCheck(context.card, context.today);
      return { errors: withSave(check.fields), formError: check.form };
    }
    case 'Wallet': {
      const wallets = usableWallets(context);
      if (wallets.length === 0) return { errors: { choice: 'PAY_WALLET_NOT_OFFERED' }, formError: null };
      return { errors: context.walletType && wallets.includes(context.walletType) ? {} : { walletType: 'PAY_WALLET_TYPE' }, formError: null };
    }
    case 'NewBankAccount': {
      const check = bankCheck(context.bank);
      const unknownBank =
        passes(check) && context.routing?.routingNumber === context.bank.routingNumber.trim() && !context.routing.bankName;
      return { errors: withSave(unknownBank ? { routingNumber: 'PAY_ROUTING_UNKNOWN' } : check.fields), formError: check.form };
    }
    default:
      return { errors: { choice: 'PAY_METHOD_TYPE' }, formError: null };
  }
}

const hasNoIssues = (issues: Pick<PaymentMethodContext, 'errors' | 'formError'>) =>
  issues.formError === null && Object.values(issues.errors).every((code) => !code);

/** The bank of the typed routing number is known (looked up and found). */
const bankIsKnown = (context: PaymentMethodContext) =>
  context.routing !== null && context.routing.routingNumber === context.bank.routingNumber.trim() && context.routing.bankName !== null;

/** The step's output; only called once the chosen method's form is valid. */
/** The form as typed: what the step reopens with when the customer comes back to it. */
function draftOf(context: PaymentMethodContext): PaymentMethodDraft {
  const { choice, savedPaymentMethod, card, bank, options, routing, walletType } = context;
  return { choice, savedPaymentMethod, card, bank, options, routing, walletType };
}

/**
 * The draft of a running payment-method step, read by the parent flow when the customer goes back
 * from it (the step is stopped then, and would otherwise lose what was typed). Null when the step
 * is not running (as in a graph traversal, which has no live children).
 */
export function runningDraft(parent: AnyActorRef, childId: string): PaymentMethodDraft | null {
  try {
    const child = (parent.getSnapshot() as AnyMachineSnapshot | undefined)?.children?.[childId];
    const snapshot = child?.getSnapshot() as SnapshotFrom<typeof paymentMethodMachine> | undefined;
    return snapshot?.context ? draftOf(snapshot.context) : null;
  } catch {
    return null;
  }
}

export function selectionOf(context: PaymentMethodContext): PaymentMethodSelection {
  if (context.choice === 'Wallet') {
    // Only reached once the wallet approved (chosen after approvingWallet): a wallet is never saved here.
    const approval = context.walletApproval!;
    return {
      paymentMethod: 'Wallet',
      wallet: { walletType: approval.walletType, walletToken: approval.walletToken },
      saveMethod: false,
      nickName: '',
      setDefaultPayment: false,
      draft: draftOf(context),
      kind: 'wallet',
      display: { brand: null, last4: '', bankName: null, nickName: '', walletType: approval.walletType, payer: approval.payer },
    };
  }
  const keep = context.allowSave && context.choice !== 'SavedPaymentMethod' && context.options.saveMethod;
  const common = {
    saveMethod: keep,
    nickName: keep ? context.options.nickName.trim() : '',
    setDefaultPayment: context.options.setDefaultPayment && (keep || context.choice === 'SavedPaymentMethod') && context.allowSave,
    draft: draftOf(context),
  };
  if (context.choice === 'SavedPaymentMethod') {
    const saved = context.savedMethods.find((method) => method.paymentTokenId === context.savedPaymentMethod)!;
    return {
      ...common,
      paymentMethod: 'SavedPaymentMethod',
      savedPaymentMethod: saved.paymentTokenId,
      kind: saved.kind,
      display: { brand: saved.brand, last4: saved.last4, bankName: saved.bankName, nickName: saved.nickName },
    };
  }
  if (context.choice === 'NewBankAccount') {
    const bank = bankDetailsOf(context.bank);
    return {
      ...common,
      paymentMethod: 'NewBankAccount',
      bank,
      kind: 'bank',
      display: { brand: null, last4: bank.bankAccountNumber.slice(-4), bankName: context.routing?.bankName ?? null, nickName: common.nickName },
    };
  }
  const card = cardDetailsOf(context.card, context.today);
  return {
    ...common,
    paymentMethod: 'NewCard',
    card,
    kind: 'card',
    display: { brand: detectCardBrand(card.cardNumber), last4: card.cardNumber.slice(-4), bankName: null, nickName: common.nickName },
  };
}

const clearedMessages = { errors: {}, formError: null, failure: null } as const;

/**
 * The payment-method step, shared by Make a Payment and Recharge Meter (before and after sign-in):
 * a saved method (the default one first), a new card (brand detected from the number, Luhn, expiry
 * years from this year for 10, CVV of the brand's length) or a new bank account (9-digit routing
 * number looked up for its bank, account number, each confirmed), with a nickname, save for later
 * and set as default when signed in, or a wallet the gateway offers (paying now only): the customer
 * approves the payment in the wallet's window, and the approval's one-time token is what the
 * payment sends. Ends with the selection as the payment calls take it.
 */
export const paymentMethodMachine = setup({
  types: {
    context: {} as PaymentMethodContext,
    events: {} as PaymentMethodEvent,
    input: {} as PaymentMethodInput,
    output: {} as PaymentMethodSelection,
    tags: {} as PaymentMethodTag,
  },
  actors: {
    lookUpRouting: fromPromise<RoutingLookup, { routingNumber: string }>(notProvided('lookUpRouting')),
    loadWallets: fromPromise<WalletType[]>(notProvided('loadWallets')),
    approveWallet: fromPromise<WalletApproval, { walletType: WalletType }>(notProvided('approveWallet')),
  },
  guards: {
    isWalletReady: ({ context }) => context.choice === 'Wallet' && hasNoIssues(selectionIssues(context)),
    isSelectionReady: ({ context }) =>
      hasNoIssues(selectionIssues(context)) && (context.choice !== 'NewBankAccount' || bankIsKnown(context)),
    canChoose: ({ context, event }) => {
      assertEvent(event, 'method.choose');
      if (event.choice === 'SavedPaymentMethod') return usableSavedMethods(context).length > 0;
      if (event.choice === 'Wallet') return usableWallets(context).length > 0;
      if (event.choice === 'NewCard') return context.allowNew && context.allowCard;
      return context.allowNew;
    },
    isBankFound: (_, { output }: { output: RoutingLookup }) => output.bankName !== null,
    /** Found while the customer pressed Continue: the step is done at once. */
    isBankFoundOnContinue: ({ context }, { output }: { output: RoutingLookup }) => output.bankName !== null && context.continueAfterLookup,
    isBankAwaitingLookup: ({ context }) =>
      context.choice === 'NewBankAccount' && hasNoIssues(selectionIssues(context)) && !bankIsKnown(context),
    canLookUpRouting: ({ context }) =>
      context.choice === 'NewBankAccount' &&
      isRoutingNumberComplete(context.bank.routingNumber) &&
      context.routing?.routingNumber !== context.bank.routingNumber.trim(),
  },
  actions: {
    showIssues: assign(({ context }) => ({ ...selectionIssues(context), failure: null })),
    clearMessages: assign(clearedMessages),
    stopAutoContinue: assign({ continueAfterLookup: false }),
    choose: assign(({ event }) => {
      assertEvent(event, 'method.choose');
      return { choice: event.choice, ...clearedMessages };
    }),
    selectSaved: assign(({ context, event }) => {
      assertEvent(event, 'method.selectSaved');
      return { savedPaymentMethod: event.paymentTokenId, errors: { ...context.errors, savedPaymentMethod: undefined } };
    }),
    // Editing keeps the value and clears that field's marker (document 2 section 5).
    editCard: assign(({ context, event }) => {
      assertEvent(event, 'card.change');
      return { card: { ...context.card, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    editBank: assign(({ context, event }) => {
      assertEvent(event, 'bank.change');
      const bank = { ...context.bank, [event.field]: event.value };
      // Another routing number needs another lookup.
      const routing = context.routing?.routingNumber === bank.routingNumber.trim() ? context.routing : null;
      return { bank, routing, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    editOptions: assign(({ context, event }) => {
      assertEvent(event, 'options.change');
      return { options: { ...context.options, [event.field]: event.value }, errors: { ...context.errors, nickName: undefined } };
    }),
  },
}).createMachine({
  id: 'paymentMethod',
  description: 'How the customer pays: a saved method, a new card, a new bank account or a wallet.',
  context: ({ input }) => initialContext(input),
  // The wallets the gateway offers load beside the form: the Wallet choice appears when they come.
  invoke: {
    id: 'loadWallets',
    src: 'loadWallets',
    onDone: { actions: assign(({ event }) => ({ wallets: event.output })), description: 'The wallets the gateway offers.' },
    onError: { actions: assign({ wallets: [] }), description: 'No list: no wallet is offered (cards and bank accounts still pay).' },
  },
  initial: 'editing',
  output: ({ context }) => selectionOf(context),
  states: {
    editing: {
      description: 'The customer picks a saved method or types a new card or bank account.',
      on: {
        'method.choose': {
          guard: 'canChoose',
          actions: 'choose',
          description: 'Saved method, new card, new bank account or wallet (only what this user may use).',
        },
        'method.selectSaved': { actions: 'selectSaved' },
        'wallet.select': {
          actions: assign(({ context, event }) => ({ walletType: event.walletType, errors: { ...context.errors, walletType: undefined } })),
          description: 'PayPal, Google Pay, Apple Pay or Venmo (those the gateway offers).',
        },
        'card.change': { actions: 'editCard', description: 'The user types; the brand is detected as the number grows.' },
        'bank.change': { actions: 'editBank' },
        'options.change': { actions: 'editOptions', description: 'Save for later, nickname, set as default.' },
        'routing.lookup': {
          guard: 'canLookUpRouting',
          target: 'lookingUpRouting',
          actions: assign({ continueAfterLookup: false, failure: null }),
          description: 'Nine digits typed: the bank is looked up and shown.',
        },
        'method.submit': [
          {
            guard: 'isWalletReady',
            target: 'approvingWallet',
            actions: 'clearMessages',
            description: 'A wallet chosen: its window opens to approve the payment.',
          },
          { guard: 'isSelectionReady', target: 'chosen', actions: 'clearMessages' },
          {
            guard: 'isBankAwaitingLookup',
            target: 'lookingUpRouting',
            actions: [{ type: 'clearMessages' }, assign({ continueAfterLookup: true })],
            description: 'A valid bank account whose bank is not known yet: look it up, then go on.',
          },
          { actions: 'showIssues', description: 'Bad or missing details: the spec’s message beside each field, nothing lost.' },
        ],
      },
    },
    lookingUpRouting: {
      description: 'The bank routing service names the bank of the routing number.',
      tags: ['busy'],
      // The fields stay editable while the bank is looked up: nothing typed meanwhile is lost. An
      // edit cancels the automatic Continue (the customer presses Continue again on what they see).
      on: {
        'card.change': { actions: ['editCard', 'stopAutoContinue'] },
        'bank.change': {
          actions: ['editBank', 'stopAutoContinue'],
          description: 'Typing goes on during the lookup; a result for another routing number is not shown.',
        },
        'options.change': { actions: ['editOptions', 'stopAutoContinue'] },
      },
      invoke: {
        id: 'lookUpRouting',
        src: 'lookUpRouting',
        input: ({ context }) => ({ routingNumber: context.bank.routingNumber.trim() }),
        onDone: [
          {
            guard: { type: 'isBankFoundOnContinue', params: outputParams },
            target: 'chosen',
            actions: assign(({ event }) => ({ routing: event.output })),
            description: 'Bank found on Continue: the step is done.',
          },
          {
            guard: { type: 'isBankFound', params: outputParams },
            target: 'editing',
            actions: assign(({ event }) => ({ routing: event.output })),
            description: 'Bank found: its name shows beside the routing number.',
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              routing: event.output,
              errors: { ...context.errors, routingNumber: 'PAY_ROUTING_UNKNOWN' },
            })),
            description: 'No bank has this routing number.',
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The lookup failed: the message and Continue to try again; nothing typed is lost.',
        },
      },
    },
    approvingWallet: {
      description: 'The wallet’s window: the customer approves paying with the wallet, or closes the window.',
      on: {
        'wallet.approve': { target: 'authorizingWallet' },
        'wallet.cancel': {
          target: 'editing',
          actions: assign({ failure: { msgcode: 'PAY_WALLET_CANCELLED', message: '' } }),
          description: 'Not approved: back to the choices, with the wallet still chosen.',
        },
      },
    },
    authorizingWallet: {
      description: 'The wallet confirms the approval and gives its one-time token (15 minutes, one payment).',
      tags: ['busy'],
      invoke: {
        id: 'approveWallet',
        src: 'approveWallet',
        input: ({ context }) => ({ walletType: context.walletType! }),
        onDone: { target: 'chosen', actions: assign(({ event }) => ({ walletApproval: event.output })) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The approval failed (the wallet is not offered any more, the network): the message; choose again.',
        },
      },
    },
    chosen: {
      description: 'The method is chosen: its details go to the next step.',
      type: 'final',
    },
  },
});
