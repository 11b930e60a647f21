/** Bad-input registration of AutoPay's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { autoPayCalls } from '../../../src/domain/autoPay.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import * as t from '../../../server/db/schema.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.payment}${call}`;
const account = '300041526371';

export const badInput: BadInputCalls = ({ server, customerAuth }) => {
  /** What a refused call must not change: the enrolments and the saved methods. */
  const state = async () => [
    await server().db.select().from(t.autopayEnrolments).orderBy(t.autopayEnrolments.id),
    await server().db.select().from(t.paymentMethods).orderBy(t.paymentMethods.id),
  ];
  return {
    get: [
      {
        name: 'payment/autopay/status',
        path: path(autoPayCalls.status),
        headers: customerAuth,
        valid: { accountNumber: account },
        required: ['accountNumber'],
        strings: ['accountNumber'],
        badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
      },
    ],
    post: [
      {
        name: 'payment/autopay/enroll',
        path: path(autoPayCalls.enroll),
        headers: customerAuth,
        valid: {
          accountNumber: account,
          paymentMethod: 'NewBankAccount',
          bank: {
            accountHolderName: 'Kagiso T Molefe', accountType: 'checking', routingNumber: '281467902', confirmRoutingNumber: '281467902',
            bankAccountNumber: '62001112223', confirmBankAccountNumber: '62001112223',
          },
          nickName: 'Bills',
          amountType: 'FixedAmount',
          amount: 120,
          makePaymentType: 'DaysBeforeDueDate',
          daysBeforeDueDate: 2,
          termsAccepted: true,
        },
        required: ['accountNumber', 'paymentMethod', 'amountType', 'makePaymentType', 'termsAccepted'],
        strings: ['accountNumber', 'paymentMethod', 'amountType', 'makePaymentType', 'nickName'],
        wrongTypes: [
          { amountType: 'Everything' },
          { makePaymentType: 'Whenever' },
          { daysBeforeDueDate: 0 },
          { daysBeforeDueDate: 11 },
          { daysBeforeDueDate: 2.5 },
          { amount: -1 },
          { amount: 1.234 },
          { termsAccepted: false },
          { termsAccepted: 'yes' },
          { paymentMethod: 'NewCard' },
          { bank: { routingNumber: '281467902' } },
          { nickName: '#bills' },
        ],
        state,
      },
      {
        name: 'payment/autopay/cancel',
        path: path(autoPayCalls.cancel),
        headers: customerAuth,
        valid: { accountNumber: account },
        required: ['accountNumber'],
        strings: ['accountNumber'],
        wrongTypes: [{ accountNumber: 300041526371 }, { accountNumber: 'abc' }, { accountNumber: null }],
        state,
      },
    ],
  };
};
