/**
 * Outage reports (POST {outage}/report): document 1 section 3's payload from a visitor (uuId all
 * zeros, no account) or a customer (their uuid and one of their accounts). The point must be in the
 * service territory; attached photos must be the reporter's own uploads (documents call); a report
 * at a place an active outage already covers joins that outage (deduplicated: no new incident) and
 * says so. Each report is stored with its attachments and an interaction record.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { areaContains } from '../../src/domain/outageGeometry.ts';
import type { OutageFeature } from '../../src/domain/outage.ts';
import { anonymousUuid, type ReportOutageBody, type ReportOutageData } from '../../src/domain/outageReport.ts';
import { linkedAccount } from '../accounts.ts';
import { recordInteraction } from '../activity.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requestActor } from '../payments/interactions.ts';
import { outageSnapshotOf } from './snapshot.ts';
import { inTerritory, nearestTown } from './territory.ts';

/** Report references: RPT- and eight letters or digits without look-alikes (0/O, 1/I). */
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReference(): string {
  return `RPT-${[...randomBytes(8)].map((byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('')}`;
}

/** The active outage covering a point, the one with most customers first; null when none does. */
export function knownOutageAt(features: readonly OutageFeature[], latitude: number, longitude: number): OutageFeature | null {
  const covering = features.filter((f) => f.properties.status === 'active' && areaContains(f.geometry, [longitude, latitude]));
  return covering.sort((a, b) => b.properties.affectedCustomers - a.properties.affectedCustomers)[0] ?? null;
}

export async function reportOutage(ctx: ServerContext, request: FastifyRequest, session: RequestSession | null, body: ReportOutageBody): Promise<ReportOutageData> {
  // Who reports: the uuId and account say the same as the session.
  if (session ? body.uuId !== session.uuid : body.uuId !== anonymousUuid || body.accountNumber !== '') throw new ApiError(400, 'OUT_ANONYMOUS');
  const account = session && body.accountNumber ? (await linkedAccount(ctx, session.uuid, body.accountNumber)).account : null;
  if (!inTerritory(body.latitude, body.longitude)) throw new ApiError(422, 'OUT_TERRITORY');
  const town = nearestTown(body.latitude, body.longitude);

  const documentIds = body.attachmentList.map((a) => a.fileData);
  if (documentIds.length > 0) {
    const owner = session ? eq(t.documents.ownerUserId, session.uuid) : and(isNull(t.documents.ownerUserId), eq(t.documents.ip, request.ip));
    const found = await ctx.db.select({ id: t.documents.id }).from(t.documents).where(and(inArray(t.documents.id, documentIds), owner));
    if (found.length !== new Set(documentIds).size) throw new ApiError(400, 'OUT_ATTACHMENT');
  }

  const { list } = await outageSnapshotOf(ctx).get();
  const known = knownOutageAt(list.features, body.latitude, body.longitude);
  const reference = newReference();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(t.outageReports).values({
      reference,
      userId: session?.uuid ?? null,
      accountNumber: account?.accountNumber ?? null,
      reporterName: body.reporterName,
      phoneNumber: body.phoneNumber,
      emailAddress: body.emailAddress,
      eventType: body.eventType,
      address1: body.address1,
      address2: body.address2,
      city: body.city,
      state: body.state,
      postalCode: body.postalCode,
      country: body.country,
      latitude: body.latitude,
      longitude: body.longitude,
      town,
      title: body.title,
      message: body.message,
      notificationPreference: body.notificationPreference,
      isContact: body.isContact,
      customAttributes: [body.customAttribute1, body.customAttribute2, body.customAttribute3, body.customAttribute4, body.customAttribute5].map((value) => value ?? ''),
      attachments: body.attachmentList,
      outageReference: known?.properties.reference ?? null,
      ip: request.ip,
      createdAt: now,
    });
    if (documentIds.length > 0) await tx.update(t.documents).set({ referenceNumber: reference }).where(inArray(t.documents.id, documentIds));
    await recordInteraction(ctx, tx, requestActor(request), {
      actionSubject: 'Outage report',
      actionNotes: `${reference}: ${body.title} near ${town}${known ? `, joined ${known.properties.reference}` : ', new'}; ${body.attachmentList.length} photo(s)`,
      screenName: session ? 'ReportOutage' : 'PreReportOutages',
      moduleName: 'Outages',
      accountNumber: account?.accountNumber,
      odataContractAccountKUT: account?.accountNumber,
      customerNumber: account?.customerNumber,
      businessAggreementId: account?.accountNumber,
      odataPremiseExternalIDKUT: account?.premiseId,
      registrationStatus: 'Success',
      attachmentName: body.attachmentList.map((a) => a.attachmentName).join(', ') || undefined,
    });
  });
  return { reference, outage: known, createdAt: now.toISOString() };
}
