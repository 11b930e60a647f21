import { unwrap } from '../../../api/client.ts';
import { approveWallet, getWallets, lookUpRoutingNumber } from '../../../api/payment.ts';
import type { PaymentMethodCalls } from './PaymentMethodView.tsx';

/** The payment-method step's calls against the portal's services. */
export const paymentMethodApiCalls: PaymentMethodCalls = {
  lookUpRouting: (routingNumber) => unwrap(lookUpRoutingNumber(routingNumber)),
  loadWallets: async () => (await unwrap(getWallets())).wallets,
  approveWallet: (walletType) => unwrap(approveWallet({ walletType })),
};
