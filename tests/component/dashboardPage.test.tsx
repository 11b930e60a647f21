import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { mayOpenDashboard } from '../../src/features/dashboard/access.ts';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import type { Language } from '../../src/domain/language.ts';
import {
  callFailure,
  cattlePostAccount,
  creditSummary,
  homeAccount,
  pending,
  postpaidSummary,
  prepaidAccount,
  prepaidSummary,
  restrictedAccount,
  restrictedSummary,
  sessionViewModel,
} from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import type { SignedInOptions } from '../../stories/support/sessionTestProvider.tsx';
import { text } from './support/render.tsx';
import { sampleOutages } from '../../machines/outage/outageMap/outageMap.fixtures.ts';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Page() {
  return (
    <SignedInFrame layout="desktop">
      <DashboardPage />
    </SignedInFrame>
  );
}

const renderDashboard = (options: SignedInOptions & { language?: Language } = {}) => renderSignedIn(<Page />, options);

/** The definition of a term in the summary list. */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return plain(dt.nextElementSibling?.textContent);
}

const billCard = () => screen.findByRole('region', { name: text('dashboard.billTitle') });

describe('dashboard', () => {
  it('greets the user with a focusable page heading', async () => {
    await renderDashboard();
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome, Kagiso' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('summarises the selected account: nickname, address, number, status and Default', async () => {
    await renderDashboard();
    const card = screen.getByRole('region', { name: text('dashboard.accountTitle') });
    expect(card).toHaveTextContent('Home');
    expect(card).toHaveTextContent(homeAccount.serviceAddressCombined);
    expect(card).toHaveTextContent(`Account ${homeAccount.accountNumber}`);
    expect(card).toHaveTextContent(text('shell.account.active'));
    expect(card).toHaveTextContent(text('shell.account.default'));
    expect(await within(card).findByText(text('dashboard.paperless'))).toBeInTheDocument();
  });

  it('shows the amount due, due date, past due and last payment with 2 decimals', async () => {
    await renderDashboard();
    const card = await billCard();
    await within(card).findByText(text('dashboard.amountDue'));
    expect(valueOf(text('dashboard.amountDue'))).toBe('P 1,240.50');
    expect(valueOf(text('dashboard.dueDate'))).toBe('Mar 28, 2025');
    expect(valueOf(text('dashboard.pastDue'))).toBe('P 310.25');
    expect(valueOf(text('dashboard.lastPayment'))).toBe('P 450.00 on Feb 21, 2025');
    expect(screen.queryByText(text('dashboard.balance'))).toBeNull();
  });

  it('shows a credit balance with the CR suffix, and says "credit" to screen readers', async () => {
    await renderDashboard({ services: { loadDashboardSummary: () => Promise.resolve(creditSummary) } });
    await screen.findByText(text('dashboard.balance'));
    const value = screen.getByText(text('dashboard.balance'), { selector: 'dt' }).nextElementSibling!;
    expect(plain(within(value as HTMLElement).getByText(/CR$/).textContent)).toBe('P 85.40 CR');
    expect(plain(value.querySelector('.visually-hidden')?.textContent)).toBe('P 85.40 in credit');
    expect(screen.queryByText(text('dashboard.pastDue'))).toBeNull();
  });

  it('shows the last recharge and a masked token for a prepaid account', async () => {
    await renderDashboard({ session: { accounts: [prepaidAccount] }, services: { loadDashboardSummary: () => Promise.resolve(prepaidSummary) } });
    const card = await screen.findByRole('region', { name: text('dashboard.prepaidTitle') });
    await within(card).findByText(text('dashboard.lastRecharge'));
    expect(valueOf(text('dashboard.lastRecharge'))).toBe('P 200.00 on Mar 10, 2025');
    expect(valueOf(text('dashboard.lastToken'))).toBe('****************4821');
    expect(within(card).queryByText(text('dashboard.dueDate'))).toBeNull();
  });

  it('says nothing about paperless billing for a prepaid meter, which has no bills', async () => {
    // demo.prepaid's account is enrolled in paperless billing: the dashboard still says nothing.
    const summary: DashboardSummary = { ...prepaidSummary, paperless: true };
    await renderDashboard({ session: { accounts: [prepaidAccount] }, services: { loadDashboardSummary: () => Promise.resolve(summary) } });
    await screen.findByText(text('dashboard.lastRecharge'));
    expect(screen.queryByText(text('dashboard.paperless'))).toBeNull();
  });

  it('masks a token the server sent in full, keeping its last 4 digits', async () => {
    const summary: DashboardSummary = { ...prepaidSummary, lastToken: '12345678901234567890' };
    await renderDashboard({ session: { accounts: [prepaidAccount] }, services: { loadDashboardSummary: () => Promise.resolve(summary) } });
    await screen.findByText(text('dashboard.lastToken'));
    expect(valueOf(text('dashboard.lastToken'))).toBe('****************7890');
  });

  it('says clearly that a status-2 account allows payments only, with the amount due', async () => {
    await renderDashboard({ session: { accounts: [restrictedAccount] }, services: { loadDashboardSummary: () => Promise.resolve(restrictedSummary) } });
    const notice = screen.getByRole('region', { name: text('dashboard.restricted.title') });
    expect(notice).toHaveTextContent(text('dashboard.restricted.body'));
    await waitFor(() => expect(plain(notice.textContent)).toContain(`${text('dashboard.amountDue')}: P 2,315.75`));
  });

  it('offers Make a Payment in the restricted notice once the payment page exists', async () => {
    await renderDashboard({
      built: 'all',
      session: { accounts: [restrictedAccount] },
      services: { loadDashboardSummary: () => Promise.resolve(restrictedSummary) },
    });
    const notice = screen.getByRole('region', { name: text('dashboard.restricted.title') });
    expect(within(notice).getByRole('link', { name: text('dashboard.payNow') })).toHaveAttribute('href', '/PayBill');
  });

  it('welcomes a user without an account with a friendly empty state, and calls nothing', async () => {
    const loadDashboardSummary = vi.fn(() => Promise.resolve(postpaidSummary));
    await renderDashboard({ session: { accountNumber: null }, services: { loadDashboardSummary } });
    expect(screen.getByRole('region', { name: text('dashboard.empty.title') })).toHaveTextContent(text('dashboard.empty.body'));
    expect(loadDashboardSummary).not.toHaveBeenCalled();
  });

  it('shows one loader, and no card yet, while the summary loads (the cards appear together and do not move)', async () => {
    await renderDashboard({ services: { loadDashboardSummary: () => pending() } });
    expect(await screen.findByRole('status')).toHaveTextContent(text('common.loading'));
    expect(screen.queryByRole('region', { name: text('dashboard.billTitle') })).toBeNull();
    expect(screen.queryByRole('region', { name: text('dashboard.accountTitle') })).toBeNull();
  });

  it('holds the page back while the first banner is on its way, and shows it after the hold time even if the banner never comes', async () => {
    await renderSignedIn(
      <SignedInFrame layout="desktop" pageHoldMaxMs={300}>
        <DashboardPage />
      </SignedInFrame>,
      { services: { loadBannerData: () => pending() } },
    );
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kagiso' }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('region', { name: text('shell.banner.heading') })).toBeNull();
  });

  it('waits for the notification total too, so its notice never pushes the cards down', async () => {
    await renderDashboard({ services: { loadDashboardNotification: () => pending() } });
    expect(await screen.findByRole('status')).toHaveTextContent(text('common.loading'));
    expect(screen.queryByRole('region', { name: text('dashboard.billTitle') })).toBeNull();
  });

  it('says when the summary cannot be had, and Retry loads it again', async () => {
    const loadDashboardSummary = vi
      .fn<(accountNumber: string) => Promise<DashboardSummary>>()
      .mockRejectedValueOnce(callFailure('NETWORK', ''))
      .mockResolvedValueOnce(postpaidSummary);
    const { user } = await renderDashboard({ services: { loadDashboardSummary } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('error.NETWORK'));
    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    await screen.findByText(text('dashboard.dueDate'));
    expect(loadDashboardSummary).toHaveBeenCalledTimes(2);
  });

  it('shows the outage count from the frame', async () => {
    await renderDashboard({ services: { loadOutageCount: () => Promise.resolve(1284) } });
    const card = await screen.findByRole('region', { name: text('dashboard.outages.title') });
    expect(card).toHaveTextContent('1,284 customers affected by outages');
  });

  it('the outage card says, in French, which outage covers the premise (cause, restoration, customers) in the reader\'s language', async () => {
    await renderDashboard({ language: 'FR', services: { loadAccountOutages: () => Promise.resolve([sampleOutages[1]!]) } });
    const card = await screen.findByRole('region', { name: 'Pannes' });
    expect(await within(card).findByRole('heading', { level: 3, name: 'Une panne touche l’adresse de ce compte' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Cause : ');
    expect(card).toHaveTextContent('Rétablissement prévu d’ici : ');
    expect(plain(card.textContent)).toContain('385 clients touchés');
    expect(card).toHaveAttribute('aria-busy', 'false');
  });

  it('the outage card says when no outage covers the premise, and offers a retry when the check fails', async () => {
    const loadAccountOutages = vi.fn().mockRejectedValueOnce(callFailure('NETWORK', '')).mockResolvedValueOnce([]);
    const { user } = await renderDashboard({ services: { loadAccountOutages } });
    const card = await screen.findByRole('region', { name: text('dashboard.outages.title') });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(text('dashboard.outages.failed'));
    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(await within(card).findByText(text('dashboard.outages.none'))).toBeInTheDocument();
    expect(loadAccountOutages).toHaveBeenCalledTimes(2);
  });

  it('shows the dashboard notification banner only when the total is above 0', async () => {
    const { unmount } = await renderDashboard({ services: { loadDashboardNotification: () => Promise.resolve(2) } });
    expect(await screen.findByText(/You have 2 unread messages about this account\./)).toBeInTheDocument();
    unmount();
    await renderDashboard({ services: { loadDashboardNotification: () => Promise.resolve(0) } });
    await screen.findByText(text('dashboard.dueDate'));
    expect(screen.queryByText(/unread messages about this account/)).toBeNull();
  });

  it('loads the summary of the account chosen in the header', async () => {
    const loadDashboardSummary = vi.fn((accountNumber: string) =>
      Promise.resolve(accountNumber === cattlePostAccount.accountNumber ? { ...postpaidSummary, amountDue: 77 } : postpaidSummary),
    );
    const { user } = await renderDashboard({ session: { accounts: [homeAccount, cattlePostAccount] }, services: { loadDashboardSummary } });
    await screen.findByText(text('dashboard.dueDate'));
    await user.click(screen.getByRole('button', { name: /Change account/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /Cattle post/ }));
    await waitFor(() => expect(valueOf(text('dashboard.amountDue'))).toBe('P 77.00'));
    expect(loadDashboardSummary).toHaveBeenLastCalledWith(cattlePostAccount.accountNumber);
    expect(screen.getByRole('region', { name: text('dashboard.accountTitle') })).toHaveTextContent(text('shell.account.pending'));
  });

  it('reads in French with French amounts', async () => {
    await renderDashboard({ language: 'FR' });
    await screen.findByText(text('dashboard.dueDate', 'FR'));
    expect(valueOf(text('dashboard.amountDue', 'FR'))).toBe('1 240,50 P');
  });
});

describe("an agent's own sign-in", () => {
  const agent = { user: { isAgent: true, firstName: 'Neo', lastName: 'Sebego', fullName: 'Neo Sebego' }, accountNumber: null } as const;

  it('offers the form to sign in on behalf of a customer, and no empty state', async () => {
    await renderDashboard({ session: agent });
    expect(screen.getByRole('region', { name: text('dashboard.agent.title') })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text('dashboard.empty.title') })).toBeNull();
  });

  it('is not offered in a customer-service session, nor to customers', async () => {
    const { unmount } = await renderDashboard({ session: { ...agent, isSupportLogin: true } });
    expect(screen.queryByRole('region', { name: text('dashboard.agent.title') })).toBeNull();
    unmount();
    await renderDashboard();
    expect(screen.queryByRole('region', { name: text('dashboard.agent.title') })).toBeNull();
  });

  it('refuses a number that is not 6 to 20 digits beside the field', async () => {
    const requestSupportToken = vi.fn();
    const { user } = await renderDashboard({ session: agent, services: { requestSupportToken } });
    const field = screen.getByRole('textbox', { name: text('dashboard.agent.accountNumber') });
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: text('dashboard.agent.submit') }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(text('dashboard.agent.invalidNumber'));
    expect(requestSupportToken).not.toHaveBeenCalled();
  });

  it('asks for a support token and goes to /authenticate/{token}', async () => {
    const requestSupportToken = vi.fn(() => Promise.resolve({ token: 'support-token-0123456789abcdef' }));
    const { user, router } = await renderDashboard({ session: agent, services: { requestSupportToken } });
    await user.type(screen.getByRole('textbox', { name: text('dashboard.agent.accountNumber') }), '1000234567');
    await user.keyboard('{Enter}');
    expect(requestSupportToken).toHaveBeenCalledWith('1000234567');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authenticate/support-token-0123456789abcdef'));
  });

  it('says when no customer holds the account, keeping the number', async () => {
    const requestSupportToken = vi.fn(() => Promise.reject(callFailure('GEN404', 'No customer holds this account as primary user.')));
    const { user } = await renderDashboard({ session: agent, services: { requestSupportToken } });
    const field = screen.getByRole('textbox', { name: text('dashboard.agent.accountNumber') });
    await user.type(field, '9999999999');
    await user.click(screen.getByRole('button', { name: text('dashboard.agent.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('dashboard.agent.code.GEN404'));
    expect(field).toHaveValue('9999999999');
  });
});

describe('who may open the dashboard', () => {
  it('needs the view-dashboard right; a status-2 account and a user without an account may', () => {
    expect(mayOpenDashboard(sessionViewModel())).toBe(true);
    expect(mayOpenDashboard(sessionViewModel({ rights: ['BillingCurrentBill'] }))).toBe(false);
    expect(mayOpenDashboard(sessionViewModel({ accounts: [restrictedAccount] }))).toBe(true);
    expect(mayOpenDashboard(sessionViewModel({ accountNumber: null }))).toBe(true);
  });

  it('tells a user without the right, instead of a summary', async () => {
    const loadDashboardSummary = vi.fn(() => Promise.resolve(postpaidSummary));
    await renderDashboard({ session: { rights: ['BillingCurrentBill'] }, services: { loadDashboardSummary } });
    expect(screen.getByText(text('dashboard.noAccess'))).toBeInTheDocument();
    expect(loadDashboardSummary).not.toHaveBeenCalled();
  });
});
