/**
 * Seeds an empty, migrated database: reference data, content in four languages, rights per role and
 * the demo users with their accounts and history. Everything runs in one transaction, and the data
 * is deterministic for a given `now` (seeded PRNG; dates relative to `now`).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { defaultRoleRights } from '../../src/domain/rights.ts';
import { createPrng, type Prng } from './prng.ts';
import { citySeed, countrySeed, serviceCentreSeed, stateSeed, townInfo } from './geo.ts';
import { accountSeed, demoPassword, guestInvitationSeed, paymentMethodSeed, userSeed } from './demo.ts';
import { addDays, confirmationCounter, generateBilling, generateRecharges, type PayingMethod } from './billing.ts';
import { britishEnglish, faqSeed } from './content/faq.ts';
import { faqTopicSeed } from './content/faq-topics.ts';
import { contentPageSeed } from './content/terms.ts';
import { alertSeed, appSettingsSeed, bannerSeed, contentLanguages, maintenanceSeed, multilingualSeed } from './content/site.ts';
import { guestRegistrationInvitationSeed, inboxSeed, noticeSeed, outageSeed, pendingGuestInvitationSeed } from './session.ts';

export { demoPassword, userSeed as demoUsers, accountSeed as demoAccounts, pendingGuestInvitationSeed, guestRegistrationInvitationSeed };

export interface SeedOptions {
  /** The moment the history is relative to (default: now). */
  now?: Date;
  /** PRNG seed (default fixed). */
  seed?: number;
}

export interface SeedSummary {
  users: number;
  accounts: number;
  bills: number;
  payments: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  return (rows[0]?.count ?? 0) === 0;
}

