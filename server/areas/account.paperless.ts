/**
 * Paperless billing and bill format (src/domain/paperless.ts) on the account management area: the
 * account's setting, setPaperless and billFormat. A postpaid account and the paperless right (none on
 * a status-2 account) for every call; the bill format needs the account's own customer number.
 * Turning paperless on or off records its outcome (success, or failure with the reason) as an
 * interaction on the screen "Account Information".
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { interactionReasonIds } from '../../src/domain/activity.ts';
import { personas } from '../../src/domain/constants.ts';
import { maskEmail } from '../../src/domain/fields.ts';
import { billFormatBodySchema, paperlessCalls, paperlessInteractions, paperlessLoadQuerySchema, paperlessScreen, setPaperlessBodySchema, type PaperlessInteraction, type PaperlessRecord } from '../../src/domain/paperless.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { linkedAccount, type AccountRow } from '../accounts.ts';
import { recordInteraction } from '../activity.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { requestActor } from '../payments/interactions.ts';

export function paperlessRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    /** The account, when the caller holds it with the paperless right; else why not (403). */
    async function permitted(userId: string, accountNumber: string): Promise<AccountRow> {
      const { account, link } = await linkedAccount(ctx, userId, accountNumber);
      const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
      if (account.isPrepaid || !hasRight(granted, rights.paperless)) throw new ApiError(403, 'GEN403');
      return account;
    }

    async function recordOf(userId: string, account: AccountRow): Promise<PaperlessRecord> {
      const [user] = await ctx.db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
      return {
        accountNumber: account.accountNumber,
        customerNumber: account.customerNumber,
        paperless: account.paperless,
        email: user?.email ? maskEmail(user.email) : null,
        isBFSEligible: account.summaryBill ? 1 : 0,
      };
    }

    async function log(request: FastifyRequest, event: PaperlessInteraction, accountNumber: string, account: AccountRow | null, notes: string, message?: string) {
      const entry = paperlessInteractions[event];
      await recordInteraction(ctx, ctx.db, requestActor(request), {
        actionSubject: entry.subject,
        actionNotes: notes,
        messageNote: message,
        interactionRecordReasonId: interactionReasonIds.general,
        incidentServiceIssueCategoryID: entry.incident,
        screenName: paperlessScreen,
        moduleName: 'Billing',
        accountNumber,
        odataContractAccountKUT: accountNumber,
        customerNumber: account?.customerNumber,
        businessAggreementId: accountNumber,
        odataPremiseExternalIDKUT: account?.premiseId,
        registrationStatus: message === undefined ? 'Success' : 'Failed',
      });
    }

    route.get(paperlessCalls.load, { auth: 'required', query: paperlessLoadQuerySchema }, async ({ query, session }) => {
      const account = await permitted(session.uuid, query.accountNumber);
      return ok<PaperlessRecord>(await recordOf(session.uuid, account));
    });

    route.post(paperlessCalls.setPaperless, { auth: 'required', body: setPaperlessBodySchema }, async ({ request, body, session }) => {
      const done: PaperlessInteraction = body.isEnable ? 'paperlessEnrolled' : 'paperlessUnenrolled';
      const failed: PaperlessInteraction = body.isEnable ? 'paperlessEnrolFailed' : 'paperlessUnenrolFailed';
      let account: AccountRow | null = null;
      try {
        account = await permitted(session.uuid, body.accountNumber);
        const [updated] = await ctx.db.update(t.serviceAccounts).set({ paperless: body.isEnable }).where(eq(t.serviceAccounts.id, account.id)).returning();
        await log(request, done, body.accountNumber, updated!, body.isEnable ? 'Paperless billing turned on' : 'Paperless billing turned off');
        return ok<PaperlessRecord>(await recordOf(session.uuid, updated!));
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(500, 'GEN500');
        await log(request, failed, body.accountNumber, account, `Paperless billing ${body.isEnable ? 'on' : 'off'} refused`, apiError.msgcode);
        throw error;
      }
    });

    route.post(paperlessCalls.billFormat, { auth: 'required', body: billFormatBodySchema }, async ({ body, session }) => {
      const account = await permitted(session.uuid, body.accountNumber);
      if (body.customerNumber !== account.customerNumber) throw new ApiError(409, 'PAPERLESS_CUSTOMER_MISMATCH');
      const [updated] = await ctx.db.update(t.serviceAccounts).set({ summaryBill: body.isBFSEligible === 1 }).where(eq(t.serviceAccounts.id, account.id)).returning();
      return ok<PaperlessRecord>(await recordOf(session.uuid, updated!));
    });
  };
}
