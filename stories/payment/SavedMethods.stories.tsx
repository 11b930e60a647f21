import { useEffect, useMemo, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodEvent } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { connectSavedMethods } from '../../machines/payment/savedMethods/savedMethods.connect.ts';
import {
  afterAdd,
  afterRemove,
  afterRename,
  afterSetDefault,
  defaultVisa,
  oldMastercard,
  sampleMethods,
  sampleMethodsAccount,
  sampleMethodsToday,
  scheduledBank,
} from '../../machines/payment/savedMethods/savedMethods.fixtures.ts';
import type { SavedMethodsEvent } from '../../machines/payment/savedMethods/savedMethods.types.ts';
import { SavedMethodsView } from '../../src/features/payment/savedMethods/SavedMethodsView.tsx';
import { providedSavedMethodsMachine, type SavedMethodsCalls } from '../../src/features/payment/savedMethods/savedMethodsCalls.ts';
import type { SavedPaymentMethod } from '../../src/domain/payment.ts';
import { withRouter } from '../support/router.tsx';

/** How a fake call answers: at once, never (busy), with a refusal code, or (load) an empty list. */
type Answer = 'ok' | 'hang' | 'empty' | string;
interface Fakes {
  load?: Answer;
  save?: Answer;
  setDefault?: Answer;
  rename?: Answer;
  remove?: Answer;
}

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
const answer = (choice: Answer | undefined, value: SavedPaymentMethod[]) =>
  choice === 'hang' ? never() : choice === 'empty' ? Promise.resolve([]) : choice && choice !== 'ok' ? refuse(choice) : Promise.resolve(value);

function storyCalls(fakes: Fakes): SavedMethodsCalls {
  return {
    lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
    ...sampleWalletCalls,
    loadMethods: () => answer(fakes.load, sampleMethods),
    saveMethod: () => answer(fakes.save, afterAdd),
    setDefaultMethod: () => answer(fakes.setDefault, afterSetDefault),
    renameMethod: () => answer(fakes.rename, afterRename),
    removeMethod: () => answer(fakes.remove, afterRemove),
  };
}

/** A step of a story: an event of the page, or one of the add form's method step. */
type StoryEvent = SavedMethodsEvent | { method: PaymentMethodEvent };

/** Payment Information after the given events (each waits for the call under way to answer). */
function SavedMethodsAt({ events = [], fakes = {}, canManage = true }: { events?: readonly StoryEvent[]; fakes?: Fakes; canManage?: boolean }) {
  const machine = useMemo(() => providedSavedMethodsMachine(storyCalls(fakes)), [fakes]);
  const actor = useActorRef(machine, { input: { accountNumber: sampleMethodsAccount, canManage, today: sampleMethodsToday } });
  const snapshot = useSelector(actor, (state) => state);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (state) => !state.hasTag('busy') && !state.hasTag('loading'));
        if ('method' in event) {
          const child = (await waitFor(actor, (state) => state.children.paymentMethod !== undefined)).children.paymentMethod!;
          child.send(event.method);
        } else actor.send(event);
      }
    })();
  }, [actor, events]);
  return <SavedMethodsView view={connectSavedMethods(snapshot, actor.send)} />;
}

const meta = {
  title: 'Payment/SavedMethods',
  component: SavedMethodsAt,
  decorators: [withRouter],
  parameters: {
    route: '/PaymentMethod',
    docs: { description: { component: 'Payment Information (/PaymentMethod): the savedMethods machine with fake calls, in each state a customer can see.' } },
  },
} satisfies Meta<typeof SavedMethodsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const card: StoryEvent[] = (
  [
    ['nameOnCard', 'Kagiso Molefe'],
    ['cardNumber', '5555 5555 5555 4444'],
    ['expiryMonth', '12'],
    ['expiryYear', '2028'],
    ['cvv', '123'],
  ] as const
).map(([field, value]) => ({ method: { type: 'card.change', field, value } }) as StoryEvent);
const nickname: StoryEvent = { method: { type: 'options.change', field: 'nickName', value: 'Travel card' } };
const save: StoryEvent = { method: { type: 'method.submit' } };