function uuidFrom(prng: Prng): string {
  const b = prng.bytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const prng = createPrng(options.seed ?? 20_260_101);

  // Hash outside the transaction: scrypt is deliberately slow. Salts come from the seeded PRNG so
  // the seed is reproducible; the demo password is public anyway. Real users get random salts.
  const userIds = new Map<string, string>();
  const userRows: (typeof t.users.$inferInsert)[] = [];
  for (const user of userSeed) {
    const id = uuidFrom(prng);
    userIds.set(user.userName, id);
    const passwordHash = await hashPassword(demoPassword, prng.bytes(16));
    const createdAt = addDays(now, -prng.int(400, 1500));
    userRows.push({
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

  return db.transaction(async (tx) => {
    // ---- reference data and settings
    await tx.insert(t.countries).values([...countrySeed]);
    await tx.insert(t.states).values(stateSeed);
    await tx.insert(t.cities).values(citySeed);
    await tx.insert(t.serviceCentres).values(serviceCentreSeed);
    await tx.insert(t.appSettings).values(appSettingsSeed);

    // ---- content
    await tx.insert(t.faqEntries).values(
      [...faqSeed, ...faqTopicSeed].flatMap((entry, index) => [
        { categoryId: entry.categoryId, language: 'EN_US', question: entry.en[0], answer: entry.en[1], sortOrder: index },
        { categoryId: entry.categoryId, language: 'EN_UK', question: britishEnglish(entry.en[0]), answer: britishEnglish(entry.en[1]), sortOrder: index },
        { categoryId: entry.categoryId, language: 'SP', question: entry.sp[0], answer: entry.sp[1], sortOrder: index },
        { categoryId: entry.categoryId, language: 'FR', question: entry.fr[0], answer: entry.fr[1], sortOrder: index },
      ]),
    );
    await tx.insert(t.contentPages).values(contentPageSeed(britishEnglish));
    await tx.insert(t.multilingualMessages).values(
      multilingualSeed.flatMap((m) =>
        contentLanguages.map((language) => ({
          module: m.module,
          subModule: m.subModule ?? '',
          controlCode: m.controlCode,
          messageType: m.messageType,
          language,
          messageData: m.texts[language],
          alternateText: '',
        })),
      ),
    );
    await tx.insert(t.maintenanceItems).values(maintenanceSeed);
    await tx.insert(t.banners).values(bannerSeed());
    await tx.insert(t.alerts).values(alertSeed(now));

    // ---- rights per role (persona 1)
    await tx.insert(t.roleRights).values(
      Object.entries(defaultRoleRights).flatMap(([roleId, names]) =>
        names.map((rightName) => ({ roleId: Number(roleId), personaId: 1, rightName })),
      ),
    );

    // ---- users, accounts, meters
    await tx.insert(t.users).values(userRows);

    const accountIds = new Map<string, number>();
    for (const account of accountSeed) {
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
    for (const account of accountSeed) {
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

    await tx.insert(t.userAccounts).values(
      userSeed.flatMap((user) =>
        user.accounts.map((link) => ({
          userId: userIds.get(user.userName)!,
          accountId: accountIds.get(link.key)!,
          roleId: link.roleId,
          isDefault: link.isDefault,
          nickname: link.nickname ?? null,
        })),
      ),
    );

    // ---- saved payment methods (tokens only)
    const ownerId = userIds.get(paymentMethodSeed.owner)!;
    const { card, bank } = paymentMethodSeed;
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
    // The gateway simulator's vault knows the same tokens (server/gateway): they approve.
    await tx.insert(t.gatewayTokens).values([
      { token: cardRow!.token, kind: 'card', brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: now.getUTCFullYear() + card.yearsAhead, createdAt: now },
      { token: bankRow!.token, kind: 'bank', last4: bank.last4, routingNumber: bank.routingNumber, bankName: bank.bankName, bankAccountType: bank.bankAccountType, createdAt: now },
    ]);
    const customerMethods: PayingMethod[] = [
      { id: cardRow!.id, ref: `VISA ending ${card.last4}`, channel: 'web' },
      { id: cardRow!.id, ref: `VISA ending ${card.last4}`, channel: 'mobile' },
      { id: bankRow!.id, ref: `Bank account ending ${bank.last4}`, channel: 'web' },
    ];

    // ---- bills, payments, recharges
    const nextConfirmation = confirmationCounter();
    let billCount = 0;
    let paymentCount = 0;
    for (const account of accountSeed) {
      const accountId = accountIds.get(account.key)!;
      const holder = userSeed.find((u) => u.accounts.some((a) => a.key === account.key && a.roleId === 1));
      const holderId = holder ? userIds.get(holder.userName)! : null;
      if (account.billing) {
        const methods: PayingMethod[] =
          holder?.userName === paymentMethodSeed.owner
            ? customerMethods
            : holder
              ? [{ id: null, ref: `Card ending ${prng.digits(4)}`, channel: 'web' }]
              : [];
        const { bills, payments, balance } = generateBilling(
          prng,
          now,
          { accountId, accountNumber: account.accountNumber, tariffName: account.tariff, ...account.billing, userId: holderId, methods, town: account.town },
          nextConfirmation,
        );
        await tx.insert(t.bills).values(bills);
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
    await tx.execute(sql`update ${t.payments} set gateway_token = m.gateway_token, method_kind = m.kind from ${t.paymentMethods} m where ${t.payments.paymentMethodId} = m.id`);

    // ---- the guest invitation behind demo.guest (accepted); the guest link ends with it
    const invitedAt = addDays(now, -12);
    const guestUser = userSeed.find((u) => u.userName === guestInvitationSeed.guest)!;
    const guestAccessUntil = addDays(invitedAt, guestInvitationSeed.accessDays);
    await tx.insert(t.guestInvitations).values({
      inviterUserId: userIds.get(guestInvitationSeed.inviter)!,
      accountId: accountIds.get(guestInvitationSeed.accountKey)!,
      email: guestUser.email,
      firstName: guestUser.firstName,
      lastName: guestUser.lastName,
      roleId: guestInvitationSeed.roleId,
      accessUntil: guestAccessUntil,
      validationKeyHash: createHash('sha256').update(prng.bytes(24)).digest('hex'),
      status: 'accepted',
      guestUserId: userIds.get(guestInvitationSeed.guest)!,
      createdAt: invitedAt,
      acceptedAt: addDays(invitedAt, 1),
    });
    await tx
      .update(t.userAccounts)
      .set({ accessUntil: guestAccessUntil })
      .where(and(eq(t.userAccounts.userId, userIds.get(guestInvitationSeed.guest)!), eq(t.userAccounts.accountId, accountIds.get(guestInvitationSeed.accountKey)!)));

    // ---- a pending invitation with a public key (guest linking at sign-in)
    const pending = pendingGuestInvitationSeed;
    const pendingGuest = userSeed.find((u) => u.userName === pending.guest)!;
    await tx.insert(t.guestInvitations).values({
      inviterUserId: userIds.get(pending.inviter)!,
      accountId: accountIds.get(pending.accountKey)!,
      email: pendingGuest.email,
      firstName: pendingGuest.firstName,
      lastName: pendingGuest.lastName,
      roleId: pending.roleId,
      accessUntil: addDays(now, pending.accessDays),
      validationKeyHash: createHash('sha256').update(pending.key).digest('hex'),
      status: 'pending',
      createdAt: addDays(now, -1),
    });

    // ---- a pending invitation for someone without a user yet (guest registration)
    const invited = guestRegistrationInvitationSeed;
    await tx.insert(t.guestInvitations).values({
      inviterUserId: userIds.get(invited.inviter)!,
      accountId: accountIds.get(invited.accountKey)!,
      email: invited.email,
      firstName: invited.firstName,
      lastName: invited.lastName,
      roleId: invited.roleId,
      accessUntil: addDays(now, invited.accessDays),
      validationKeyHash: createHash('sha256').update(invited.key).digest('hex'),
      status: 'pending',
      createdAt: addDays(now, -2),
    });

    // ---- outages, banner notices, inbox
    await tx.insert(t.outages).values(outageSeed(now));
    await tx.insert(t.accountNotices).values(
      noticeSeed(now).map(({ accountKey, ...notice }) => ({ ...notice, accountId: accountIds.get(accountKey)! })),
    );
    await tx.insert(t.inboxMessages).values(
      inboxSeed(now).map(({ userName, accountKey, ...message }) => ({
        ...message,
        userId: userIds.get(userName)!,
        accountId: accountKey ? accountIds.get(accountKey)! : null,
      })),
    );

    return { users: userRows.length, accounts: accountSeed.length, bills: billCount, payments: paymentCount };
  });
}
