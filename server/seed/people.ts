/**
 * People of the seed: users with their service accounts, meters, saved payment methods, billing
 * history, prepaid recharges, accepted guest invitation, account notices and inbox. The demo seed
 * inserts the demo people once (seedDatabase); `clonePeople` inserts fresh copies of some of them
 * under new user names, account and meter numbers, so that each end-to-end test owns its data
 * (POST /api/admin/test-people) and tests can run in parallel.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { createPrng, type Prng } from './prng.ts';
import { townInfo } from './geo.ts';
import { accountSeed, demoPassword, guestInvitationSeed, paymentMethodSeed, userSeed, type AccountSeed, type UserSeed } from './demo.ts';
import { addDays, generateBilling, generateRecharges, money, type PayingMethod } from './billing.ts';
import { isoDay } from '../../src/domain/format.ts';
import { inboxSeed, noticeSeed } from './session.ts';
import type { TestAccount, TestPeopleData, TestUser } from '../../src/domain/devAdmin.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface People {
  users: UserSeed[];
  accounts: AccountSeed[];
  /** Saved methods of one of `users` (tokens only). */
  paymentMethods: typeof paymentMethodSeed | null;
  /** An accepted invitation between two of `users`. */
  guestInvitation: typeof guestInvitationSeed | null;
  notices: ReturnType<typeof noticeSeed>[number][];
  inbox: (Omit<ReturnType<typeof inboxSeed>[number], 'accountKey'> & { accountKey: string | null })[];
}

/** The demo people of the seed (demo.ts, session.ts). */
export function demoPeople(now: Date): People {
  return {
    users: userSeed,
    accounts: accountSeed,
    paymentMethods: paymentMethodSeed,
    guestInvitation: guestInvitationSeed,
    notices: [...noticeSeed(now)],
    inbox: inboxSeed(now),
  };
}

