/**
 * Recharge Meter and Token & Transaction History as a user sees them: the meter field takes digits
 * (spaces and dots dropped), Enter does not move a stepper on, focus goes to each new step's
 * heading, failures are announced with Try again, the token can be copied, texts in Spanish with
 * the limits, history dates and money in the spec's formats, and who may open the pages.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { describe, expect, it, vi } from 'vitest';
import { sampleMeter, sampleReceipt } from '../../machines/payment/recharge/recharge.catalogue.ts';
import type { RechargeRequest } from '../../machines/payment/recharge/recharge.types.ts';
import { formatMoney } from '../../src/domain/format.ts';
import { mayOpenTransactionHistory, mayRecharge } from '../../src/features/payment/prepaidAccess.ts';
import { RechargePage } from '../../src/features/payment/recharge/RechargePage.tsx';
import type { RechargeCalls } from '../../src/features/payment/recharge/rechargeCalls.ts';
import { TransactionHistoryPage } from '../../src/features/payment/prepaidHistory/TransactionHistoryPage.tsx';
import { homeAccount, prepaidAccount, sessionViewModel } from '../../stories/support/sessionFixtures.tsx';
import { renderPortal, text } from './support/render.tsx';

const today = new Date('2026-11-22T10:00:00Z');
const failure = (msgcode: string) => Object.assign(new Error(''), { msgcode, message: '' });
const plain = (value: string) => value.replace(/\s/g, ' ');

function calls(overrides: Partial<RechargeCalls> = {}): RechargeCalls & { sent: RechargeRequest[] } {
  const sent: RechargeRequest[] = [];
  return {
    sent,
    validateMeter: vi.fn(async () => sampleMeter),
    loadSavedMethods: vi.fn(async () => []),
    lookUpRouting: vi.fn(async (routingNumber: string) => ({ routingNumber, bankName: 'First National Bank Botswana' })),
    ...sampleWalletCalls,
    recharge: vi.fn(async (request: RechargeRequest) => {
      sent.push(request);
      return sampleReceipt;
    }),
    ...overrides,
  };
}

const field = (id: string) => screen.getByLabelText(text(id));
const button = (id: string) => screen.getByRole('button', { name: text(id) });
const heading = (step: string) => screen.getByRole('heading', { level: 2, name: text(`recharge.step.${step}`) });

async function renderGuest(fakes = calls(), language?: 'ES') {
  const rendered = await renderPortal(<RechargePage input={{ mode: 'guest', today }} calls={fakes} />, { route: '/RechargeMeter', language });
  return { ...rendered, fakes };
}

describe('RechargePage before sign-in', () => {
  it('keeps digits only in the meter number, does not move on with Enter, and focuses each new step heading', async () => {
    const { user, fakes } = await renderGuest();
    await user.type(field('recharge.field.meterNumber'), '0411 2873.365');
    expect(field('recharge.field.meterNumber')).toHaveValue('04112873365');
    await user.keyboard('{Enter}');
    expect(fakes.validateMeter).not.toHaveBeenCalled();
    expect(heading('meter')).toBeInTheDocument();
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('amount')).toHaveFocus());
    expect(fakes.validateMeter).toHaveBeenCalledWith({ meterNumber: '04112873365' });
    expect(screen.getByText(sampleMeter.maskedName)).toBeInTheDocument();
    expect(screen.getByText(plain(text('recharge.field.amountHint').replace('{minimum}', formatMoney(10)).replace('{maximum}', formatMoney(5000))))).toBeInTheDocument();
  });

  it('announces a failed meter check and tries again, keeping the number', async () => {
    let attempt = 0;
    const { user } = await renderGuest(calls({ validateMeter: vi.fn(async () => (++attempt === 1 ? Promise.reject(failure('NETWORK')) : sampleMeter)) }));
    await user.type(field('recharge.field.meterNumber'), '04112873365');
    await user.click(button('recharge.continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('recharge.code.NETWORK'));
    expect(field('recharge.field.meterNumber')).toHaveValue('04112873365');
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('amount')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the amount limits in Spanish beside the field', async () => {
    const { user } = await renderGuest(calls(), 'ES');
    await user.type(screen.getByLabelText(text('recharge.field.meterNumber', 'ES')), '04112873365');
    await user.click(screen.getByRole('button', { name: text('recharge.continue', 'ES') }));
    await waitFor(() => expect(screen.getByLabelText(text('recharge.field.amount', 'ES'))).toBeInTheDocument());
    await user.type(screen.getByLabelText(text('recharge.field.amount', 'ES')), '5');
    await user.click(screen.getByRole('button', { name: text('recharge.continue', 'ES') }));
    const minimum = formatMoney(10, 'es');
    const amountField = screen.getByLabelText(text('recharge.field.amount', 'ES'));
    const description = (amountField.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(amountField).toHaveAttribute('aria-invalid', 'true');
    expect(plain(description)).toContain(plain(text('recharge.code.PAY_AMOUNT_MIN', 'ES').replace('{minimum}', minimum)));
  });

  it('pays by card, shows the token grouped by 4 with its reference, and copies it', async () => {
    const { user, fakes } = await renderGuest();
    // user-event installs its own clipboard: watch what the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.type(field('recharge.field.meterNumber'), '04112873365');
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('amount')).toBeInTheDocument());
    await user.type(field('recharge.field.amount'), '150');
    expect(screen.getByText(/kWh/)).toBeInTheDocument();
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('method')).toHaveFocus());
    await user.type(field('payment.method.card.name'), 'Naledi Kgosi');
    await user.type(field('payment.method.card.number'), '4242 4242 4242 4242');
    await user.selectOptions(field('payment.method.card.expiryMonth'), '12');
    await user.selectOptions(field('payment.method.card.expiryYear'), '2029');
    await user.type(field('payment.method.card.cvv'), '123');
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('review')).toHaveFocus());
    expect(screen.getByText(plain(formatMoney(155)))).toBeInTheDocument();
    await user.dblClick(button('recharge.pay'));
    expect(await screen.findByText(sampleReceipt.tokenDisplay)).toBeInTheDocument();
    expect(fakes.sent).toHaveLength(1);
    // Shown in groups of four (a span each), read whole.
    expect(screen.getByText((_, element) => element?.className === 'grouped-number' && element.textContent === sampleReceipt.referenceId)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('recharge.success.copy') }));
    expect(writeText).toHaveBeenCalledWith(sampleReceipt.token);
    expect(await screen.findByText(text('recharge.success.copied'))).toBeInTheDocument();
  });

  it('a dropped answer shows the message and Try again resends the same key', async () => {
    let attempt = 0;
    const fakes = calls();
    fakes.recharge = vi.fn(async (request: RechargeRequest) => {
      fakes.sent.push(request);
      if (++attempt === 1) throw failure('NETWORK');
      return sampleReceipt;
    });
    const { user } = await renderGuest(fakes);
    await user.type(field('recharge.field.meterNumber'), '04112873365');
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('amount')).toBeInTheDocument());
    await user.type(field('recharge.field.amount'), '20');
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('method')).toBeInTheDocument());
    await user.type(field('payment.method.card.name'), 'Naledi Kgosi');
    await user.type(field('payment.method.card.number'), '5555555555554444');
    await user.selectOptions(field('payment.method.card.expiryMonth'), '1');
    await user.selectOptions(field('payment.method.card.expiryYear'), '2030');
    await user.type(field('payment.method.card.cvv'), '321');
    await user.click(button('recharge.continue'));
    await waitFor(() => expect(heading('review')).toBeInTheDocument());
    await user.click(button('recharge.pay'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('recharge.code.NETWORK'));
    await user.click(button('recharge.retry'));
    expect(await screen.findByText(sampleReceipt.tokenDisplay)).toBeInTheDocument();
    expect(fakes.sent.map((request) => request.idempotencyKey)).toEqual([fakes.sent[0]!.idempotencyKey, fakes.sent[0]!.idempotencyKey]);
  });
});

describe('RechargePage signed in', () => {
  it("checks the account's meter at once and shows it, not a field", async () => {
    const fakes = calls();
    await renderPortal(<RechargePage input={{ mode: 'account', accountNumber: '300052837104', meterNumber: '04112873365', today }} calls={fakes} />, {
      route: '/Recharge',
    });
    await waitFor(() => expect(heading('amount')).toBeInTheDocument());
    expect(fakes.validateMeter).toHaveBeenCalledWith({ meterNumber: '04112873365', accountNumber: '300052837104' });
    expect(screen.queryByLabelText(text('recharge.field.meterNumber'))).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: text('recharge.title.account') })).toBeInTheDocument();
  });
});

describe('TransactionHistoryPage', () => {
  it('lists transactions with dates, money, units and how they were paid', async () => {
    const load = vi.fn(async () => ({
      items: [
        { referenceId: 'RCH1', transactedAt: '2026-11-22T10:05:00.000Z', meterNumber: '04112873365', amount: 150, convenienceFee: 5, units: 86.56, channel: 'web', method: 'VISA ending 4242', confirmationNumber: 'PMT1', status: 'completed' as const },
        { referenceId: 'RCH2', transactedAt: '2026-11-18T08:12:00.000Z', meterNumber: '04112873365', amount: 300, convenienceFee: 0, units: 223.02, channel: 'vendor', method: null, confirmationNumber: null, status: 'completed' as const },
      ],
      page: 1,
      pageSize: 12,
      total: 2,
      totalPages: 1,
    }));
    await renderPortal(<TransactionHistoryPage accountNumber="300052837104" state="NW" tab="transactions" calls={load} />, { route: '/transactionhistory/transactions' });
    const table = await screen.findByRole('table', { name: text('history.caption.transactions') });
    const rows = within(table).getAllByRole('row');
    expect(load).toHaveBeenCalledWith({ accountNumber: '300052837104', list: 'transactions', page: 1 });
    // A history table dates as DD/MM/yyyy (docs/dates.md).
    expect(rows[1]).toHaveTextContent('22/11/2026');
    expect(rows[1]).toHaveTextContent(plain(formatMoney(150)));
    expect(rows[1]).toHaveTextContent('86.56 kWh');
    expect(rows[1]).toHaveTextContent('VISA ending 4242');
    expect(rows[2]).toHaveTextContent(text('history.channel.vendor'));
    expect(screen.getByRole('link', { name: text('history.tab.transactions') })).toHaveAttribute('aria-current', 'page');
  });

  it('an empty list links to Recharge Meter; a failure offers Try again', async () => {
    let attempt = 0;
    const load = vi.fn(async () => {
      if (++attempt === 1) throw failure('GEN500');
      return { items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 };
    });
    const { user } = await renderPortal(<TransactionHistoryPage accountNumber="300052837104" state="NW" tab="tokens" calls={load} />, { route: '/transactionhistory' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('recharge.code.GEN500'));
    await act(async () => user.click(button('recharge.retry')));
    expect(await screen.findByRole('link', { name: text('history.rechargeLink') })).toHaveAttribute('href', '/Recharge');
  });
});

describe('who may open Recharge and Token & Transaction History', () => {
  it('prepaid accounts only, never an agent session on them', () => {
    const prepaid = sessionViewModel({ accounts: [prepaidAccount] });
    expect(mayRecharge(prepaid)).toBe(true);
    expect(mayOpenTransactionHistory(prepaid)).toBe(true);
    const postpaid = sessionViewModel({ accounts: [homeAccount] });
    expect(mayRecharge(postpaid)).toBe(false);
    expect(mayOpenTransactionHistory(postpaid)).toBe(false);
    expect(mayRecharge(sessionViewModel({ accounts: [prepaidAccount], isSupportLogin: true }))).toBe(false);
  });
});
