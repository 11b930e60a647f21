import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DesktopNavigation } from '../../src/features/session/DesktopNavigation.tsx';
import { MobileDrawer } from '../../src/features/session/MobileDrawer.tsx';
import { NotificationsProvider } from '../../src/features/session/notifications.tsx';
import { cattlePostAccount, homeAccount, noPaymentRoleAccount, prepaidAccount, restrictedAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import type { SignedInOptions } from '../../stories/support/sessionTestProvider.tsx';
import { text } from './support/render.tsx';

const renderNavigation = (options: SignedInOptions = {}) => renderSignedIn(<DesktopNavigation />, { built: 'all', ...options });

/** Every link of the navigation, the closed menus included. */
function linkNames(): string[] {
  const nav = screen.getByRole('navigation', { name: text('layout.mainNavigation') });
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent ?? '');
}

describe('desktop navigation', () => {
  it('groups the entries: Home, the Account, Billing, Services, Usage and Ways To Save menus, Outages, Contact Us', async () => {
    await renderNavigation();
    const nav = screen.getByRole('navigation', { name: text('layout.mainNavigation') });
    const toggles = within(nav).getAllByRole('button');
    expect(toggles.map((button) => button.textContent)).toEqual(['Account', 'Billing', 'Services', 'Usage', 'Ways To Save']);
    const visibleLinks = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(visibleLinks).toEqual(['Home', 'Outages', 'Contact Us']);
  });

  it('opens a menu as a disclosure; Escape closes it and returns to its button', async () => {
    const { user } = await renderNavigation();
    const billing = screen.getByRole('button', { name: 'Billing' });
    expect(billing).toHaveAttribute('aria-expanded', 'false');
    await user.click(billing);
    expect(billing).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(billing.getAttribute('aria-controls') ?? '')!;
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toContain('Make a Payment');
    await user.tab();
    expect(within(menu).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(billing).toHaveAttribute('aria-expanded', 'false');
    expect(billing).toHaveFocus();
    expect(menu).not.toBeVisible();
  });

  it('keeps one menu open at a time, and closes when focus leaves it', async () => {
    const { user } = await renderNavigation();
    await user.click(screen.getByRole('button', { name: 'Billing' }));
    await user.click(screen.getByRole('button', { name: 'Usage' }));
    expect(screen.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Usage' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // Usage Overview
    await user.tab(); // Usage Compare
    await user.tab(); // Ways To Save button: focus left the Usage menu
    expect(screen.getByRole('button', { name: 'Usage' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the page shown with aria-current, and its menu', async () => {
    const { user } = await renderNavigation({ route: '/ViewBill' });
    const billing = screen.getByRole('button', { name: 'Billing' });
    expect(billing).toHaveClass('signed-nav__toggle--current');
    await user.click(billing);
    expect(screen.getByRole('link', { name: 'Current Bill' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('Home is current on / and on /dashboard', async () => {
    const { unmount } = await renderNavigation({ route: '/' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    unmount();
    await renderNavigation({ route: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates and closes the menu', async () => {
    const { user, router } = await renderNavigation();
    await user.click(screen.getByRole('button', { name: 'Billing' }));
    await user.click(screen.getByRole('link', { name: 'Make a Payment' }));
    expect(router.state.location.pathname).toBe('/PayBill');
    expect(screen.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists only pages that exist: today Home alone', async () => {
    await renderNavigation({ built: ['/', '/dashboard'] });
    expect(linkNames()).toEqual(['Home']);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('hides Make a Payment for role 7', async () => {
    await renderNavigation({ session: { accounts: [noPaymentRoleAccount] } });
    expect(linkNames()).not.toContain('Make a Payment');
    expect(linkNames()).toContain('Current Bill');
  });

  it('hides Make a Payment and Automatic Payment Plan in a customer-service session', async () => {
    await renderNavigation({ session: { isSupportLogin: true } });
    expect(linkNames()).not.toContain('Make a Payment');
    expect(linkNames()).not.toContain('Automatic Payment Plan');
  });

  it('offers Recharge Meter and Token & Transaction History instead of bill payment and history for prepaid', async () => {
    await renderNavigation({ session: { accounts: [prepaidAccount] } });
    const names = linkNames();
    expect(names).toEqual(expect.arrayContaining(['Recharge Meter', 'Token & Transaction History']));
    expect(names).not.toContain('Make a Payment');
    expect(names).not.toContain('Billing & Payment History');
  });

  it('keeps payment but drops energy share, budget billing and notification preferences for account status 2', async () => {
    await renderNavigation({ session: { accounts: [restrictedAccount] } });
    const names = linkNames();
    expect(names).toEqual(expect.arrayContaining(['Home', 'Make a Payment', 'Payment Locations', 'Contact Us']));
    for (const hidden of ['Energy Share', 'Budget Billing', 'Notification Preferences', 'Current Bill', 'Usage Overview']) {
      expect(names).not.toContain(hidden);
    }
  });

  it('follows the selected account (another account, other rights)', async () => {
    await renderNavigation({ session: { accounts: [homeAccount, noPaymentRoleAccount], accountNumber: noPaymentRoleAccount.accountNumber } });
    expect(linkNames()).not.toContain('Make a Payment');
  });
});

function Drawer() {
  return (
    <NotificationsProvider accountNumber={homeAccount.accountNumber}>
      <MobileDrawer />
      <button type="button">after</button>
    </NotificationsProvider>
  );
}

describe('mobile drawer', () => {
  it('is a dialog: focus moves in, Tab stays inside, Escape closes and returns to the button', async () => {
    const { user } = await renderSignedIn(<Drawer />, { built: 'all', session: { accounts: [homeAccount, cattlePostAccount] } });
    const button = screen.getByRole('button', { name: text('shell.drawer.open') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Welcome, Kagiso Molefe' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 60; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement), `Tab ${step}`).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('holds the welcome line, the navigation, the bell, the account menu and Sign Out', async () => {
    const logout = vi.fn();
    const { user } = await renderSignedIn(<Drawer />, {
      built: 'all',
      session: { accounts: [homeAccount, cattlePostAccount] },
      intents: { logout },
      services: { loadUnreadCount: () => Promise.resolve(7) },
    });
    await user.click(screen.getByRole('button', { name: text('shell.drawer.open') }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome, Kagiso Molefe' })).toBeInTheDocument();
    const nav = within(dialog).getByRole('navigation', { name: text('layout.mainNavigation') });
    expect(within(nav).getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Make a Payment' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Notifications: 7 unread messages' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Change account/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text('shell.user.signOut') }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('closes when a page is chosen', async () => {
    const { user, router } = await renderSignedIn(<Drawer />, { built: 'all' });
    await user.click(screen.getByRole('button', { name: text('shell.drawer.open') }));
    await user.click(screen.getByRole('link', { name: 'Current Bill' }));
    expect(router.state.location.pathname).toBe('/ViewBill');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { user } = await renderSignedIn(<Drawer />);
    await user.click(screen.getByRole('button', { name: text('shell.drawer.open') }));
    await user.click(screen.getByRole('button', { name: text('shell.drawer.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: text('shell.drawer.open') })).toHaveFocus();
  });
});
