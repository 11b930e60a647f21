import { screen, waitFor, within } from '@testing-library/react';
import { sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { describe, expect, it, vi } from 'vitest';
import { sampleGuestAccount, samplePaymentData, sampleReceipt, sampleFee, sampleToday } from '../../machines/payment/makePayment/makePayment.fixtures.ts';
import { DashboardPage } from '../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { mayPayBill, paymentMethodRights } from '../../src/features/payment/access.ts';
import { MakePaymentPage } from '../../src/features/payment/makePayment/MakePaymentPage.tsx';
import { PayBillFlow, PayBillPage } from '../../src/features/payment/makePayment/PayBillPage.tsx';
import type { MakePaymentCalls } from '../../src/features/payment/makePayment/makePaymentCalls.ts';
import { PaymentSuccessPage } from '../../src/features/payment/makePayment/PaymentSuccessPage.tsx';
import { keepReceipt } from '../../src/features/payment/makePayment/receiptStore.ts';
import { rights } from '../../src/domain/rights.ts';
import { cardErrorCodes } from '../../src/domain/payment.ts';
import { homeAccount, noPaymentRoleAccount, prepaidAccount, restrictedAccount, sessionViewModel } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import { renderPortal, text } from './support/render.tsx';

function fakeCalls(overrides: Partial<MakePaymentCalls> = {}): MakePaymentCalls {
  return {
    loadPaymentData: vi.fn(async () => samplePaymentData),
    validateGuestAccount: vi.fn(async () => sampleGuestAccount),
    checkDuplicate: vi.fn(async () => ({ duplicate: false, previous: null })),
    lookUpFee: vi.fn(async (body) => ({ ...sampleFee, amount: body.amount, methodType: body.methodType })),
    submitPayment: vi.fn(async () => sampleReceipt),
    lookUpRouting: vi.fn(async (routingNumber: string) => ({ routingNumber, bankName: 'First National Bank Botswana' })),
    ...sampleWalletCalls,
    ...overrides,
  };
}

const heading = (id: string) => screen.getByRole('heading', { level: 2, name: text(id) });
const continueButton = () => screen.getByRole('button', { name: text('payment.continue') });

describe('who may pay (document 2 section 6)', () => {
  it('a primary customer may; role 7, an agent’s session and a prepaid account may not; status 2 may, with both kinds of method', () => {
    expect(mayPayBill(sessionViewModel())).toBe(true);
    expect(mayPayBill(sessionViewModel({ accounts: [noPaymentRoleAccount] }))).toBe(false);
    expect(mayPayBill(sessionViewModel({ isSupportLogin: true }))).toBe(false);
    expect(mayPayBill(sessionViewModel({ accounts: [prepaidAccount] }))).toBe(false);
    expect(mayPayBill(sessionViewModel({ accountNumber: null }))).toBe(false);
    const restricted = sessionViewModel({ accounts: [restrictedAccount] });
    expect(mayPayBill(restricted)).toBe(true);
    expect(paymentMethodRights(restricted)).toEqual({ allowSaved: true, allowNew: true });
    expect(paymentMethodRights(sessionViewModel({ rights: [rights.tokenizedPayment] }))).toEqual({ allowSaved: true, allowNew: false });
  });

  it('the dashboard offers no pay button to a role-7 user even when the page exists', async () => {
    await renderSignedIn(<DashboardPage />, { built: 'all', session: { accounts: [noPaymentRoleAccount] } });
    await waitFor(() => expect(screen.queryByRole('link', { name: text('dashboard.payNow') })).toBeNull());
  });
});

describe('/PayBill', () => {
  it('pays the total due with the default saved card: focus on each step heading, the fee on review, then /PayBillSuccess', async () => {
    const calls = fakeCalls();
    const { user, router } = await renderPortal(
      <PayBillFlow calls={calls} accountNumber="300041526371" allowSaved allowNew now={sampleToday} />,
      { route: '/PayBill' },
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /Total amount due/ })).toBeChecked());
    expect(screen.getByRole('navigation', { name: text('steps.label') })).toHaveTextContent('Amount and date');
    await user.click(continueButton());
    await waitFor(() => expect(heading('payment.step.method')).toHaveFocus());
    expect(screen.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
    await user.click(continueButton());
    await waitFor(() => expect(heading('payment.step.review')).toHaveFocus());
    expect(screen.getByText('P 31.01')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /^Pay P\s?1,271\.51$/ });
    await user.dblClick(pay);
    await waitFor(() => expect(router?.state.location.pathname).toBe('/PayBillSuccess'));
    expect(calls.submitPayment).toHaveBeenCalledTimes(1);
    expect(calls.checkDuplicate).toHaveBeenCalledWith({ accountNumber: '300041526371', amount: 1240.5 });
  });

  it('pays with PayPal: the wallet window approves, review names the wallet and its payer, the token goes with the payment', async () => {
    const calls = fakeCalls({ approveWallet: vi.fn(sampleWalletCalls.approveWallet) });
    const { user, router } = await renderPortal(<PayBillFlow calls={calls} accountNumber="300041526371" allowSaved allowNew now={sampleToday} />, { route: '/PayBill' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Total amount due/ })).toBeChecked());
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: text('payment.method.choice.Wallet') }));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(continueButton());
    const wallet = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await user.click(within(wallet).getByRole('button', { name: text('payment.method.wallet.approve') }));
    await waitFor(() => expect(heading('payment.step.review')).toHaveFocus());
    expect(calls.lookUpFee).toHaveBeenCalledWith({ accountNumber: '300041526371', amount: 1240.5, methodType: 'wallet' });
    expect(screen.getByText('PayPal (k***@example.com)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay P/ }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/PayBillSuccess'));
    expect(calls.approveWallet).toHaveBeenCalledWith('PayPal');
    expect(calls.submitPayment).toHaveBeenCalledWith(
      expect.objectContaining({ timing: 'payNow', body: expect.objectContaining({ paymentMethod: 'Wallet', wallet: { walletType: 'PayPal', walletToken: expect.stringMatching(/^wal_/) } }) }),
    );
  });

  it('shows each card refusal (F300-F355) in its catalogue words on the method step, the card kept', async () => {
    const refusals = [...cardErrorCodes];
    const calls = fakeCalls({ submitPayment: vi.fn(async () => Promise.reject({ msgcode: refusals.shift(), message: 'The transaction was unsuccessful.' })) });
    const { user } = await renderPortal(<PayBillFlow calls={calls} accountNumber="300041526371" allowSaved allowNew now={sampleToday} />, { route: '/PayBill' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Total amount due/ })).toBeChecked());
    await user.click(continueButton());
    await waitFor(() => expect(heading('payment.step.method')).toHaveFocus());
    for (const code of cardErrorCodes) {
      await user.click(continueButton());
      await waitFor(() => expect(heading('payment.step.review')).toHaveFocus());
      await user.click(screen.getByRole('button', { name: /^Pay P/ }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text(`payment.code.${code}`)));
      expect(heading('payment.step.method')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
    }
    expect(calls.submitPayment).toHaveBeenCalledTimes(cardErrorCodes.length);
    // Twenty-odd payments typed and clicked in jsdom: a safety limit for a busy 2-core machine.
  }, 60_000);

  it('keeps the other amount typed and shows the limit beside it', async () => {
    const { user } = await renderPortal(<PayBillFlow calls={fakeCalls()} accountNumber="300041526371" allowSaved allowNew now={sampleToday} />, { route: '/PayBill' });
    await user.click(await screen.findByRole('radio', { name: text('payment.amount.other') }));
    await user.type(screen.getByLabelText(text('payment.amount.otherLabel')), '5');
    await user.click(continueButton());
    expect(screen.getByLabelText(text('payment.amount.otherLabel'))).toHaveAccessibleDescription(/The amount must be at least P\s10\.00\./);
    expect(screen.getByLabelText(text('payment.amount.otherLabel'))).toHaveValue('5');
  });

  it('offers Try again when the bill cannot be loaded', async () => {
    const loadPaymentData = vi.fn().mockRejectedValueOnce(Object.assign(new Error(''), { msgcode: 'NETWORK', message: '' })).mockResolvedValue(samplePaymentData);
    const { user } = await renderPortal(<PayBillFlow calls={fakeCalls({ loadPaymentData })} accountNumber="300041526371" allowSaved allowNew now={sampleToday} />, { route: '/PayBill' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('payment.code.NETWORK'));
    await user.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByRole('radio', { name: /Total amount due/ })).toBeChecked();
  });

  it('uses the selected account of the session', async () => {
    const calls = fakeCalls();
    await renderSignedIn(<PayBillPage calls={calls} />, { route: '/PayBill', session: { accounts: [homeAccount] } });
    await waitFor(() => expect(calls.loadPaymentData).toHaveBeenCalledWith(homeAccount.accountNumber));
  });
});