/** Reading the saved methods. */
export const Loading: Story = { args: { fakes: { load: 'hang' } } };

/** The list could not be read: the message and Try again. */
export const Failed: Story = { args: { fakes: { load: 'NETWORK' } } };

/** The default Visa, a bank account a scheduled payment uses, an expired card; Add a payment method. */
export const List: Story = { args: {} };

/** Nothing saved yet. */
export const Empty: Story = { args: { fakes: { load: 'empty' } } };

/** Without the payment-methods right: the list only. */
export const ReadOnly: Story = { args: { canManage: false } };

/** The add form: the payment-method step (new card or bank account), always saved. */
export const Adding: Story = { args: { events: [{ type: 'method.add' }] } };

/** The add form's field messages after Save with nothing typed. */
export const AddingInvalid: Story = { args: { events: [{ type: 'method.add' }, save] } };

/** The card is being tokenised and saved. */
export const Saving: Story = { args: { events: [{ type: 'method.add' }, ...card, nickname, save], fakes: { save: 'hang' } } };

/** The card was refused (F305): the message above the form, as typed. */
export const SaveRefused: Story = { args: { events: [{ type: 'method.add' }, ...card, nickname, save], fakes: { save: 'F305' } } };

/** Saved: the new card is the default. */
export const Saved: Story = { args: { events: [{ type: 'method.add' }, ...card, nickname, { method: { type: 'options.change', field: 'setDefaultPayment', value: true } }, save] } };

/** The default is being changed. */
export const SettingDefault: Story = { args: { events: [{ type: 'method.setDefault', paymentTokenId: scheduledBank.paymentTokenId }], fakes: { setDefault: 'hang' } } };

/** The default could not be changed: the message, Try again and Close above the list. */
export const DefaultFailed: Story = { args: { events: [{ type: 'method.setDefault', paymentTokenId: scheduledBank.paymentTokenId }], fakes: { setDefault: 'GEN500' } } };

/** Rename: the dialog with the nickname. */
export const Renaming: Story = { args: { events: [{ type: 'method.rename', paymentTokenId: defaultVisa.paymentTokenId }] } };

/** A nickname with characters that are not allowed: the message beside the field. */
export const RenameInvalid: Story = {
  args: { events: [{ type: 'method.rename', paymentTokenId: defaultVisa.paymentTokenId }, { type: 'rename.change', value: '#visa' }, { type: 'rename.confirm' }] },
};

/** The rename failed: the message in the dialog and Try again. */
export const RenameFailed: Story = {
  args: { events: [{ type: 'method.rename', paymentTokenId: defaultVisa.paymentTokenId }, { type: 'rename.confirm' }], fakes: { rename: 'NETWORK' } },
};

/** Remove asks first. */
export const ConfirmRemove: Story = { args: { events: [{ type: 'method.remove', paymentTokenId: oldMastercard.paymentTokenId }] } };

/** Removing the default: the dialog says which one becomes the default. */
export const ConfirmRemoveDefault: Story = { args: { events: [{ type: 'method.remove', paymentTokenId: defaultVisa.paymentTokenId }] } };

/** The removal is under way. */
export const Removing: Story = { args: { events: [{ type: 'method.remove', paymentTokenId: oldMastercard.paymentTokenId }, { type: 'remove.confirm' }], fakes: { remove: 'hang' } } };

/** A payment was scheduled with it meanwhile (PAY_METHOD_IN_USE): the message in the dialog. */
export const RemoveRefused: Story = {
  args: { events: [{ type: 'method.remove', paymentTokenId: oldMastercard.paymentTokenId }, { type: 'remove.confirm' }], fakes: { remove: 'PAY_METHOD_IN_USE' } },
};

/** A method a scheduled payment pays with: the page says so and offers no removal. */
export const InUse: Story = { args: { events: [{ type: 'method.remove', paymentTokenId: scheduledBank.paymentTokenId }] } };
