/**
 * AutoPay on the dashboard and on /ViewBill (issue 16): enrolled, "Paid by AutoPay on <date> from
 * ****1234"; not enrolled, an offer leading to /EnrollAutoPay where the AutoPay menu rule holds and
 * the page exists; nothing where the server says nothing (agents, prepaid, no right).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBill, sampleViewBillAccount } from '../../machines/billing/viewBill/viewBill.fixtures.ts';
import type { AutoPayBadge } from '../../src/domain/autoPay.ts';
import type { Language } from '../../src/domain/language.ts';
import { DashboardPage } from '../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { ViewBillPage } from '../../src/features/billing/viewBill/ViewBillPage.tsx';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import { postpaidSummary } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import type { SignedInOptions } from '../../stories/support/sessionTestProvider.tsx';
import { text } from './support/render.tsx';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');
const enrolled: AutoPayBadge = { enrolled: true, date: '2026-12-13', last4: '6789' };

const renderDashboard = (autoPay: AutoPayBadge | null, options: SignedInOptions & { language?: Language } = {}) =>
  renderSignedIn(
    <SignedInFrame layout="desktop">
      <DashboardPage />
    </SignedInFrame>,
    { built: 'all', services: { loadDashboardSummary: () => Promise.resolve({ ...postpaidSummary, autoPay }) }, ...options },
  );

const billCard = () => screen.findByRole('region', { name: text('dashboard.billTitle') });

const renderBill = (autoPay: AutoPayBadge | null, mayEnrolAutoPay: boolean, options: SignedInOptions & { language?: Language } = {}) =>
  renderSignedIn(
    <ViewBillPage
      accountNumber={sampleViewBillAccount}
      mayEnrolAutoPay={mayEnrolAutoPay}
      calls={{ details: () => Promise.resolve({ ...sampleBill, autoPay }), explainer: () => new Promise(() => {}), pdf: () => Promise.resolve() }}
    />,
    { built: 'all', route: '/ViewBill', ...options },
  );

describe('AutoPay on the dashboard', () => {
  it('enrolled: the day the bill is drafted and the masked bank account', async () => {
    await renderDashboard(enrolled);
    const card = await billCard();
    expect(plain((await within(card).findByText(/AutoPay/)).textContent)).toBe('Paid by AutoPay on Dec 13, 2026 from ****6789');
    expect(within(card).queryByRole('link', { name: text('payment.autoPay.note.offerLink') })).toBeNull();
  });

  it('not enrolled: an offer leading to /EnrollAutoPay', async () => {
    await renderDashboard({ enrolled: false });
    const card = await billCard();
    expect(await within(card).findByRole('link', { name: text('payment.autoPay.note.offerLink') })).toHaveAttribute('href', '/EnrollAutoPay');
    expect(card).toHaveTextContent(text('payment.autoPay.note.offer'));
  });

  it('no offer in an agent session (the menu hides Auto Pay from agents) nor where the server says nothing', async () => {
    const { unmount } = await renderDashboard({ enrolled: false }, { session: { isSupportLogin: true } });
    await within(await billCard()).findByText(text('dashboard.amountDue'));
    expect(screen.queryByText(text('payment.autoPay.note.offer'))).toBeNull();
    unmount();
    await renderDashboard(null);
    await within(await billCard()).findByText(text('dashboard.amountDue'));
    expect(screen.queryByText(/AutoPay/)).toBeNull();
  });

  it('reads in French', async () => {
    await renderDashboard(enrolled, { language: 'FR' });
    const card = await screen.findByRole('region', { name: text('dashboard.billTitle', 'FR') });
    expect(plain((await within(card).findByText(/prélèvement automatique/)).textContent)).toMatch(/^Payée par prélèvement automatique le 13 déc\.? 2026 depuis \*\*\*\*6789$/);
  });
});

describe('AutoPay on /ViewBill', () => {
  it('enrolled: "Paid by AutoPay on <date> from ****6789" beside the amount due', async () => {
    await renderBill(enrolled, true);
    expect(plain((await screen.findByText(/Paid by AutoPay/)).textContent)).toBe('Paid by AutoPay on Dec 13, 2026 from ****6789');
  });

  it('not enrolled: the offer when the AutoPay menu rule holds, nothing otherwise', async () => {
    const { unmount } = await renderBill({ enrolled: false }, true);
    expect(await screen.findByRole('link', { name: text('payment.autoPay.note.offerLink') })).toHaveAttribute('href', '/EnrollAutoPay');
    unmount();
    await renderBill({ enrolled: false }, false);
    await screen.findByText(/^Due by /);
    expect(screen.queryByText(text('payment.autoPay.note.offer'))).toBeNull();
  });
});
