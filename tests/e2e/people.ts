/**
 * Data each end-to-end test owns, and signing in without the form.
 *
 * `createPeople` asks the server's test-only admin call (POST /api/admin/test-people) for fresh
 * copies of demo people: a test pays, recharges, resets a password or locks an account of its own,
 * so specs run in parallel in any order. `signIn` opens a session through the login call (as the
 * form would, with the browser keeping the refresh cookie) and opens the dashboard: only the specs
 * that test signing in type into the form. Each sign-in is its own session family, so no refresh
 * token is ever shared between tests (a reused one would end the family).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import { devAdminCalls, type TestAccount, type TestPeopleData, type TestUser } from '../../src/domain/devAdmin.ts';
import { adminToken } from '../../playwright.config.ts';
import { userIdKey } from '../../src/app/session/browserStorage.ts';

export type { TestAccount, TestUser };

export const adminHeaders = { [adminTokenHeader]: adminToken };

/** Fresh copies of demo users (each with every account linked to it) and of accounts without a user. */
export async function createPeople(request: APIRequestContext, like: { users?: string[]; accounts?: string[] }): Promise<TestPeopleData> {
  const reply = await request.post(`${adminBasePath}${devAdminCalls.testPeople}`, { headers: adminHeaders, data: like });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: TestPeopleData }).data;
}

export interface Person extends TestUser {
  /** The user's accounts, default first (details as the holder would type them). */
  accountDetails: TestAccount[];
}

/** A fresh copy of one demo user (demo.customer, demo.prepaid, demo.suspended, agent.csr, ...). */
export async function createPerson(request: APIRequestContext, like: string): Promise<Person> {
  const people = await createPeople(request, { users: [like] });
  const user = people.users[0]!;
  return { ...user, accountDetails: user.accounts.map((number) => people.accounts.find((account) => account.accountNumber === number)!) };
}

/** The access token's headers for API read-backs, from a login of its own (its own session family). */
export async function bearerOf(request: APIRequestContext, user: Pick<TestUser, 'userName' | 'password'>): Promise<{ authorization: string }> {
  const reply = await request.post('/api/user/login', { data: { username: user.userName, password: user.password } });
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${body.data.accessToken}` };
}

/**
 * The browser side of `signIn` without opening a portal page: the session (refresh cookie) and the
 * user id the portal restores it with. For a test that opens the page it is about itself, holding
 * that page's first calls (the browser paths): its first load restores the session, as any load does.
 */
export async function signInBeforeOpening(page: Page, user: Pick<TestUser, 'userName' | 'password'>) {
  const reply = await page.request.post('/api/user/login', { data: { username: user.userName, password: user.password } });
  expect(reply.ok(), await reply.text()).toBe(true);
  // A browser that signed in before keeps the user id: that is what lets the portal restore the
  // session with the refresh cookie. Any same-origin document will do to write it.
  await page.goto('/health');
  await page.evaluate(([key, userName]) => window.localStorage.setItem(key, userName), [userIdKey, user.userName] as const);
}

/**
 * Signs in through the login call with the page's own request context (so the browser keeps the
 * refresh cookie the server sets), then opens `path` (default the dashboard: a test about another
 * signed-in page opens that page here rather than loading the dashboard first) and waits for what
 * the page shows once signed in: the signed-in shell with its page released (not held for the
 * notices), the page heading shown, nothing loading.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'userName' | 'password'>, path = '/dashboard') {
  await signInBeforeOpening(page, user);
  await page.goto(path);
  // Where the session restore ends (the first page of a load keeps its focus where the browser put it).
  // The first page of a fresh browser restores the session and loads its chunks: on a busy 2-core
  // machine that can take longer than an expect's usual 10 s.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { timeout: 30_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.signed-in-frame main#main:not([aria-busy])')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0, { timeout: 30_000 });
}
