import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { idleTimeoutMachine } from '../../machines/session/idleTimeout/idleTimeout.machine.ts';
import { IdleTimeoutDialog, IdleTimeoutDialogView } from '../../src/features/session/idleTimeout/IdleTimeoutDialog.tsx';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import { VersionOffer } from '../../src/features/session/versionCheck/VersionOffer.tsx';
import { browserShellServices } from '../../src/features/session/shellCalls.ts';
import { getDeployedVersion } from '../../src/api/dashboard.ts';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import { text } from './support/render.tsx';

describe('session-expiry dialog', () => {
  it('is an alert dialog with the GEN017 text, Log Out and Continue; focus starts on Continue', async () => {
    const continueSession = vi.fn();
    const logOut = vi.fn();
    const { user } = await renderSignedIn(
      <>
        <button type="button">page</button>
        <IdleTimeoutDialogView view={{ dialogOpen: true, busy: false, continueSession, logOut }} />
      </>,
    );
    const dialog = screen.getByRole('alertdialog', { name: text('shell.idle.title') });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Due to inactivity, you will be automatically logged out of your session.');
    const continueButton = within(dialog).getByRole('button', { name: text('shell.idle.continue') });
    expect(continueButton).toHaveFocus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Escape does not dismiss it: it needs an answer.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text('shell.idle.logOut') }));
    expect(logOut).toHaveBeenCalledOnce();
    await user.click(continueButton);
    expect(continueSession).toHaveBeenCalledOnce();
  });

  it('is absent while the session is in use', async () => {
    await renderSignedIn(<IdleTimeoutDialogView view={{ dialogOpen: false, busy: false, continueSession: vi.fn(), logOut: vi.fn() }} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds its buttons while Continue refreshes the tokens', async () => {
    await renderSignedIn(<IdleTimeoutDialogView view={{ dialogOpen: true, busy: true, continueSession: vi.fn(), logOut: vi.fn() }} />);
    const dialog = screen.getByRole('alertdialog');
    for (const button of within(dialog).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('drives the idle-timeout machine: Continue refreshes the session, Log Out ends it', async () => {
    const refreshSession = vi.fn(() => Promise.resolve());
    const machine = idleTimeoutMachine.provide({
      actors: { listenForActivity: fromCallback(() => () => {}), refreshSession: fromPromise(refreshSession) },
      delays: { untilDialog: 0, untilAutoLogout: 60_000 },
    });
    const actor = createActor(machine, { input: { idleLimitMs: 0, autoLogoutMs: 60_000 } }).start();
    const { user } = await renderSignedIn(<IdleTimeoutDialog actor={actor} />);
    await user.click(await screen.findByRole('button', { name: text('shell.idle.continue') }));
    expect(refreshSession).toHaveBeenCalledOnce();
    await user.click(await screen.findByRole('button', { name: text('shell.idle.logOut') }));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reason: 'logout' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    actor.stop();
  });
});

describe('new-version notice', () => {
  it('offers a reload when another version is deployed, and Reload clears the caches', async () => {
    const clearCachesAndReload = vi.fn();
    const { user } = await renderSignedIn(<VersionOffer />, {
      services: { fetchDeployedVersion: () => Promise.resolve('10.3.0'), clearCachesAndReload },
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(text('shell.version.title'));
    expect(notice).toHaveTextContent('Reload to use version 10.3.0 (you have 10.2.0).');
    await user.click(within(notice).getByRole('button', { name: text('shell.version.reload') }));
    expect(clearCachesAndReload).toHaveBeenCalledOnce();
  });

  it('says nothing when the deployed version is the loaded one, or cannot be read', async () => {
    const { unmount } = await renderSignedIn(<VersionOffer />, { services: { fetchDeployedVersion: () => Promise.resolve('10.2.0') } });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    await renderSignedIn(<VersionOffer />, { services: { fetchDeployedVersion: () => Promise.reject(new Error('offline')) } });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Not now hides it for this visit', async () => {
    const { user } = await renderSignedIn(<VersionOffer />, { services: { fetchDeployedVersion: () => Promise.resolve('11.0.0') } });
    await user.click(await screen.findByRole('button', { name: text('shell.version.later') }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads the version from /meta.json at the site root, past any cache', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ version: '10.3.0', builtAt: '2025-03-14T12:00:00Z' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(getDeployedVersion('https://portal.example', 1700000000000)).resolves.toBe('10.3.0');
      expect(fetchMock).toHaveBeenCalledWith('https://portal.example/meta.json?t=1700000000000', { cache: 'no-store', credentials: 'omit' });
      fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
      await expect(getDeployedVersion('https://portal.example')).rejects.toThrow();
      fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
      await expect(getDeployedVersion('https://portal.example')).rejects.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the real reload empties Cache Storage first, then reloads', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { keys: async () => ['a', 'b'], delete: async (key: string) => deleted.push(key) });
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      browserShellServices.clearCachesAndReload();
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(deleted).toEqual(['a', 'b']);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
      vi.unstubAllGlobals();
    }
  });
});

describe('signed-in frame', () => {
  it('has a skip link to <main id="main">, the header, the navigation, the page and the footer', async () => {
    await renderSignedIn(
      <SignedInFrame layout="desktop">
        <h1 tabIndex={-1}>Page</h1>
      </SignedInFrame>,
    );
    const skip = screen.getByRole('link', { name: text('layout.skipToContent') });
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main', { name: text('layout.mainContent') });
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text('layout.mainNavigation') })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('shell.drawer.open') })).toBeNull();
  });

  it('switches to the drawer button below the large breakpoint', async () => {
    await renderSignedIn(
      <SignedInFrame layout="mobile">
        <p>Page</p>
      </SignedInFrame>,
    );
    expect(screen.getByRole('button', { name: text('shell.drawer.open') })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text('layout.mainNavigation') })).toBeNull();
  });

  it('follows the viewport when no layout is forced (992px and up is desktop)', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query === '(min-width: 992px)', media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    try {
      await renderSignedIn(
        <SignedInFrame>
          <p>Page</p>
        </SignedInFrame>,
      );
      expect(screen.getByRole('navigation', { name: text('layout.mainNavigation') })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text('shell.drawer.open') })).toBeNull();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('shows the session-expiry dialog of the session', async () => {
    await renderSignedIn(
      <SignedInFrame layout="desktop">
        <p>Page</p>
      </SignedInFrame>,
      { idle: 'warning' },
    );
    expect(await screen.findByRole('alertdialog', { name: text('shell.idle.title') })).toBeInTheDocument();
  });
});