function uuidFrom(prng: Prng): string {
  const b = prng.bytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface PreparedUsers {
  ids: Map<string, string>;
  rows: (typeof t.users.$inferInsert)[];
}

/**
 * User rows with their password hashes, made before the transaction: scrypt is deliberately slow.
 * Salts come from the PRNG so a seed is reproducible; the demo password is public anyway.
 */
export async function prepareUsers(users: readonly UserSeed[], prng: Prng, now: Date, password = demoPassword): Promise<PreparedUsers> {
  const ids = new Map<string, string>();
  const rows: (typeof t.users.$inferInsert)[] = [];
  for (const user of users) {
    const id = uuidFrom(prng);
    ids.set(user.userName, id);
    const passwordHash = await hashPassword(password, prng.bytes(16));
    const createdAt = addDays(now, -prng.int(400, 1500));
    rows.push({
      id,
      userName: user.userName,
      passwordHash,
      email: user.email,
      phone: user.phone,
      firstName: user.firstName,
      middleName: user.middleName ?? null,
      lastName: user.lastName,
      personas: user.personas,
      tfa: user.tfa ?? false,
      isMigrated: user.isMigrated ?? false,
      mustResetPassword: user.mustResetPassword ?? false,
      isAgent: user.isAgent ?? false,
      createdAt,
      // Every demo user has activated the account (a day after registering).
      activatedAt: addDays(createdAt, 1),
    });
  }
  return { ids, rows };
}

export interface InsertedPeople {
  userIds: Map<string, string>;
  accountIds: Map<string, number>;
  bills: number;
  payments: number;
}

/** Inserts people prepared by prepareUsers, inside the caller's transaction. */
export async function insertPeople(
  tx: Tx,
  people: People,
  prepared: PreparedUsers,
  options: { now: Date; prng: Prng; nextConfirmation: (date: Date) => string },
): Promise<InsertedPeople> {
  const { now, prng, nextConfirmation } = options;
  const userIds = prepared.ids;
  if (prepared.rows.length) await tx.insert(t.users).values(prepared.rows);

  const accountIds = new Map<string, number>();
  for (const account of people.accounts) {
    const suffix = account.accountNumber.slice(4);
    const [row] = await tx
      .insert(t.serviceAccounts)
      .values({
        accountNumber: account.accountNumber,
        customerNumber: `10${suffix}`,
        bpNumber: `20${suffix}`,
        premiseId: `40${suffix}`,
        status: account.status,
        accountType: account.accountType,
        isPrepaid: account.isPrepaid,
        address1: account.address1,
        address2: account.address2 ?? null,
        city: account.city,
        state: account.state,
        postalCode: townInfo[account.town].postalCode,
        town: account.town,
        tariff: account.tariff,
        paperless: account.paperless,
        holderFirstName: account.holderFirstName,
        holderLastName: account.holderLastName,
        holderOrgName: account.holderOrgName ?? null,
        holderDateOfBirth: account.holderDateOfBirth,
        holderIdNumber: account.holderIdNumber,
        holderEmail: account.holderEmail ?? null,
      })
      .returning({ id: t.serviceAccounts.id });
    accountIds.set(account.key, row!.id);
  }
  const meterIds = new Map<string, number>();
  for (const account of people.accounts) {
    const rows = await tx
      .insert(t.meters)
      .values(
        account.meters.map((m) => ({
          accountId: accountIds.get(account.key)!,
          meterNumber: m.meterNumber,
          serviceType: m.serviceType,
          startDate: m.startDate,
          endDate: m.endDate ?? '9999-12-31',
        })),
      )
      .returning({ id: t.meters.id, meterNumber: t.meters.meterNumber });
    for (const r of rows) meterIds.set(r.meterNumber, r.id);
  }

  const links = people.users.flatMap((user) =>
    user.accounts.map((link) => ({
      userId: userIds.get(user.userName)!,
      accountId: accountIds.get(link.key)!,
      roleId: link.roleId,
      isDefault: link.isDefault,
      nickname: link.nickname ?? null,
    })),
  );
  if (links.length) await tx.insert(t.userAccounts).values(links);

  // ---- saved payment methods (tokens only); the gateway simulator's vault knows the same tokens
  let ownerMethods: PayingMethod[] = [];
  const methods = people.paymentMethods;
  if (methods) {
    const ownerId = userIds.get(methods.owner)!;
    const { card, bank } = methods;
    const token = () => `tok_${prng.bytes(12).toString('hex')}`;
    const [cardRow, bankRow] = await tx
      .insert(t.paymentMethods)
      .values([
        {
          userId: ownerId, kind: 'card', gatewayToken: token(), holderName: card.holderName, brand: card.brand,
          last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: now.getUTCFullYear() + card.yearsAhead,
          nickname: card.nickname, isDefault: true,
        },
        {
          userId: ownerId, kind: 'bank', gatewayToken: token(), holderName: bank.holderName, bankName: bank.bankName,
          routingNumber: bank.routingNumber, last4: bank.last4, bankAccountType: bank.bankAccountType,
          nickname: bank.nickname, isDefault: false,
        },
      ])
      .returning({ id: t.paymentMethods.id, token: t.paymentMethods.gatewayToken });
    await tx.insert(t.gatewayTokens).values([
      { token: cardRow!.token, kind: 'card', brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: now.getUTCFullYear() + card.yearsAhead, createdAt: now },
      { token: bankRow!.token, kind: 'bank', last4: bank.last4, routingNumber: bank.routingNumber, bankName: bank.bankName, bankAccountType: bank.bankAccountType, createdAt: now },
    ]);
    ownerMethods = [
      { id: cardRow!.id, ref: `VISA ending ${card.last4}`, channel: 'web' },
      { id: cardRow!.id, ref: `VISA ending ${card.last4}`, channel: 'mobile' },
      { id: bankRow!.id, ref: `Bank account ending ${bank.last4}`, channel: 'web' },
    ];
  }

  // ---- bills, payments, recharges
  let billCount = 0;
  let paymentCount = 0;
  for (const account of people.accounts) {
    const accountId = accountIds.get(account.key)!;
    const holder = people.users.find((u) => u.accounts.some((a) => a.key === account.key && a.roleId === 1));
    const holderId = holder ? userIds.get(holder.userName)! : null;
    if (account.billing) {
      const paying: PayingMethod[] =
        methods && holder?.userName === methods.owner
          ? ownerMethods
          : holder
            ? [{ id: null, ref: `Card ending ${prng.digits(4)}`, channel: 'web' }]
            : [];
      const { bills, payments, balance } = generateBilling(
        prng,
        now,
        { accountId, accountNumber: account.accountNumber, tariffName: account.tariff, ...account.billing, userId: holderId, methods: paying, town: account.town },
        nextConfirmation,
      );
      const billIds = await tx
        .insert(t.bills)
        .values(bills.map(({ lines: _lines, ...bill }) => bill))
        .returning({ id: t.bills.id, billNumber: t.bills.billNumber });
      const idOf = new Map(billIds.map((row) => [row.billNumber, row.id]));
      await tx.insert(t.billLines).values(
        bills.flatMap((bill) =>
          bill.lines.map((line, position) => ({
            billId: idOf.get(bill.billNumber)!, position, kind: line.kind, code: line.code,
            quantity: line.quantity === null ? null : line.quantity.toFixed(2), rate: line.rate === null ? null : line.rate.toFixed(2), amount: money(line.amountThebe),
          })),
        ),
      );
      if (payments.length) await tx.insert(t.payments).values(payments);
      await tx.update(t.serviceAccounts).set({ balance }).where(sql`${t.serviceAccounts.id} = ${accountId}`);
      billCount += bills.length;
      paymentCount += payments.length;
    }
    if (account.recharges) {
      const meter = account.meters.find((m) => m.serviceType === 'electric' && !m.endDate)!;
      const rows = generateRecharges(prng, now, accountId, meterIds.get(meter.meterNumber)!, account.recharges, `RCH${account.accountNumber.slice(-6)}`);
      await tx.insert(t.prepaidTransactions).values(rows);
    }
  }

  // Payments made with a saved method keep its token and kind (the scheduled one is charged with it).
  if (methods) {
    await tx.execute(
      sql`update ${t.payments} set gateway_token = m.gateway_token, method_kind = m.kind from ${t.paymentMethods} m where ${t.payments.paymentMethodId} = m.id and m.user_id = ${userIds.get(methods.owner)!}`,
    );
  }

  // ---- an accepted guest invitation (demo.guest on demo.customer's flat)
  const invitation = people.guestInvitation;
  if (invitation) {
    const invitedAt = addDays(now, -12);
    const guestUser = people.users.find((u) => u.userName === invitation.guest)!;
    const guestAccessUntil = addDays(invitedAt, invitation.accessDays);
    await tx.insert(t.guestInvitations).values({
      inviterUserId: userIds.get(invitation.inviter)!,
      accountId: accountIds.get(invitation.accountKey)!,
      email: guestUser.email,
      firstName: guestUser.firstName,
      lastName: guestUser.lastName,
      roleId: invitation.roleId,
      accessUntil: guestAccessUntil,
      validationKeyHash: createHash('sha256').update(prng.bytes(24)).digest('hex'),
      status: 'accepted',
      guestUserId: userIds.get(invitation.guest)!,
      createdAt: invitedAt,
      acceptedAt: addDays(invitedAt, 1),
    });
    await tx
      .update(t.userAccounts)
      .set({ accessUntil: guestAccessUntil })
      .where(and(eq(t.userAccounts.userId, userIds.get(invitation.guest)!), eq(t.userAccounts.accountId, accountIds.get(invitation.accountKey)!)));
  }

  // ---- banner notices, inbox
  if (people.notices.length) {
    await tx.insert(t.accountNotices).values(people.notices.map(({ accountKey, ...notice }) => ({ ...notice, accountId: accountIds.get(accountKey)! })));
  }
  if (people.inbox.length) {
    await tx.insert(t.inboxMessages).values(
      people.inbox.map(({ userName, accountKey, ...message }) => ({
        ...message,
        userId: userIds.get(userName)!,
        accountId: accountKey ? accountIds.get(accountKey)! : null,
      })),
    );
  }

  return { userIds, accountIds, bills: billCount, payments: paymentCount };
}

// ---------------------------------------------------------------------------------------------
// Fresh copies for tests

async function freeNumber(db: Db, digits: number, prefix: string, taken: (value: string) => Promise<boolean>, used: Set<string>): Promise<string> {
  for (;;) {
    const value = `${prefix}${String(randomInt(0, 10 ** (digits - prefix.length))).padStart(digits - prefix.length, '0')}`;
    if (used.has(value.slice(-8)) || (await taken(value))) continue;
    used.add(value.slice(-8));
    return value;
  }
}

/**
 * Inserts fresh copies of demo users (with every account they are linked to) and of demo accounts
 * without a user (registration): new user names (`<demo name>.<suffix>`), e-mails, account and
 * meter numbers; the same holders, addresses, tariffs, history shape, saved methods, notices and
 * inbox. Nothing is shared with the demo data or with other copies.
 */
export async function clonePeople(db: Db, like: { users: readonly string[]; accounts: readonly string[] }, now = new Date()): Promise<TestPeopleData> {
  const suffix = randomBytes(4).toString('hex');
  const users = like.users.map((name) => {
    const user = userSeed.find((candidate) => candidate.userName === name);
    if (!user) throw new Error(`no demo user ${name}`);
    return user;
  });
  const accountKeys = [...new Set([...users.flatMap((user) => user.accounts.map((link) => link.key)), ...like.accounts])];
  const accounts = accountKeys.map((key) => {
    const account = accountSeed.find((candidate) => candidate.key === key);
    if (!account) throw new Error(`no demo account ${key}`);
    return account;
  });

  // New numbers: account numbers 31 + 10 digits, meters 9 + digits of the same length. The last
  // 8 digits of an account number make its bill numbers: they are unique too.
  const usedTails = new Set<string>();
  const accountNumberTaken = async (value: string) =>
    (await db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(sql`right(${t.serviceAccounts.accountNumber}, 8) = ${value.slice(-8)}`).limit(1)).length > 0;
  const meterTaken = async (value: string) => (await db.select({ id: t.meters.id }).from(t.meters).where(eq(t.meters.meterNumber, value)).limit(1)).length > 0;
  const newAccountNumber = new Map<string, string>();
  const newMeterNumber = new Map<string, string>();
  for (const account of accounts) {
    newAccountNumber.set(account.key, await freeNumber(db, 12, '31', accountNumberTaken, usedTails));
    for (const meter of account.meters) newMeterNumber.set(meter.meterNumber, await freeNumber(db, meter.meterNumber.length, '9', meterTaken, new Set()));
  }
  const keyOf = (key: string) => `${key}#${suffix}`;
  const nameOf = (userName: string) => `${userName}.${suffix}`;
  const emailOf = (email: string) => email.replace('@', `+${suffix}@`);

  const clonedAccounts: AccountSeed[] = accounts.map((account) => ({
    ...account,
    key: keyOf(account.key),
    accountNumber: newAccountNumber.get(account.key)!,
    holderEmail: account.holderEmail ? emailOf(account.holderEmail) : undefined,
    meters: account.meters.map((meter) => ({ ...meter, meterNumber: newMeterNumber.get(meter.meterNumber)! })),
  }));
  const clonedUsers: UserSeed[] = users.map((user) => ({
    ...user,
    userName: nameOf(user.userName),
    email: emailOf(user.email),
    accounts: user.accounts.map((link) => ({ ...link, key: keyOf(link.key) })),
  }));
  const names = new Set(like.users);
  const demo = demoPeople(now);
  const people: People = {
    users: clonedUsers,
    accounts: clonedAccounts,
    paymentMethods: names.has(paymentMethodSeed.owner) ? { ...paymentMethodSeed, owner: nameOf(paymentMethodSeed.owner) } : null,
    guestInvitation:
      names.has(guestInvitationSeed.inviter) && names.has(guestInvitationSeed.guest)
        ? { ...guestInvitationSeed, inviter: nameOf(guestInvitationSeed.inviter), guest: nameOf(guestInvitationSeed.guest), accountKey: keyOf(guestInvitationSeed.accountKey) }
        : null,
    notices: demo.notices.filter((notice) => accountKeys.includes(notice.accountKey)).map((notice) => ({ ...notice, accountKey: keyOf(notice.accountKey) })) as People['notices'],
    inbox: demo.inbox
      .filter((message) => names.has(message.userName) && (message.accountKey === null || accountKeys.includes(message.accountKey)))
      .map((message) => ({ ...message, userName: nameOf(message.userName), accountKey: message.accountKey ? keyOf(message.accountKey) : null })),
  };

  const prng = createPrng(randomInt(1, 2 ** 31));
  const prepared = await prepareUsers(people.users, prng, now);
  const nextConfirmation = (date: Date) => `PMT${isoDay(date).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await db.transaction((tx) => insertPeople(tx, people, prepared, { now, prng, nextConfirmation }));

  return {
    users: users.map((user, index): TestUser => {
      const copy = clonedUsers[index]!;
      const ordered = [...user.accounts].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
      return {
        like: user.userName,
        userName: copy.userName,
        password: demoPassword,
        email: copy.email,
        firstName: copy.firstName,
        lastName: copy.lastName,
        accounts: ordered.map((link) => newAccountNumber.get(link.key)!),
      };
    }),
    accounts: accounts.map((account, index): TestAccount => {
      const copy = clonedAccounts[index]!;
      return {
        like: account.key,
        accountNumber: copy.accountNumber,
        status: copy.status,
        isPrepaid: copy.isPrepaid,
        holderFirstName: copy.holderFirstName,
        holderLastName: copy.holderLastName,
        holderDateOfBirth: copy.holderDateOfBirth,
        holderIdNumber: copy.holderIdNumber,
        holderEmail: copy.holderEmail ?? null,
        postalCode: townInfo[copy.town].postalCode,
        meters: copy.meters.map((meter) => ({ meterNumber: meter.meterNumber, serviceType: meter.serviceType, inService: !meter.endDate })),
      };
    }),
  };
}
