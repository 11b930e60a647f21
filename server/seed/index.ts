/**
 * Seeds an empty, migrated database: reference data, content in four languages, rights per role and
 * the demo users with their accounts and history. Everything runs in one transaction, and the data
 * is deterministic for a given `now` (seeded PRNG; dates relative to `now`).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { defaultRoleRights } from '../../src/domain/rights.ts';
import { multilingualMessageTypes } from '../../src/domain/constants.ts';
import { createPrng } from './prng.ts';
import { citySeed, countrySeed, serviceCentreSeed, stateSeed } from './geo.ts';
import { paymentLocationSeed } from './paymentLocations.ts';
import { accountSeed, demoPassword, userSeed } from './demo.ts';
import { addDays, confirmationCounter } from './billing.ts';
import { britishEnglish, faqSeed } from './content/faq.ts';
import { faqTopicSeed } from './content/faq-topics.ts';
import { contentPageSeed } from './content/terms.ts';
import { alertSeed, appSettingsSeed, bannerSeed, contentLanguages, maintenanceSeed, multilingualSeed } from './content/site.ts';
import { guestRegistrationInvitationSeed, noticeTextSeed, pendingGuestInvitationSeed } from './session.ts';
import { outageSeed } from './outage.ts';
import { noticeTextModule } from '../../src/domain/notificationBanner.ts';
import { demoPeople, insertPeople, prepareUsers } from './people.ts';
import { tariffCatalogue } from '../billing/tariffs.ts';
import { premiseSeed } from './premises.ts';
import { seedServiceRequests } from './serviceRequests.ts';

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

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const prng = createPrng(options.seed ?? 20_260_101);
  const people = demoPeople(now);
  const prepared = await prepareUsers(people.users, prng, now);

  return db.transaction(async (tx) => {
    // ---- reference data and settings
    await tx.insert(t.countries).values([...countrySeed]);
    await tx.insert(t.states).values(stateSeed);
    await tx.insert(t.cities).values(citySeed);
    await tx.insert(t.serviceCentres).values(serviceCentreSeed);
    await tx.insert(t.paymentLocations).values(paymentLocationSeed);
    await tx.insert(t.appSettings).values(appSettingsSeed);
    await tx.insert(t.tariffRates).values(
      tariffCatalogue(now).flatMap((tariff) => tariff.rates.map(({ effectiveFrom, ...rates }) => ({ tariffCode: tariff.code, tariffName: tariff.name, effectiveFrom, rates }))),
    );

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
    // The notices' words in every language, keyed by their English text (server/seed/session.ts).
    await tx.insert(t.multilingualMessages).values(
      noticeTextSeed.flatMap(({ english, ...others }) =>
        contentLanguages.map((language) => ({
          module: noticeTextModule,
          controlCode: english,
          messageType: multilingualMessageTypes.label,
          language,
          messageData: language === 'EN_US' ? english : others[language],
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

    // ---- the demo people: users, accounts, meters, saved methods, history, guest, notices, inbox
    const { userIds, accountIds, bills, payments } = await insertPeople(tx, people, prepared, { now, prng, nextConfirmation: confirmationCounter() });

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

    // ---- outages
    for (const outage of outageSeed(now)) {
      const [row] = await tx.insert(t.outages).values(outage.row).returning({ id: t.outages.id });
      await tx.insert(t.outageUpdates).values(outage.updates.map((u) => ({ ...u, outageId: row!.id })));
    }

    // ---- the premises registry (service requests)
    await tx.insert(t.premises).values(premiseSeed());
    await seedServiceRequests(tx, userIds.get('demo.customer')!, now);

    return { users: prepared.rows.length, accounts: people.accounts.length, bills, payments };
  });
}