describe('/MakePayment (guest)', () => {
  it('checks the account first (VLD001, GEN014 keeping what was typed), then offers new methods only', async () => {
    const validateGuestAccount = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error(''), { msgcode: 'GEN014', message: '' }))
      .mockResolvedValue(sampleGuestAccount);
    const { user } = await renderPortal(<MakePaymentPage calls={fakeCalls({ validateGuestAccount })} now={sampleToday} />, { route: '/MakePayment' });
    expect(screen.getByRole('navigation', { name: text('steps.label') })).toHaveTextContent('Account');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(text('payment.code.VLD001'));
    await user.type(screen.getByLabelText(text('payment.account.number')), '300041526371');
    await user.type(screen.getByLabelText(text('payment.account.postCode')), '59001');
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text('payment.code.GEN014'));
    expect(screen.getByLabelText(text('payment.account.number'))).toHaveValue('300041526371');
    await user.click(continueButton());
    await waitFor(() => expect(heading('payment.step.amount')).toHaveFocus());
    expect(screen.getByText(/K\*\*\*\*\* M\*\*\*\*\*/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: text('payment.date.scheduled') })).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(heading('payment.step.method')).toHaveFocus());
    const choices = screen.getByRole('group', { name: text('payment.method.legend') });
    // New methods and the wallets the gateway offers: no saved method for a guest.
    await waitFor(() => expect(within(choices).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['NewCard', 'NewBankAccount', 'Wallet']));
    expect(screen.queryByRole('checkbox', { name: text('payment.method.save') })).toBeNull();
  });
});

describe('success pages', () => {
  it('show the receipt of the payment just made, else point to the history', async () => {
    keepReceipt(sampleReceipt);
    const { unmount } = await renderPortal(<PaymentSuccessPage expected="completed" />, { route: '/PayBillSuccess' });
    // Shown in groups of four (a span each), read whole.
    expect(screen.getByText((_, element) => element?.className === 'grouped-number' && element.textContent === sampleReceipt.confirmationNumber)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('payment.receipt.history') })).toHaveAttribute('href', '/billinghistory');
    unmount();
    await renderPortal(<PaymentSuccessPage expected="scheduled" />, { route: '/PayScheduledSuccess' });
    expect(screen.getByText(text('payment.receipt.missing'))).toBeInTheDocument();
  });
});
