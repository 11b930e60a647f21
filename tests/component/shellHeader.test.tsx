import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignedInHeader } from '../../src/features/session/SignedInHeader.tsx';
import { NotificationsProvider } from '../../src/features/session/notifications.tsx';
import { experienceKey } from '../../src/features/session/shellCalls.ts';
import { cattlePostAccount, demoSettings, homeAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import type { SignedInOptions } from '../../stories/support/sessionTestProvider.tsx';
import { text } from './support/render.tsx';

function Header({ desktop = true, accountNumber = homeAccount.accountNumber }: { desktop?: boolean; accountNumber?: string | null }) {
  return (
    <NotificationsProvider accountNumber={accountNumber}>
      <SignedInHeader desktop={desktop} />
    </NotificationsProvider>
  );
}

const renderHeader = (options: SignedInOptions = {}, desktop = true) => renderSignedIn(<Header desktop={desktop} />, options);

describe('user menu', () => {
  it('opens with the keyboard, moves with the arrows, closes with Escape back on its button', async () => {
    const { user } = await renderHeader({ built: 'all' });
    const button = screen.getByRole('button', { name: /Kagiso Molefe/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: text('shell.user.menu') });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([text('shell.user.changePassword'), text('shell.user.signOut')]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[1]).toHaveFocus();
  });

  it('Change Password goes to /myprofile once it exists', async () => {
    const { user, router } = await renderHeader({ built: 'all' });
    await user.click(screen.getByRole('button', { name: /Kagiso Molefe/ }));
    await user.click(screen.getByRole('menuitem', { name: text('shell.user.changePassword') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no Change Password while /myprofile is not built; Sign Out logs out', async () => {
    const logout = vi.fn();
    const { user } = await renderHeader({ intents: { logout } });
    await user.click(screen.getByRole('button', { name: /Kagiso Molefe/ }));
    const items = screen.getAllByRole('menuitem');
    expect(items).toHaveLength(1);
    await user.click(items[0]!);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('closes on a click outside', async () => {
    const { user } = await renderHeader();
    await user.click(screen.getByRole('button', { name: /Kagiso Molefe/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('account selector', () => {
  it('shows a single account without a menu, boxed like the selector: nickname and number (its address and labels are on the dashboard)', async () => {
    await renderHeader();
    expect(screen.queryByRole('button', { name: /Change account/ })).toBeNull();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(text('shell.account.label'))).toBeInTheDocument();
    expect(within(banner).getByText('Home')).toBeInTheDocument();
    expect(within(banner).getByText(homeAccount.accountNumber)).toBeInTheDocument();
    expect(within(banner).queryByText(homeAccount.serviceAddressCombined)).toBeNull();
    expect(within(banner).queryByText(text('shell.account.default'))).toBeNull();
  });

  it('lists every account, marks the current one, and selects the one chosen', async () => {
    const selectAccount = vi.fn();
    const { user } = await renderHeader({ session: { accounts: [homeAccount, cattlePostAccount] }, intents: { selectAccount } });
    const button = screen.getByRole('button', { name: 'Service account: Home, 1000234567. Change account' });
    await user.click(button);
    const options = screen.getAllByRole('menuitemradio');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(options[1]).toHaveAttribute('aria-checked', 'false');
    expect(options[1]).toHaveTextContent('Cattle post');
    expect(options[1]).toHaveTextContent(cattlePostAccount.serviceAddressCombined);
    expect(options[1]).toHaveTextContent(text('shell.account.pending'));
    expect(options[1]).not.toHaveTextContent(text('shell.account.default'));
    expect(options[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selectAccount).toHaveBeenCalledWith(cattlePostAccount.accountNumber);
    expect(await screen.findByRole('button', { name: 'Service account: Cattle post, 1000987654. Change account' })).toHaveFocus();
  });

  it('does not select the account already selected', async () => {
    const selectAccount = vi.fn();
    const { user } = await renderHeader({ session: { accounts: [homeAccount, cattlePostAccount] }, intents: { selectAccount } });
    await user.click(screen.getByRole('button', { name: /Change account/ }));
    await user.click(screen.getAllByRole('menuitemradio')[0]!);
    expect(selectAccount).not.toHaveBeenCalled();
  });

  it('is disabled while an account switch loads', async () => {
    await renderHeader({ session: { accounts: [homeAccount, cattlePostAccount], busy: true } });
    expect(screen.getByRole('button', { name: /Change account/ })).toBeDisabled();
  });
});

describe('notification bell', () => {
  it('caps the unread badge at 999 and says the count', async () => {
    await renderHeader({ services: { loadUnreadCount: () => Promise.resolve(1520) } });
    const bell = await screen.findByRole('img', { name: 'Notifications: 999 unread messages' });
    expect(bell).toHaveTextContent('999');
  });

  it('shows the exact count below the cap, and no badge for 0', async () => {
    const { unmount } = await renderHeader({ services: { loadUnreadCount: () => Promise.resolve(1) } });
    expect(await screen.findByRole('img', { name: 'Notifications: 1 unread message' })).toHaveTextContent('1');
    unmount();
    await renderHeader({ services: { loadUnreadCount: () => Promise.resolve(0) } });
    const bell = await screen.findByRole('img', { name: text('shell.bell.none') });
    expect(bell.querySelector('.bell__badge')).toBeNull();
  });

  it('links to /Notifications once the inbox exists', async () => {
    await renderHeader({ built: 'all', services: { loadUnreadCount: () => Promise.resolve(4) } });
    const link = await screen.findByRole('link', { name: 'Notifications: 4 unread messages' });
    expect(link).toHaveAttribute('href', '/Notifications');
  });
});

describe('persona menu', () => {
  it.each([[[1]], [[1, 4]]])('is absent for personas %j', async (personas) => {
    await renderHeader({ session: { user: { personas } } });
    expect(screen.queryByRole('button', { name: text('shell.persona.button') })).toBeNull();
  });

  it.each([
    [[1, 2], ['Enterprise']],
    [[1, 3], ['Landlord']],
    [[5], ['Property Manager']],
    [[1, 2, 3, 5], ['Enterprise', 'Landlord', 'Property Manager']],
  ])('offers only the experiences the user holds: %j', async (personas, offered) => {
    const { user } = await renderHeader({ session: { user: { personas } } });
    await user.click(screen.getByRole('button', { name: text('shell.persona.button') }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(offered);
  });

  it('switching stores the experience, clears the portfolio and leaves for its site', async () => {
    const storeExperience = vi.fn();
    const clearPortfolio = vi.fn();
    const goToExternalSite = vi.fn();
    const { user } = await renderHeader({ session: { user: { personas: [1, 3, 5] } }, services: { storeExperience, clearPortfolio, goToExternalSite } });
    await user.click(screen.getByRole('button', { name: text('shell.persona.button') }));
    await user.click(screen.getByRole('menuitem', { name: 'Property Manager' }));
    expect(storeExperience).toHaveBeenCalledWith(5);
    expect(clearPortfolio).toHaveBeenCalledOnce();
    expect(goToExternalSite).toHaveBeenCalledWith(demoSettings.externalSites.propertyManager);
  });

  it('the real persona storage keeps the experience', async () => {
    const { browserShellServices } = await import('../../src/features/session/shellCalls.ts');
    window.localStorage.setItem('SelectedPortfolio', 'P-9');
    browserShellServices.storeExperience(3);
    browserShellServices.clearPortfolio();
    expect(window.localStorage.getItem(experienceKey)).toBe('3');
    expect(window.localStorage.getItem('SelectedPortfolio')).toBeNull();
  });
});

describe('agent session', () => {
  it('shows the customer-service banner only in a support login', async () => {
    const { unmount } = await renderHeader({ session: { isSupportLogin: true } });
    expect(screen.getByText(text('shell.agent.banner'))).toBeVisible();
    expect(screen.getByText('You are signed in on behalf of Kagiso Molefe.')).toBeInTheDocument();
    unmount();
    await renderHeader();
    expect(screen.queryByText(text('shell.agent.banner'))).toBeNull();
  });
});

describe('in another language', () => {
  it('reads the header in French', async () => {
    await renderSignedIn(<Header />, { language: 'FR', services: { loadUnreadCount: () => Promise.resolve(2) } });
    expect(await screen.findByRole('img', { name: 'Notifications\u00a0: 2 messages non lus' })).toBeInTheDocument();
    expect(screen.getByText(text('shell.account.label', 'FR'))).toBeInTheDocument();
  });
});
