import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillPaymentPage } from '../../src/features/billing/overview/BillPaymentPage.tsx';
import { PreBillingPaymentPage } from '../../src/features/billing/overview/PreBillingPaymentPage.tsx';
import { homeAccount, prepaidAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import { text } from './support/render.tsx';

/** The cards' links, as the reader meets them: name and target. */
function cardLinks(): [string, string | null][] {
  const list = screen.getByRole('list', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('/BillPayment: the signed-in billing overview', () => {
  it('lists the Billing menu entries this customer may open, each with what it does, and Payment Information', async () => {
    await renderSignedIn(<BillPaymentPage />, { route: '/BillPayment', built: 'all', session: { accounts: [homeAccount] } });
    expect(screen.getByRole('heading', { level: 1, name: text('billPayment.title') })).toBeInTheDocument();
    const links = cardLinks();
    expect(links).toContainEqual([text('nav.currentBill'), '/ViewBill']);
    expect(links).toContainEqual([text('nav.payBill'), '/PayBill']);
    expect(links).toContainEqual([text('nav.billingHistory'), '/billinghistory']);
    expect(links).toContainEqual([text('nav.paymentMethod'), '/PaymentMethod']);
    expect(links.map(([name]) => name)).not.toContain(text('nav.recharge'));
    expect(screen.getByText(text('billPayment.about.currentBill'))).toBeInTheDocument();
  });

  it('a prepaid account gets Recharge and its token history instead of the bill, the payment and the bill history', async () => {
    await renderSignedIn(<BillPaymentPage />, { route: '/BillPayment', built: 'all', session: { accounts: [prepaidAccount] } });
    const names = cardLinks().map(([name]) => name);
    expect(names).toContain(text('nav.recharge'));
    expect(names).toContain(text('nav.transactionHistory'));
    expect(names).not.toContain(text('nav.currentBill'));
    expect(names).not.toContain(text('nav.payBill'));
    expect(names).not.toContain(text('nav.billingHistory'));
  });

  it('an agent signed in for a customer sees no payment or automatic payment entry', async () => {
    await renderSignedIn(<BillPaymentPage />, { route: '/BillPayment', built: 'all', session: { accounts: [homeAccount], isSupportLogin: true } });
    const names = cardLinks().map(([name]) => name);
    expect(names).toContain(text('nav.currentBill'));
    expect(names).not.toContain(text('nav.payBill'));
    expect(names).not.toContain(text('nav.autoPay'));
  });

  it('links only to pages that exist', async () => {
    await renderSignedIn(<BillPaymentPage />, { route: '/BillPayment', built: ['/dashboard', '/ViewBill'], session: { accounts: [homeAccount] } });
    expect(cardLinks()).toEqual([[text('nav.currentBill'), '/ViewBill']]);
  });

  it('says so, with a way home, when nothing in billing is open to the user', async () => {
    // A user without an account and without the payment location right (a new registration, say).
    await renderSignedIn(<BillPaymentPage />, { route: '/BillPayment', built: 'all', session: { accounts: [], accountNumber: null, rights: [] } });
    expect(screen.getByRole('status')).toHaveTextContent(text('billPayment.none'));
    expect(screen.getByRole('link', { name: text('nav.home') })).toHaveAttribute('href', '/dashboard');
  });
});

describe('/PreBillingPayment: the visitors\u2019 billing overview', () => {
  it('offers the pages a visitor can use that exist, and signing in or registering for the rest', async () => {
    await renderSignedIn(<PreBillingPaymentPage />, {
      route: '/PreBillingPayment',
      built: ['/MakePayment', '/RechargeMeter', '/PrePaymentLocation', '/PreBillingPaymentFaq'],
      session: { status: 'signedOut' },
    });
    expect(cardLinks()).toEqual([
      [text('preBillingPayment.payAsGuest.title'), '/MakePayment'],
      [text('preBillingPayment.rechargeMeter.title'), '/RechargeMeter'],
      [text('preBillingPayment.paymentLocations.title'), '/PrePaymentLocation'],
      [text('preBillingPayment.billingFaq.title'), '/PreBillingPaymentFaq'],
    ]);
    const account = screen.getByRole('region', { name: text('preBillingPayment.account.title') });
    expect(within(account).getByRole('link', { name: text('preBillingPayment.account.signIn') })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: text('preBillingPayment.account.register') })).toHaveAttribute('href', '/Register');
  });

  it('reads in French', async () => {
    await renderSignedIn(<PreBillingPaymentPage />, { route: '/PreBillingPayment', built: ['/MakePayment'], session: { status: 'signedOut' }, language: 'FR' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Facturation et paiements');
    expect(screen.getByRole('link', { name: 'Payer une facture' })).toHaveAttribute('href', '/MakePayment');
  });
});
