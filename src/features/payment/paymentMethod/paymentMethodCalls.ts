/**
 * The payment-method step: the calls, their implementation against the portal's services, and the
 * machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { paymentMethodMachine } from '../../../../machines/payment/paymentMethod/paymentMethod.machine.ts';
import type { RoutingLookup } from '../../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { unwrap } from '../../../api/client.ts';
import { approveWallet, getWallets, lookUpRoutingNumber } from '../../../api/payment.ts';
import type { WalletApproval, WalletType } from '../../../domain/payment.ts';

/** The calls the payment-method step makes; tests and stories pass fakes. */
export interface PaymentMethodCalls {
  lookUpRouting: (routingNumber: string) => Promise<RoutingLookup>;
  /** The wallets the gateway offers. */
  loadWallets: () => Promise<WalletType[]>;
  /** The customer approved paying with the wallet: its one-time token. */
  approveWallet: (walletType: WalletType) => Promise<WalletApproval>;
}

/** The payment-method step's calls against the portal's services. */
export const paymentMethodApiCalls: PaymentMethodCalls = {
  lookUpRouting: (routingNumber) => unwrap(lookUpRoutingNumber(routingNumber)),
  loadWallets: async () => (await unwrap(getWallets())).wallets,
  approveWallet: (walletType) => unwrap(approveWallet({ walletType })),
};

/** The step's machine with its call provided (a flow passes it as its `paymentMethod` child). */
export function providedPaymentMethodMachine(calls: PaymentMethodCalls) {
  return paymentMethodMachine.provide({
    actors: {
      lookUpRouting: fromPromise(({ input }: { input: { routingNumber: string } }) => calls.lookUpRouting(input.routingNumber)),
      loadWallets: fromPromise(() => calls.loadWallets()),
      approveWallet: fromPromise(({ input }: { input: { walletType: WalletType } }) => calls.approveWallet(input.walletType)),
    },
  });
}
