/**
 * Letters of credit and of service (src/domain/letterOfCredit.ts) on the service area: what a letter
 * of an account would say, issuing it (the facts written once, a reference and a verification code),
 * its PDF for the account's holders and agents, and the public check by reference and code.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, gte, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import {
  letterCodes,
  letterLookBackMonths,
  letterOfCreditCalls,
  letterOfCreditLoadQuerySchema,
  letterOfCreditSubmitBodySchema,
  letterPdfFileName,
  letterPdfQuerySchema,
  letterVerifyBodySchema,
  letterVerifyLimit,
  type LetterFacts,
  type LetterKind,
  type LetterOfCreditReceipt,
  type LetterOfCreditRecord,
  type LetterVerification,
} from '../../src/domain/letterOfCredit.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { interactionReasonIds } from '../../src/domain/activity.ts';
import { isoDay } from '../../src/domain/format.ts';
import { combinedAddress, linkedAccount, type AccountRow, type LinkRow } from '../accounts.ts';
import { recordInteraction } from '../activity.ts';
import { reserveHit } from '../auth/requestThrottle.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { requestActor } from '../payments/interactions.ts';
import { accountStatement } from '../payments/statement.ts';
import { renderLetterPdf } from '../service/letterPdf.ts';

/** Letters and digits that cannot be misread on paper (no 0/O, 1/I). */
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = (n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The interaction record's screen and module (document 2 section 9's logged screens, services module). */
const letterInteraction = { subject: 'Letter of credit', screen: 'Letter Of Credit', module: 'Services' } as const;

async function mayAskForLetters(ctx: ServerContext, link: LinkRow, account: AccountRow): Promise<boolean> {
  return hasRight(effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status), rights.letterOfCredit);
}

/** The facts a letter of this account states today. */
async function factsOf(ctx: ServerContext, account: AccountRow): Promise<LetterFacts> {
  const today = isoDay(ctx.now());
  const since = new Date(ctx.now());
  since.setUTCMonth(since.getUTCMonth() - letterLookBackMonths);
  const [meters, [first], [billed], [arrears], statement] = await Promise.all([
    ctx.db.select({ serviceType: t.meters.serviceType }).from(t.meters).where(and(eq(t.meters.accountId, account.id), gt(t.meters.endDate, today))),
    ctx.db.select({ start: min(t.meters.startDate) }).from(t.meters).where(eq(t.meters.accountId, account.id)),
    ctx.db.select({ n: count() }).from(t.bills).where(and(eq(t.bills.accountId, account.id), gte(t.bills.billDate, isoDay(since)))),
    ctx.db.select({ n: count() }).from(t.bills).where(and(eq(t.bills.accountId, account.id), gte(t.bills.billDate, isoDay(since)), gt(t.bills.pastDue, '0'))),
    accountStatement(ctx.db, account),
  ]);
  const holderName = account.holderOrgName?.trim() || `${account.holderFirstName} ${account.holderLastName}`;
  return {
    holderName,
    accountNumber: account.accountNumber,
    serviceAddress: combinedAddress(account),
    customerSince: first?.start ?? isoDay(account.createdAt),
    active: account.status === 1,
    services: [...new Set(meters.map((m) => m.serviceType))].sort(),
    billsInPeriod: billed?.n ?? 0,
    billsWithArrears: arrears?.n ?? 0,
    amountDueThebe: statement.amountDueThebe,
    pastDueThebe: statement.pastDueThebe,
  };
}

type LetterRow = typeof t.serviceLetters.$inferSelect;

function receiptOf(row: LetterRow): LetterOfCreditReceipt {
  return { reference: row.reference, code: row.code, kind: row.kind as LetterKind, addressee: row.addressee, issuedAt: row.issuedAt.toISOString() };
}

export function letterOfCreditRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    route.get(letterOfCreditCalls.load, { auth: 'required', query: letterOfCreditLoadQuerySchema }, async ({ query, session }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      if (!(await mayAskForLetters(ctx, link, account))) throw new ApiError(403, 'GEN403');
      return ok<LetterOfCreditRecord>({ accountNumber: account.accountNumber, facts: await factsOf(ctx, account) });
    });

    route.post(letterOfCreditCalls.submit, { auth: 'required', body: letterOfCreditSubmitBodySchema }, async ({ body, session, request }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, body.accountNumber);
      if (!(await mayAskForLetters(ctx, link, account))) throw new ApiError(403, 'GEN403');
      const facts = await factsOf(ctx, account);
      const row = await ctx.db.transaction(async (tx) => {
        // A clash of six characters from 32 is rare; the unique index decides, and a clash draws again.
        for (;;) {
          const [inserted] = await tx
            .insert(t.serviceLetters)
            .values({ reference: `LTR-${pick(6)}`, code: `${pick(4)}-${pick(4)}`, kind: body.kind, accountId: account.id, userId: session.uuid, addressee: body.addressee, facts, issuedAt: ctx.now() })
            .onConflictDoNothing()
            .returning();
          if (inserted) return inserted;
        }
      });
      await recordInteraction(ctx, ctx.db, requestActor(request), {
        actionSubject: letterInteraction.subject,
        actionTypeCode: rights.letterOfCredit,
        actionNotes: `${row.reference} ${row.kind}`,
        interactionRecordReasonId: interactionReasonIds.general,
        screenName: letterInteraction.screen,
        moduleName: letterInteraction.module,
        accountNumber: account.accountNumber,
        odataContractAccountKUT: account.accountNumber,
        customerNumber: account.customerNumber,
        businessAggreementId: account.accountNumber,
        odataPremiseExternalIDKUT: account.premiseId,
        registrationStatus: 'Success',
      });
      return ok<LetterOfCreditReceipt>(receiptOf(row));
    });

    route.get(letterOfCreditCalls.pdf, { auth: 'required', query: letterPdfQuerySchema }, async ({ query, session, reply }) => {
      const [row] = await ctx.db
        .select({ letter: t.serviceLetters, accountNumber: t.serviceAccounts.accountNumber })
        .from(t.serviceLetters)
        .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.serviceLetters.accountId))
        .where(eq(t.serviceLetters.reference, query.reference));
      // Someone else's letter answers as a missing one: a reference tells nothing to those who do not hold the account.
      if (!row) throw new ApiError(404, letterCodes.notFound);
      try {
        await linkedAccount(ctx, session.uuid, row.accountNumber);
      } catch {
        throw new ApiError(404, letterCodes.notFound);
      }
      const pdf = await renderLetterPdf({ ...receiptOf(row.letter), facts: row.letter.facts }, query.language ?? 'EN_US', ctx.publicUrl);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${letterPdfFileName(row.letter.reference)}"`)
        .send(pdf);
    });

    route.post(letterOfCreditCalls.verify, { auth: 'optional', body: letterVerifyBodySchema }, async ({ body, request }) => {
      // Guessing codes is slowed per address; a right guess is not counted.
      const hit = await reserveHit(ctx, 'letterVerify', { ip: request.ip }, { perIp: letterVerifyLimit.perIp, windowMs: letterVerifyLimit.windowMinutes * 60_000 });
      if (!hit) throw new ApiError(429, 'GEN015');
      const [row] = await ctx.db.select().from(t.serviceLetters).where(and(eq(t.serviceLetters.reference, body.reference), eq(t.serviceLetters.code, body.code)));
      if (!row) throw new ApiError(404, letterCodes.notFound);
      await hit.takeBack();
      return ok<LetterVerification>({ ...receiptOf(row), facts: row.facts });
    });
  };
}
