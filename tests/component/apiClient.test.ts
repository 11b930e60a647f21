import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, setAntiBotTokenProvider } from '../../src/api/client.ts';
import { accessTokens } from '../../src/api/tokens.ts';
import { createSessionActors, type Navigator } from '../../src/app/session/createSessionActors.ts';
import { defaultPortalSettings } from '../../src/app/session/portalSettings.ts';

// The API client and the token-refresh machine together: many requests refused with 401 at once
// share one refresh and are all replayed with the new token.

const navigator: Navigator = {
  pathname: () => '/dashboard',
  search: () => ({}),
  navigate: vi.fn(),
  revalidate: vi.fn(),
  assign: vi.fn(),
};

function envelope(status: number, data: unknown, msgcode = '') {
  return new Response(JSON.stringify({ status: { code: status, message: status === 200 ? 'Success' : 'Unauthorized', msgcode }, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function fakeServer(options: { refreshFails?: boolean } = {}) {
  const calls = { refresh: 0, refused: 0, served: 0 };
  let current = 'token-1';
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    await new Promise((resolve) => setTimeout(resolve, 5)); // requests overlap, as in a browser
    if (request.url.includes('/api/user/token/refresh')) {
      calls.refresh += 1;
      if (options.refreshFails) return envelope(401, null, 'GEN401');
      current = `token-${calls.refresh + 1}`;
      return envelope(200, { accessToken: current, refreshToken: 'r', expiresIn: 1200 });
    }
    if (request.headers.get('authorization') !== `Bearer ${current}`) {
      calls.refused += 1;
      return envelope(401, null, 'GEN401');
    }
    calls.served += 1;
    return envelope(200, { ok: request.url });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, rotate: () => (current = 'rotated-elsewhere') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  accessTokens.clear();
});

describe('API client with token refresh', () => {
  it('ten requests failing with 401 together cause exactly one refresh and all ten succeed', async () => {
    const server = fakeServer();
    const actors = createSessionActors(navigator, defaultPortalSettings);
    actors.tokenRefresh.start();
    accessTokens.set('expired');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => apiGet('billing', `/dashboard?n=${i}`)));
    expect(server.calls.refresh).toBe(1);
    expect(server.calls.refused).toBe(10);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(accessTokens.get()).toBe('token-2');
    actors.stop();
  });

  it('a failed refresh fails the waiting requests and ends the session', async () => {
    const server = fakeServer({ refreshFails: true });
    const actors = createSessionActors(navigator, defaultPortalSettings);
    actors.tokenRefresh.start();
    const expired = vi.spyOn(actors.session, 'send');
    accessTokens.set('expired');
    const results = await Promise.all(Array.from({ length: 3 }, () => apiGet('billing', '/dashboard')));
    expect(server.calls.refresh).toBe(1);
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(expired).toHaveBeenCalledWith({ type: 'session.expired', reason: 'refreshFailed' });
    actors.stop();
  });

  it('a signed-out visitor’s 401 is not refreshed', async () => {
    const server = fakeServer();
    const actors = createSessionActors(navigator, defaultPortalSettings);
    actors.tokenRefresh.start();
    const result = await apiGet('billing', '/dashboard');
    expect(result.ok).toBe(false);
    expect(server.calls.refresh).toBe(0);
    actors.stop();
  });
});

describe('API client headers', () => {
  function recordHeaders() {
    const seen: { url: string; headers: Headers; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        seen.push({ url: request.url, headers: request.headers, body: await request.clone().text() });
        return envelope(200, {});
      }),
    );
    return seen;
  }

  it('marks public calls of a visitor without a session, and sends the bearer token once signed in', async () => {
    const seen = recordHeaders();
    await apiGet('common', '/faq', { categoryId: '1', language: 'EN_US' });
    expect(seen[0]?.headers.get('x-prelogin')).toBe('true');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    accessTokens.set('signed-in');
    await apiGet('billing', '/dashboard');
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer signed-in');
    expect(seen[1]?.headers.get('x-prelogin')).toBeNull();
  });

  it('signs payment and preference bodies with their SHA-256 checksum, and no others', async () => {
    const seen = recordHeaders();
    await apiPost('payment', '/pay', { amount: 120.5 });
    await apiPost('customerService', '/audit', { code: 54 });
    const body = seen[0]!.body;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
    expect(body).toBe('{"amount":120.5}');
    expect(seen[0]?.headers.get('x-checksum')).toBe(`sha256=${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    expect(seen[1]?.headers.get('x-checksum')).toBeNull();
  });

  it('adds the anti-bot token for visitors when a provider is configured', async () => {
    const seen = recordHeaders();
    setAntiBotTokenProvider(async () => 'captcha-token');
    await apiPost('userManagement', '/login', { username: 'demo.customer', password: 'x' });
    accessTokens.set('signed-in');
    await apiGet('billing', '/dashboard');
    setAntiBotTokenProvider(null);
    expect(seen[0]?.headers.get('x-antibot-token')).toBe('captcha-token');
    expect(seen[1]?.headers.get('x-antibot-token')).toBeNull();
  });
});

describe('401/403 logout setting', () => {
  function forbiddenServer() {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(403, null, 'GEN403')));
  }

  it('keeps the session on a 403 by default', async () => {
    forbiddenServer();
    const actors = createSessionActors(navigator, defaultPortalSettings);
    const send = vi.spyOn(actors.session, 'send');
    vi.spyOn(actors.session, 'getSnapshot').mockReturnValue({ matches: () => true } as never);
    accessTokens.set('valid');
    await apiGet('billing', '/dashboard');
    expect(send).not.toHaveBeenCalled();
    actors.stop();
  });

  it('logs out on a 403 when the setting is on', async () => {
    forbiddenServer();
    const actors = createSessionActors(navigator, { ...defaultPortalSettings, logoutOnForbidden: true });
    const send = vi.spyOn(actors.session, 'send');
    vi.spyOn(actors.session, 'getSnapshot').mockReturnValue({ matches: () => true } as never);
    accessTokens.set('valid');
    await apiGet('billing', '/dashboard');
    expect(send).toHaveBeenCalledWith({ type: 'session.expired', reason: 'forbidden' });
    actors.stop();
  });
});
