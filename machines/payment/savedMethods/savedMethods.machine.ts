import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { paymentLimits, type SavedPaymentMethod } from '../../../src/domain/payment.ts';
import { nicknameIssue } from '../../../src/domain/paymentForms.ts';
import { failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { paymentMethodMachine } from '../paymentMethod/paymentMethod.machine.ts';
import type { PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';
import type { RenameInput, SavedMethodsContext, SavedMethodsEvent, SavedMethodsInput, SavedMethodsNotice, SavedMethodsTag } from './savedMethods.types.ts';

/** The method an event names, when it is one of the list's. */
function methodOf(context: SavedMethodsContext, paymentTokenId: string): SavedPaymentMethod | undefined {
  return context.methods.find((method) => method.paymentTokenId === paymentTokenId);
}

/**
 * True when scheduled payments or an automatic payment plan pay with the method: it cannot be removed
 * before they are made or cancelled (the plan changed or cancelled).
 */
export function isMethodInUse(method: SavedPaymentMethod): boolean {
  return (method.uses?.scheduledPayments ?? 0) > 0 || (method.uses?.autoPay ?? 0) > 0;
}

function notice(context: SavedMethodsContext, kind: SavedMethodsNotice['kind'], method: SavedPaymentMethod | null | undefined): SavedMethodsNotice {
  const about = method ? { kind: method.kind, brand: method.brand, last4: method.last4, bankName: method.bankName, nickName: method.nickName } : null;
  return { kind, method: about, seq: (context.notice?.seq ?? 0) + 1 };
}

/** The saved method that is the new one: same kind and last four (the list comes back after the save). */
function addedMethod(methods: readonly SavedPaymentMethod[], added: PaymentMethodSelection | null): SavedPaymentMethod | undefined {
  return added ? methods.find((method) => method.kind === added.kind && method.last4 === added.display.last4) : undefined;
}

const cleared = { selected: null, actionFailure: null, nickName: '', nickNameError: null } as const;

/**
 * Payment Information (/PaymentMethod; document 1 sections 1 and 3 "saved payment methods", document 2
 * section 7 "bank, card and wallet profile creation, list payment methods, set default, remove"): the
 * user's saved cards and bank accounts, masked to the last four digits, the default first. With the
 * payment-methods right the user adds one (the payment toolkit's method step, saving it), makes one the
 * default (logged as a default-payment-method update), renames one, and removes one behind a
 * confirmation; a method that scheduled payments pay with says so instead and is kept. Every failed
 * call shows its message and lets the user try again; nothing typed is lost.
 */
export const savedMethodsMachine = setup({
  types: {
    context: {} as SavedMethodsContext,
    events: {} as SavedMethodsEvent,
    input: {} as SavedMethodsInput,
    tags: {} as SavedMethodsTag,
  },
  actors: {
    loadMethods: fromPromise<SavedPaymentMethod[], { accountNumber: string }>(notProvided('loadMethods')),
    saveMethod: fromPromise<SavedPaymentMethod[], { accountNumber: string; selection: PaymentMethodSelection }>(notProvided('saveMethod')),
    setDefaultMethod: fromPromise<SavedPaymentMethod[], { accountNumber: string; paymentTokenId: string }>(notProvided('setDefaultMethod')),
    renameMethod: fromPromise<SavedPaymentMethod[], RenameInput & { accountNumber: string }>(notProvided('renameMethod')),
    removeMethod: fromPromise<SavedPaymentMethod[], { accountNumber: string; paymentTokenId: string }>(notProvided('removeMethod')),
    paymentMethod: paymentMethodMachine,
  },
  guards: {
    canAdd: ({ context }) => context.canManage && context.methods.length < paymentLimits.savedMethodsMax,
    canSetDefault: ({ context, event }) => {
      assertEvent(event, 'method.setDefault');
      const method = methodOf(context, event.paymentTokenId);
      return context.canManage && method !== undefined && !method.isDefault && !method.isExpired;
    },
    canRename: ({ context, event }) => {
      assertEvent(event, 'method.rename');
      return context.canManage && methodOf(context, event.paymentTokenId) !== undefined;
    },
    isInUse: ({ context, event }) => {
      assertEvent(event, 'method.remove');
      const method = methodOf(context, event.paymentTokenId);
      return context.canManage && method !== undefined && isMethodInUse(method);
    },
    canRemove: ({ context, event }) => {
      assertEvent(event, 'method.remove');
      return context.canManage && methodOf(context, event.paymentTokenId) !== undefined;
    },
    isNicknameValid: ({ context }) => nicknameIssue(context.nickName) === null,
  },
  actions: {
    select: assign(({ context, event }) => {
      assertEvent(event, ['method.setDefault', 'method.rename', 'method.remove']);
      const selected = methodOf(context, event.paymentTokenId) ?? null;
      return { ...cleared, selected, nickName: selected?.nickName ?? '' };
    }),
    unselect: assign(cleared),
    storeActionFailure: assign((_, { failure }: FailureParams) => ({ actionFailure: failure })),
  },
}).createMachine({
  id: 'savedMethods',
  description: "The user's saved cards and bank accounts: add, set the default, rename, remove.",
  context: ({ input }) => ({ ...input, methods: [], failure: null, ...cleared, adding: null, addDraft: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the user's saved methods (masked), the default first, with what pays with each.",
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ methods: event.output })),
          description: 'The list (or a note that nothing is saved yet).',
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The list could not be had: the message and Try again.',
        },
      },
    },
    failed: {
      description: 'The catalogue message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'methods.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    ready: {
      description: 'Each method: brand or bank, last four, nickname, expiry, Default; the actions the right allows.',
      tags: ['list'],
      on: {
        'method.add': {
          guard: 'canAdd',
          target: 'adding',
          actions: assign({ ...cleared, addDraft: null }),
          description: 'Add a payment method (with the right, fewer than 10 saved): the method step opens.',
        },
        'method.setDefault': {
          guard: 'canSetDefault',
          target: 'settingDefault',
          actions: 'select',
          description: 'Make this method the default (not the default already, not expired).',
        },
        'method.rename': { guard: 'canRename', target: 'renaming', actions: 'select', description: 'Rename: a dialog with the nickname.' },
        'method.remove': [
          {
            guard: 'isInUse',
            target: 'inUse',
            actions: 'select',
            description: 'Scheduled payments or an automatic payment plan pay with it: the page says so first, and it is kept.',
          },
          { guard: 'canRemove', target: 'confirmingRemove', actions: 'select', description: 'Remove: a confirmation opens.' },
        ],
      },
    },
    adding: {
      description: 'The payment toolkit’s method step: a new card or bank account, its nickname, and whether it becomes the default.',
      tags: ['adding'],
      invoke: {
        id: 'paymentMethod',
        src: 'paymentMethod',
        input: ({ context }) => ({
          savedMethods: [],
          allowSaved: false,
          allowNew: true,
          allowSave: true,
          saveRequired: true,
          // A wallet approves one payment: it is never saved.
          allowWallet: false,
          today: context.today,
          draft: context.addDraft,
        }),
        onDone: {
          target: 'savingMethod',
          actions: assign(({ event }) => ({ adding: event.output, actionFailure: null })),
          description: 'Save: the details pass the step’s checks.',
        },
      },
      on: {
        'add.cancel': {
          target: 'ready',
          actions: assign({ ...cleared, adding: null, addDraft: null }),
          description: 'Cancel: back to the list, nothing saved.',
        },
      },
    },
    savingMethod: {
      description: 'The gateway tokenises the card or bank account and the portal keeps the token.',
      tags: ['adding', 'busy'],
      invoke: {
        id: 'saveMethod',
        src: 'saveMethod',
        input: ({ context }) => ({ accountNumber: context.accountNumber, selection: context.adding! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            methods: event.output,
            notice: notice(context, 'added', addedMethod(event.output, context.adding)),
            adding: null,
            addDraft: null,
          })),
          description: 'Saved: the list shows it and a toast says so.',
        },
        onError: {
          target: 'adding',
          actions: [
            { type: 'storeActionFailure', params: failureParams },
            assign(({ context }) => ({ addDraft: context.adding?.draft ?? null, adding: null })),
          ],
          description: 'Refused (a card or bank code, the limit of 10, the network): the message above the form, as typed; Save tries again.',
        },
      },
    },
    settingDefault: {
      description: 'The method becomes the default; the change is logged.',
      tags: ['list', 'busy'],
      invoke: {
        id: 'setDefaultMethod',
        src: 'setDefaultMethod',
        input: ({ context }) => ({ accountNumber: context.accountNumber, paymentTokenId: context.selected!.paymentTokenId }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ methods: event.output, notice: notice(context, 'defaultSet', context.selected), ...cleared })),
        },
        onError: { target: 'defaultFailed', actions: { type: 'storeActionFailure', params: failureParams } },
      },
    },
    defaultFailed: {
      description: 'The default could not be changed: the message above the list, Try again or Close.',
      tags: ['list'],
      on: {
        'default.retry': { target: 'settingDefault', actions: assign({ actionFailure: null }), description: 'Try again.' },
        'default.dismiss': { target: 'ready', actions: 'unselect', description: 'Close the message; the default stays as it was.' },
      },
    },
    renaming: {
      description: 'A dialog with the nickname (up to 40 letters, digits and simple punctuation; empty clears it).',
      tags: ['list', 'dialog:rename'],
      on: {
        'rename.change': {
          actions: assign(({ event }) => ({ nickName: event.value, nickNameError: null })),
          description: 'The user types; the field’s message clears.',
        },
        'rename.confirm': [
          { guard: 'isNicknameValid', target: 'savingName', actions: assign({ actionFailure: null }) },
          {
            actions: assign(({ context }) => ({ nickNameError: nicknameIssue(context.nickName) })),
            description: 'Not a nickname: the message beside the field, the text kept.',
          },
        ],
        'rename.dismiss': { target: 'ready', actions: 'unselect', description: 'Cancel: the name stays as it was.' },
      },
    },
    savingName: {
      description: 'The new nickname is saved.',
      tags: ['list', 'dialog:rename', 'busy'],
      invoke: {
        id: 'renameMethod',
        src: 'renameMethod',
        input: ({ context }) => ({ accountNumber: context.accountNumber, paymentTokenId: context.selected!.paymentTokenId, nickName: context.nickName.trim() }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const renamed = event.output.find((method) => method.paymentTokenId === context.selected?.paymentTokenId);
            return { methods: event.output, notice: notice(context, 'renamed', renamed ?? context.selected), ...cleared };
          }),
        },
        onError: { target: 'renaming', actions: { type: 'storeActionFailure', params: failureParams }, description: 'The dialog stays with the message and the name typed; Save tries again.' },
      },
    },
    inUse: {
      description: 'A dialog says which payments use the method and that it is kept until they are made or cancelled.',
      tags: ['list', 'dialog:inUse'],
      on: { 'remove.dismiss': { target: 'ready', actions: 'unselect', description: 'Close.' } },
    },
    confirmingRemove: {
      description: 'A dialog asks whether to remove this method; nothing is removed yet.',
      tags: ['list', 'dialog:remove'],
      on: {
        'remove.confirm': { target: 'removing', actions: assign({ actionFailure: null }), description: 'Yes, remove it (again after a failure).' },
        'remove.dismiss': { target: 'ready', actions: 'unselect', description: 'Keep it (No, Escape).' },
      },
    },
    removing: {
      description: 'The method is removed; when it was the default, the oldest other one becomes the default.',
      tags: ['list', 'dialog:remove', 'busy'],
      invoke: {
        id: 'removeMethod',
        src: 'removeMethod',
        input: ({ context }) => ({ accountNumber: context.accountNumber, paymentTokenId: context.selected!.paymentTokenId }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ methods: event.output, notice: notice(context, 'removed', context.selected), ...cleared })),
          description: 'Removed: it leaves the list and a toast says so.',
        },
        onError: {
          target: 'confirmingRemove',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused (a payment was scheduled with it meanwhile, the network): the message in the dialog; Remove tries again.',
        },
      },
    },
  },
});
