/**
 * The seeded demo data: every demo user with the right personas and flags, passwords verifying
 * with scrypt, demo.customer's accounts and 24 months of history, prepaid tokens, the guest, the
 * restricted account, the accounts waiting for registration, rights per role and the content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import { demoPassword, guestRegistrationInvitationSeed, pendingGuestInvitationSeed } from '../../server/seed/index.ts';
import { openPglite, type DatabaseHandle } from '../../server/db/open.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { faqCategories, serviceCentreTowns } from '../../src/domain/constants.ts';
import { defaultRoleRights, guestRights, hasRight, manageUserRights, paymentRights, rights } from '../../src/domain/rights.ts';
import { openTestDatabase, seedNow } from './helpers.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function user(userName: string) {
  const [row] = await handle.db.select().from(t.users).where(eq(t.users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row;
}

async function accountsOf(userName: string) {
  const u = await user(userName);
  return handle.db
    .select({ account: t.serviceAccounts, link: t.userAccounts })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(eq(t.userAccounts.userId, u.id))
    .orderBy(asc(t.serviceAccounts.accountNumber));
}

describe('demo users', () => {
  const expected: Record<string, { personas: number[]; tfa?: boolean; isMigrated?: boolean; mustResetPassword?: boolean; isAgent?: boolean }> = {
    'demo.customer': { personas: [1] },
    'demo.prepaid': { personas: [1] },
    'demo.tfa': { personas: [1], tfa: true },
    'demo.landlord': { personas: [1, 3] },
    'demo.enterprise': { personas: [2] },
    'demo.migrated': { personas: [1], isMigrated: true, mustResetPassword: true },
    'demo.suspended': { personas: [1] },
    'demo.guest': { personas: [1] },
    'agent.csr': { personas: [1], isAgent: true },
  };

  it.each(Object.entries(expected))('%s has its personas and flags, and the demo password verifies', async (userName, flags) => {
    const row = await user(userName);
    expect(row.personas).toEqual(flags.personas);
    expect(row.tfa).toBe(flags.tfa ?? false);
    expect(row.isMigrated).toBe(flags.isMigrated ?? false);
    expect(row.mustResetPassword).toBe(flags.mustResetPassword ?? false);
    expect(row.isAgent).toBe(flags.isAgent ?? false);
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.passwordHash).not.toContain(demoPassword);
    expect(await verifyPassword(demoPassword, row.passwordHash)).toBe(true);
    expect(await verifyPassword('portal#2026', row.passwordHash)).toBe(false);
    expect(row.phone).toMatch(/^7\d{7}$/);
    expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('salts differ per user, so equal passwords give different hashes', async () => {
    const rows = await handle.db.select({ hash: t.users.passwordHash }).from(t.users);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it('user names are unique regardless of case', async () => {
    await expect(
      handle.db.insert(t.users).values({ userName: 'DEMO.Customer', passwordHash: 'x', email: 'x@example.com', firstName: 'X', lastName: 'Y' }),
    ).rejects.toThrow();
  });
});

describe('demo.customer', () => {
  it('holds two residential accounts as primary customer, one of them default, paperless', async () => {
    const rows = await accountsOf('demo.customer');
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.link.isDefault)).toHaveLength(1);
    for (const { account, link } of rows) {
      expect(link.roleId).toBe(1);
      expect(account.status).toBe(1);
      expect(account.isPrepaid).toBe(false);
      expect(account.paperless).toBe(true);
      expect(account.accountNumber).toMatch(/^\d{12}$/);
      expect(serviceCentreTowns).toContain(account.town);
    }
  });

  it('has electric, gas, water and solar meters; a replaced meter has ended', async () => {
    const rows = await accountsOf('demo.customer');
    const meterRows = await handle.db.select().from(t.meters).where(inArray(t.meters.accountId, rows.map((r) => r.account.id)));
    const active = meterRows.filter((m) => m.endDate > seedNow.toISOString().slice(0, 10));
    expect(new Set(active.map((m) => m.serviceType))).toEqual(new Set(['electric', 'gas', 'water', 'solar']));
    expect(meterRows.some((m) => m.endDate < seedNow.toISOString().slice(0, 10))).toBe(true);
  });

  it('has 24 monthly bills per account with seasonal BWP amounts, and payments settling them', async () => {
    for (const { account } of await accountsOf('demo.customer')) {
      const billRows = await handle.db.select().from(t.bills).where(eq(t.bills.accountId, account.id)).orderBy(asc(t.bills.billDate));
      expect(billRows).toHaveLength(24);
      const months = new Set(billRows.map((b) => b.billDate.slice(0, 7)));
      expect(months.size).toBe(24);
      const latest = billRows.at(-1)!;
      expect(latest.status).toBe('due');
      expect(latest.dueDate > seedNow.toISOString().slice(0, 10)).toBe(true);
      expect(account.balance).toBe(latest.amountDue);
      const amounts = billRows.map((b) => Number(b.amountDue));
      expect(Math.min(...amounts)).toBeGreaterThan(100);
      expect(Math.max(...amounts)).toBeLessThan(3000);
      // Seasonal: the winter peak (July) uses clearly more than the autumn low (April).
      const usageIn = (month: string) => billRows.filter((b) => b.periodEnd.slice(5, 7) === month).map((b) => Number(b.usage));
      expect(Math.min(...usageIn('07'))).toBeGreaterThan(Math.max(...usageIn('04')));

      const paymentRows = await handle.db.select().from(t.payments).where(eq(t.payments.accountId, account.id));
      const completed = paymentRows.filter((p) => p.status === 'completed');
      expect(completed.length).toBeGreaterThanOrEqual(23);
      for (const p of completed) expect(p.confirmationNumber).toMatch(/^PMT\d{13}$/);
    }
  });

  it('saved a tokenised card and a bank account, never a full number or CVV', async () => {
    const u = await user('demo.customer');
    const methods = await handle.db.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, u.id));
    const card = methods.find((m) => m.kind === 'card');
    const bank = methods.find((m) => m.kind === 'bank');
    expect(card).toMatchObject({ brand: 'visa', last4: expect.stringMatching(/^\d{4}$/), isDefault: true });
    expect(card!.expiryYear).toBeGreaterThan(seedNow.getUTCFullYear());
    expect(card!.gatewayToken).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(bank).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/), bankName: expect.any(String), routingNumber: expect.stringMatching(/^\d{9}$/) });
    const columns = Object.keys(t.paymentMethods).join(' ').toLowerCase();
    expect(columns).not.toMatch(/cvv|cardnumber|pan\b/);
    for (const m of methods) expect(JSON.stringify(m)).not.toMatch(/\d{12,19}/);
  });
});

describe('other situations', () => {
  it('demo.prepaid has a prepaid account with recharges carrying 20-digit tokens', async () => {
    const [row] = await accountsOf('demo.prepaid');
    expect(row!.account.isPrepaid).toBe(true);
    const recharges = await handle.db.select().from(t.prepaidTransactions).where(eq(t.prepaidTransactions.accountId, row!.account.id));
    expect(recharges.length).toBeGreaterThanOrEqual(3);
    for (const r of recharges) {
      expect(r.token).toMatch(/^[1-9]\d{19}$/);
      expect(Number(r.amount)).toBeGreaterThan(0);
      expect(Number(r.units)).toBeGreaterThan(0);
    }
    expect(await handle.db.select().from(t.bills).where(eq(t.bills.accountId, row!.account.id))).toHaveLength(0);
  });

  it('demo.suspended holds an account with status 2 in arrears', async () => {
    const [row] = await accountsOf('demo.suspended');
    expect(row!.account.status).toBe(2);
    expect(Number(row!.account.balance)).toBeGreaterThan(1000);
    const overdue = await handle.db.select().from(t.bills).where(and(eq(t.bills.accountId, row!.account.id), eq(t.bills.status, 'overdue')));
    expect(overdue.length).toBeGreaterThan(0);
  });

  it('demo.guest is a role-8 guest on one of demo.customer’s accounts, invited until a future date', async () => {
    const guestRows = await accountsOf('demo.guest');
    expect(guestRows).toHaveLength(1);
    expect(guestRows[0]!.link.roleId).toBe(8);
    const customerAccounts = (await accountsOf('demo.customer')).map((r) => r.account.id);
    expect(customerAccounts).toContain(guestRows[0]!.account.id);
    const [invitation] = await handle.db.select().from(t.guestInvitations).where(eq(t.guestInvitations.status, 'accepted'));
    const inviter = await user('demo.customer');
    const guest = await user('demo.guest');
    expect(invitation).toMatchObject({ inviterUserId: inviter.id, guestUserId: guest.id, roleId: 8, status: 'accepted', accountId: guestRows[0]!.account.id });
    expect(invitation!.accessUntil.getTime()).toBeGreaterThan(seedNow.getTime());
    expect(invitation!.validationKeyHash).toMatch(/^[0-9a-f]{64}$/);
    // The guest's link ends with the invitation; everyone else's links have no end.
    expect(guestRows[0]!.link.accessUntil).toEqual(invitation!.accessUntil);
    expect((await accountsOf('demo.customer')).every((r) => r.link.accessUntil === null)).toBe(true);
  });

  it('two pending invitations with public keys: guest linking (demo.landlord) and guest registration (demo.customer)', async () => {
    const pending = await handle.db.select().from(t.guestInvitations).where(eq(t.guestInvitations.status, 'pending')).orderBy(asc(t.guestInvitations.id));
    const byKey = (key: string) => pending.find((row) => row.validationKeyHash === createHash('sha256').update(key).digest('hex'));
    expect(pending).toHaveLength(2);
    expect(byKey(pendingGuestInvitationSeed.key)).toMatchObject({ inviterUserId: (await user('demo.landlord')).id, email: 'neo.seretse@example.com', roleId: 8 });
    const registration = byKey(guestRegistrationInvitationSeed.key);
    expect(registration).toMatchObject({ inviterUserId: (await user('demo.customer')).id, email: 'tumelo.masire@example.com', firstName: 'Tumelo', lastName: 'Masire', roleId: 8, guestUserId: null });
    expect(registration!.accessUntil.getTime()).toBeGreaterThan(seedNow.getTime() + 170 * 86_400_000);
    const [home] = await handle.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.id, registration!.accountId));
    expect(home!.accountNumber).toBe('300041526371');
    // Nobody has registered with that e-mail yet.
    expect(await handle.db.select().from(t.users).where(eq(t.users.email, guestRegistrationInvitationSeed.email))).toHaveLength(0);
  });

  it('demo.landlord has two accounts; demo.enterprise a commercial one; agent.csr none', async () => {
    expect(await accountsOf('demo.landlord')).toHaveLength(2);
    const [enterprise] = await accountsOf('demo.enterprise');
    expect(enterprise!.account.accountType).toBe('Commercial');
    expect(await accountsOf('agent.csr')).toHaveLength(0);
  });

  it('at least five accounts have no user yet, with the holder details registration checks', async () => {
    const rows = await handle.db
      .select()
      .from(t.serviceAccounts)
      .where(notExists(handle.db.select({ one: sql`1` }).from(t.userAccounts).where(eq(t.userAccounts.accountId, t.serviceAccounts.id))));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.holderFirstName).toBeTruthy();
      expect(row.holderLastName).toBeTruthy();
      expect(row.holderDateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.holderIdNumber).toBeTruthy();
      expect(row.postalCode).toMatch(/^\d{5}$/);
      expect(row.holderEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });
});

describe('rights per role', () => {
  async function rightsOf(roleId: number) {
    const rows = await handle.db.select().from(t.roleRights).where(eq(t.roleRights.roleId, roleId));
    return rows.map((r) => r.rightName);
  }

  it('role 1 has every right; role 2 all but managing users; role 7 no payment rights; role 8 the guest view', async () => {
    expect(new Set(await rightsOf(1))).toEqual(new Set(defaultRoleRights[1]));
    const secondary = await rightsOf(2);
    for (const name of manageUserRights) expect(hasRight(secondary, name)).toBe(false);
    expect(hasRight(secondary, rights.singlePayment)).toBe(true);
    const noPayment = await rightsOf(7);
    for (const name of paymentRights) expect(hasRight(noPayment, name)).toBe(false);
    expect(hasRight(noPayment, rights.viewDashboard)).toBe(true);
    expect(new Set(await rightsOf(8))).toEqual(new Set(guestRights));
    expect(hasRight(await rightsOf(8), rights.singlePayment)).toBe(false);
  });
});

describe('content', () => {
  it('every FAQ category has at least 4 entries in each of the four languages', async () => {
    const rows = await handle.db
      .select({ categoryId: t.faqEntries.categoryId, language: t.faqEntries.language, n: sql<number>`count(*)::int` })
      .from(t.faqEntries)
      .groupBy(t.faqEntries.categoryId, t.faqEntries.language);
    for (const categoryId of Object.values(faqCategories)) {
      for (const language of ['EN_US', 'EN_UK', 'SP', 'FR']) {
        const found = rows.find((r) => r.categoryId === categoryId && r.language === language);
        expect(found?.n ?? 0, `category ${categoryId} ${language}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('FAQ answers hold only simple HTML', async () => {
    const rows = await handle.db.select({ answer: t.faqEntries.answer }).from(t.faqEntries);
    for (const { answer } of rows) {
      const tags = [...answer.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
      for (const tag of tags) expect(['p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br']).toContain(tag);
      expect(answer).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it('terms and privacy exist in each language with several sections', async () => {
    const rows = await handle.db.select().from(t.contentPages);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect((row.body.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });

  it('the maintenance switch starts off', async () => {
    const rows = await handle.db.select().from(t.maintenanceItems);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => !r.status)).toBe(true);
  });
});

describe('determinism', () => {
  it('seeding a fresh database with the same "now" gives the same data', async () => {
    const fresh = await openPglite();
    try {
      await prepareDatabase(fresh, { now: seedNow });
      const snapshot = async (db: DatabaseHandle['db']) => ({
        users: await db.select({ id: t.users.id, hash: t.users.passwordHash }).from(t.users).orderBy(asc(t.users.userName)),
        bills: await db.select().from(t.bills).orderBy(asc(t.bills.id)),
        payments: await db.select({ c: t.payments.confirmationNumber, a: t.payments.amount, at: t.payments.paidAt }).from(t.payments).orderBy(asc(t.payments.id)),
        tokens: await db.select({ token: t.prepaidTransactions.token }).from(t.prepaidTransactions).orderBy(asc(t.prepaidTransactions.id)),
      });
      expect(await snapshot(fresh.db)).toEqual(await snapshot(handle.db));
    } finally {
      await fresh.close();
    }
  });
});
