/**
 * The dashboard's latest usage alert (issue 17): what crossed, when it was sent, and a link to the
 * alert settings on /usages#alerts; nothing without an alert; hidden (and not asked for) without the
 * usage-alerts right; a failed load offers Retry.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import { defaultRoleRights, rights } from '../../src/domain/rights.ts';
import type { Language } from '../../src/domain/language.ts';
import type { UsageAlertsRecord } from '../../src/domain/usageAlerts.ts';
import { callFailure, homeAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import type { SignedInOptions } from '../../stories/support/sessionTestProvider.tsx';
import { text } from './support/render.tsx';

const renderDashboard = (options: SignedInOptions & { language?: Language } = {}) =>
  renderSignedIn(
    <SignedInFrame layout="desktop">
      <DashboardPage />
    </SignedInFrame>,
    options,
  );

const record = (latest: UsageAlertsRecord['latest']): UsageAlertsRecord => ({ accountNumber: homeAccount.accountNumber, dailyThreshold: 12, monthlyBudget: 300, latest });
const daily = record({ kind: 'daily', period: '2025-03-14', amount: 18.25, limit: 12, raisedAt: '2025-03-15T14:05:00Z' });
const budget = record({ kind: 'budget', period: '2025-03', amount: 312.4, limit: 300, raisedAt: '2025-03-20T16:30:00Z' });
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

const card = (language: Language = 'EN_US') => screen.findByRole('region', { name: text('usage.usageAlerts.card.title', language) });

describe('the latest usage alert on the dashboard', () => {
  it('says what crossed and when it was sent, and links to the alert settings on /usages', async () => {
    const loadUsageAlerts = vi.fn(() => Promise.resolve(daily));
    await renderDashboard({ services: { loadUsageAlerts }, built: 'all' });
    const region = await card();
    expect(plain(region.textContent)).toContain('Latest alert: on March 14, 2025 you used 18.25 kWh, above your threshold of 12 kWh.');
    expect(plain(region.textContent)).toContain('Sent March 15, 2025 07:05 AM');
    expect(within(region).getByRole('link', { name: text('usage.usageAlerts.card.link') })).toHaveAttribute('href', '/usages#alerts');
    expect(loadUsageAlerts).toHaveBeenCalledWith(homeAccount.accountNumber);
  });

  it('is asked for as the dashboard opens, beside the summary (not once the summary has answered); the card takes that answer', async () => {
    const loadUsageAlerts = vi.fn(() => Promise.resolve(daily));
    let answerSummary!: () => void;
    const loadDashboardSummary = vi.fn(
      () => new Promise<never>((_, reject) => (answerSummary = () => reject(callFailure('GEN500')))),
    );
    await renderDashboard({ services: { loadUsageAlerts, loadDashboardSummary }, built: 'all' });
    await vi.waitFor(() => expect(loadUsageAlerts).toHaveBeenCalledWith(homeAccount.accountNumber));
    expect(screen.queryByRole('region', { name: text('usage.usageAlerts.card.title') })).toBeNull();
    answerSummary();
    expect(await card()).toBeInTheDocument();
    expect(loadUsageAlerts).toHaveBeenCalledTimes(1);
  });

  it('a monthly budget alert, in French', async () => {
    await renderDashboard({ services: { loadUsageAlerts: () => Promise.resolve(budget) }, language: 'FR', built: 'all' });
    const region = await card('FR');
    expect(plain(region.textContent)).toContain('Dernière alerte : en mars 2025, votre consommation a coûté 312,40 P, au-dessus de votre budget de 300,00 P.');
    expect(within(region).getByRole('link', { name: text('usage.usageAlerts.card.link', 'FR') })).toBeInTheDocument();
  });

  it('shows nothing when no alert was sent', async () => {
    await renderDashboard({ services: { loadUsageAlerts: () => Promise.resolve(record(null)) } });
    await screen.findByText(text('dashboard.dueDate'));
    expect(screen.queryByRole('region', { name: text('usage.usageAlerts.card.title') })).toBeNull();
  });

  it('is hidden, and not asked for, without the usage-alerts right', async () => {
    const loadUsageAlerts = vi.fn(() => Promise.resolve(daily));
    const granted = (defaultRoleRights[homeAccount.roleId] ?? []).filter((right) => right !== rights.usageAlerts);
    await renderDashboard({ session: { rights: granted }, services: { loadUsageAlerts } });
    await screen.findByText(text('dashboard.dueDate'));
    expect(screen.queryByRole('region', { name: text('usage.usageAlerts.card.title') })).toBeNull();
    expect(loadUsageAlerts).not.toHaveBeenCalled();
  });

  it('a failed load says so, and Retry loads it again', async () => {
    const loadUsageAlerts = vi.fn<(accountNumber: string) => Promise<UsageAlertsRecord>>().mockRejectedValueOnce(callFailure('NETWORK', '')).mockResolvedValueOnce(daily);
    const { user } = await renderDashboard({ services: { loadUsageAlerts } });
    const region = await card();
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent(text('error.NETWORK'));
    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(await within(region).findByText(/Latest alert: on March 14, 2025/)).toBeInTheDocument();
    expect(loadUsageAlerts).toHaveBeenCalledTimes(2);
  });
});
