/**
 * Service requests on the server: the premises registry and its eligibility checks (each outcome
 * recorded as an interaction), the appointment calendar (a booking is one conditional update, so the
 * last free place goes to exactly one caller), and service orders with their timestamped status history.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { personas, serviceRequestPriority, serviceRequestStatus } from '../src/domain/constants.ts';
import { effectiveRights, hasRight, rights } from '../src/domain/rights.ts';
import { addDaysIso, fromThebe, isoDay, toThebe } from '../src/domain/format.ts';
import { incidentCategories, interactionReasonIds } from '../src/domain/activity.ts';
import {
  calendarDays,
  defaultSlotCapacity,
  eligibilitySubjects,
  firstAppointmentDay,
  ineligibleCodes,
  isWorkingDay,
  serviceScreens,
  appointmentSlots as slotList,
  type Appointment,
  type CalendarDay,
  type Eligibility,
  type IneligibleReason,
  type MissingDocument,
  type OrderType,
  type Premise,
  type ServiceRequestStatus,
  type ServiceRequestSummary,
  type ScheduledRequestSummary,
  type StopRequest,
  type StartRequest,
  type MoveOutCheck,
  type TransferReceipt,
  type TransferRequest,
  type PreMoveOutCheck,
  type PreTransferRequest,
  type PreStopRequest,
  preTransferLimits,
  type PreStartRequest,
  type PreStartReceipt,
  preStartRule,
  isContactOf,
  trackLimits,
  type TrackRequest,
  type TrackResult,
  transferSlotCodes,
  type CoApplicant,
  identityMatches,
  startRequestRule,
  type StopServiceAddress,
  type Town,
} from '../src/domain/serviceRequests.ts';
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import type { Executor, Tx } from './auth/sessions.ts';
import { recordInteraction } from './activity.ts';
import { linkInForce, linkedAccount } from './accounts.ts';
import { updatedByOf, type RequestSession } from './http/auth.ts';
import { ApiError } from './http/errors.ts';
import { reserveHit } from './auth/requestThrottle.ts';

type PremiseRow = typeof t.premises.$inferSelect;
type OrderRow = typeof t.serviceOrders.$inferSelect;

/** A start, stop or transfer always has its visit (the insert requires it): its summary says so to the type system. */
function scheduled(summary: ServiceRequestSummary): ScheduledRequestSummary {
  if (!summary.appointment) throw new Error(`request ${summary.reference} has no appointment`);
  return summary as ScheduledRequestSummary;
}

const toPremise = (row: PremiseRow): Premise => ({ premiseId: row.id, address1: row.address1, address2: row.address2, city: row.city, town: row.town, postalCode: row.postalCode });

/** The other request of a transfer, as its details name it. */
const linkOf = (details: unknown): { linkedReference?: string } => {
  const linked = (details as { linkedReference?: unknown } | null)?.linkedReference;
  return typeof linked === 'string' ? { linkedReference: linked } : {};
};

/** What submitRequest needs: the kind, what it concerns, the visit if any, what was asked, and how it is recorded. */
export interface NewRequest {
  orderType: Exclude<OrderType, 'START' | 'STOP' | 'TRANSFER'>;
  accountNumber?: string;
  premiseId?: string;
  /** The appointment to book, in the town that serves the place. */
  visit?: { town: string; appointment: Appointment };
  /** The request as submitted (stored as is: checked by the caller's schema first). */
  details: Record<string, unknown>;
  documentIds: string[];
  /** The first timeline event's note, e.g. "KYC requested". */
  note: string;
  /** The interaction record: e.g. "KYC Request Submitted", the flow's logged screen, its incident code if any. */
  subject: string;
  screenName: string;
  incident?: string;
}

/** Guests (role 8 on every linked account) see requests but may not make them. */
const viewOnlyRole = 8;

export class ServiceRequests {
  constructor(private readonly ctx: ServerContext) {}

  private today() {
    return isoDay(this.ctx.now());
  }

  // ---- premises
  async searchPremises(query: string, town: Town | undefined): Promise<Premise[]> {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.ctx.db
      .select()
      .from(t.premises)
      .where(and(or(ilike(t.premises.address1, pattern), ilike(t.premises.address2, pattern), ilike(t.premises.city, pattern), eq(t.premises.id, query.toUpperCase())), town ? eq(t.premises.town, town) : undefined))
      .orderBy(asc(t.premises.town), asc(t.premises.address1))
      .limit(20);
    return rows.map(toPremise);
  }

  /** Why a premise cannot be served for this user, or null; `leaving` is the premise a transfer moves out of. */
  private async ineligibility(premise: PremiseRow, userId: string | null, leaving?: string): Promise<IneligibleReason | null> {
    if (premise.id === leaving) return 'CURRENT_PREMISE';
    if (!premise.inTerritory) return 'OUTSIDE_TERRITORY';
    if (premise.underConstruction) return 'UNDER_CONSTRUCTION';
    // Active (or pending) service held by someone who is not this user.
    const holders = await this.ctx.db
      .select({ userId: t.userAccounts.userId })
      .from(t.serviceAccounts)
      .leftJoin(t.userAccounts, eq(t.userAccounts.accountId, t.serviceAccounts.id))
      .where(and(eq(t.serviceAccounts.premiseId, premise.id), inArray(t.serviceAccounts.status, [0, 1])));
    if (holders.length > 0 && !holders.some((holder) => holder.userId !== null && holder.userId === userId)) return 'ACTIVE_FOR_ANOTHER';
    if (userId) {
      const [overdue] = await this.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.userAccounts)
        .innerJoin(t.bills, eq(t.bills.accountId, t.userAccounts.accountId))
        .where(and(eq(t.userAccounts.userId, userId), ne(t.userAccounts.roleId, viewOnlyRole), eq(t.bills.status, 'overdue')));
      if ((overdue?.n ?? 0) > 0) return 'UNPAID_BALANCE';
    }
    return null;
  }

  /** The eligibility check of a premise for start service or a move-in; every outcome is recorded. */
  async checkEligibility(session: RequestSession | null, ip: string, premiseId: string, orderType: 'START' | 'TRANSFER', accountNumber: string | undefined): Promise<Eligibility> {
    const [premise] = await this.ctx.db.select().from(t.premises).where(eq(t.premises.id, premiseId));
    if (!premise) throw new ApiError(404, 'SRV_PREMISE_NOT_FOUND');
    // A move-in names the account it moves out of (when signed in): its own premise is not a move.
    // A visitor's move-in names the account proven on the move-out step: only its premise is compared, nothing of it is answered.
    const leaving =
      orderType === 'TRANSFER' && accountNumber
        ? session
          ? (await this.accountOf(session, accountNumber)).account.premiseId
          : (await this.ctx.db.select({ premiseId: t.serviceAccounts.premiseId }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, accountNumber)))[0]?.premiseId
        : undefined;
    const reason = await this.ineligibility(premise, session?.uuid ?? null, leaving);
    const subjects = eligibilitySubjects[orderType];
    const screen = orderType === 'START' ? (session ? serviceScreens.startAuth : serviceScreens.startUnauth) : session ? serviceScreens.transferAuth : serviceScreens.transferUnauth;
    const msgcode = reason ? ineligibleCodes[reason] : null;
    await recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: reason ? subjects.ineligible : subjects.eligible,
      // Ineligible cases append the reason (document 2 section 8 "Logged failure events").
      actionNotes: reason ? `${subjects.ineligible}: ${reason}` : `Premise ${premise.id} eligible`,
      interactionRecordReasonId: interactionReasonIds.general,
      incidentServiceIssueCategoryID: orderType === 'START' ? incidentCategories.startService : incidentCategories.transferService,
      screenName: screen,
      moduleName: 'Services',
      accountNumber,
      odataPremiseExternalIDKUT: premise.id,
    });
    return reason ? { eligible: false, premise: toPremise(premise), reason, msgcode: msgcode! } : { eligible: true, premise: toPremise(premise) };
  }

  private actor(session: RequestSession | null, ip: string) {
    return { userId: session?.uuid ?? null, familyId: session?.familyId ?? null, agentUserId: session?.agentUuid ?? null, updatedBy: updatedByOf(session), ip };
  }

  /** The co-applicant identity check of start service; its outcome is recorded either way. */
  async checkIdentity(session: RequestSession, ip: string, premiseId: string, coApplicant: CoApplicant): Promise<{ verified: boolean }> {
    const verified = identityMatches(coApplicant, this.today());
    await recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: verified ? 'Start Service Co-Applicant Identity Verified' : 'Start Service Co-Applicant Identity Failed',
      actionNotes: `Co-applicant ${coApplicant.firstName} ${coApplicant.lastName} ${verified ? 'verified' : 'not verified'}`,
      interactionRecordReasonId: interactionReasonIds.general,
      incidentServiceIssueCategoryID: incidentCategories.startService,
      screenName: serviceScreens.startAuth,
      moduleName: 'Services',
      odataPremiseExternalIDKUT: premiseId,
    });
    return { verified };
  }

  // ---- calendar
  async calendar(town: Town, from: string | undefined): Promise<CalendarDay[]> {
    const first = firstAppointmentDay(this.today());
    const start = from && from > first ? from : first;
    const last = addDaysIso(first, calendarDays - 1);
    if (start > last) return [];
    const booked = await this.ctx.db
      .select()
      .from(t.appointmentSlots)
      .where(and(eq(t.appointmentSlots.town, town), gte(t.appointmentSlots.day, start), lte(t.appointmentSlots.day, last)));
    const days: CalendarDay[] = [];
    for (let day = start; day <= last; day = addDaysIso(day, 1)) {
      if (!isWorkingDay(day)) continue;
      days.push({
        day,
        slots: slotList.map(({ slot }) => {
          const row = booked.find((b) => b.day === day && b.slot === slot);
          return { slot, free: row ? row.capacity - row.booked : defaultSlotCapacity };
        }),
      });
    }
    return days;
  }

  /** Takes one place of a slot inside the caller's transaction, or refuses with SRV_SLOT_FULL. */
  checkDay(appointment: Appointment): void {
    const first = firstAppointmentDay(this.today());
    if (appointment.day < first || appointment.day > addDaysIso(first, calendarDays - 1) || !isWorkingDay(appointment.day)) throw new ApiError(422, 'SRV_DAY_NOT_OFFERED');
  }

  async book(tx: Tx, town: string, appointment: Appointment): Promise<void> {
    this.checkDay(appointment);
    await tx.insert(t.appointmentSlots).values({ town, day: appointment.day, slot: appointment.slot, capacity: defaultSlotCapacity, booked: 0 }).onConflictDoNothing();
    // One statement: under concurrent bookings the row lock makes the second re-read `booked`.
    const taken = await tx
      .update(t.appointmentSlots)
      .set({ booked: sql`${t.appointmentSlots.booked} + 1` })
      .where(and(eq(t.appointmentSlots.town, town), eq(t.appointmentSlots.day, appointment.day), eq(t.appointmentSlots.slot, appointment.slot), sql`${t.appointmentSlots.booked} < ${t.appointmentSlots.capacity}`))
      .returning({ booked: t.appointmentSlots.booked });
    if (taken.length === 0) throw new ApiError(409, 'SRV_SLOT_FULL');
  }

  private async release(ex: Executor, order: OrderRow) {
    // A request without a visit (KYC, landlord agreement) holds no place.
    if (order.town === null || order.appointmentDay === null || order.appointmentSlot === null) return;
    await ex
      .update(t.appointmentSlots)
      .set({ booked: sql`greatest(${t.appointmentSlots.booked} - 1, 0)` })
      .where(and(eq(t.appointmentSlots.town, order.town), eq(t.appointmentSlots.day, order.appointmentDay), eq(t.appointmentSlots.slot, order.appointmentSlot)));
  }

  // ---- stop service
  async stopServiceAddress(session: RequestSession, accountNumber: string): Promise<StopServiceAddress> {
    const { account } = await this.accountOf(session, accountNumber);
    return this.stopAddressOf(account);
  }

  private async stopAddressOf(account: typeof t.serviceAccounts.$inferSelect): Promise<StopServiceAddress> {
    const today = this.today();
    const [meter] = await this.ctx.db
      .select({ meterNumber: t.meters.meterNumber })
      .from(t.meters)
      .where(and(eq(t.meters.accountId, account.id), eq(t.meters.serviceType, 'electric'), gte(t.meters.endDate, today)))
      .orderBy(asc(t.meters.startDate))
      .limit(1);
    return {
      accountNumber: account.accountNumber,
      customerNumber: account.customerNumber,
      meterNumber: meter?.meterNumber ?? null,
      premiseId: account.premiseId,
      serviceAddress: { address1: account.address1, address2: account.address2, city: account.city, postalCode: account.postalCode, town: account.town },
      outstandingBalance: fromThebe(toThebe(Number(account.balance))),
      autopay: false,
      mailingAddress: { addressType: 0, address1: account.address1, address2: account.address2 ?? undefined, city: account.city, country: 'BW' },
    };
  }

  private async accountOf(session: RequestSession, accountNumber: string) {
    try {
      return await linkedAccount(this.ctx, session.uuid, accountNumber);
    } catch {
      throw new ApiError(404, 'SRV_ACCOUNT_NOT_FOUND');
    }
  }

  async submitStop(session: RequestSession, ip: string, body: StopRequest): Promise<ScheduledRequestSummary> {
    const { account, link } = await this.accountOf(session, body.accountNumber);
    return this.makeStop(session, ip, account, link.roleId, body, {});
  }

  /** A visitor's stop (/PreStopService): the account proven again, then the same stop as signed in; the email and phone kept on the request to track it. */
  async submitPreStop(ip: string, body: PreStopRequest): Promise<ScheduledRequestSummary> {
    const account = await this.provenAccount(ip, body, serviceScreens.stopUnauth);
    const { lastName: _proof, email, primaryPhone, ...request } = body;
    return this.makeStop(null, ip, account, 0, { orderType: 'STOP', ...request }, { email, primaryPhone });
  }

  /**
   * Stop service, signed in or a visitor's (session null): guests (role 8) are refused, a stop already
   * open is refused (SRV_STOP_PENDING), the visit booked in the account's town and the order written in
   * one transaction; then recorded on "Stop Service" (a visitor's on "UnAuth Stop Service").
   */
  private async makeStop(session: RequestSession | null, ip: string, account: typeof t.serviceAccounts.$inferSelect, roleId: number, body: StopRequest, contact: { email?: string; primaryPhone?: string }): Promise<ScheduledRequestSummary> {
    if (roleId === viewOnlyRole) throw new ApiError(403, 'SRV_VIEW_ONLY');
    this.checkDay(body.appointment);
    const order = await this.inTransaction(async (tx) => {
      const refusal = await this.moveOutRefusal(tx, account.accountNumber, roleId);
      if (refusal) throw new ApiError(409, refusal);
      await this.book(tx, account.town, body.appointment);
      return this.insertOrder(tx, session, 'STOP', {
        accountNumber: account.accountNumber,
        premiseId: account.premiseId,
        town: account.town,
        appointment: body.appointment,
        details: { reason: body.reason, mailingAddress: body.mailingAddress, ...contact },
        note: 'Stop service requested',
      });
    });
    await recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: 'Stop Service Request Submitted',
      actionNotes: `Stop service ${order.reference} on ${body.appointment.day}, reason ${body.reason}`,
      interactionRecordReasonId: interactionReasonIds.general,
      screenName: session ? serviceScreens.stop : serviceScreens.stopUnauth,
      moduleName: 'Services',
      accountNumber: account.accountNumber,
      customerNumber: account.customerNumber,
      odataPremiseExternalIDKUT: account.premiseId,
    });
    return scheduled((await this.summaries([order]))[0]!);
  }

  /**
   * Start service signed in: the premise checked again (an ineligible one is refused with its reason),
   * the co-applicant's identity, the appointment booked in the premise's town, the caller's uploaded
   * documents attached by the request's reference. The preferred date and the submission are recorded.
   */
  async submitStart(session: RequestSession, ip: string, body: StartRequest): Promise<ScheduledRequestSummary> {
    if (await this.isViewOnly(session)) throw new ApiError(403, 'SRV_VIEW_ONLY');
    const rule = startRequestRule(body, this.today());
    if (rule) throw new ApiError(422, rule);
    const [premise] = await this.ctx.db.select().from(t.premises).where(eq(t.premises.id, body.premiseId));
    if (!premise) throw new ApiError(404, 'SRV_PREMISE_NOT_FOUND');
    const reason = await this.ineligibility(premise, session.uuid);
    if (reason) throw new ApiError(409, ineligibleCodes[reason]);
    if (body.coApplicant && !identityMatches(body.coApplicant, this.today())) throw new ApiError(422, 'SRV_IDENTITY_FAILED');
    this.checkDay(body.appointment);
    const order = await this.ctx.db.transaction(async (tx) => {
      await this.book(tx, premise.town, body.appointment);
      const row = await this.insertOrder(tx, session, 'START', {
        accountNumber: null,
        premiseId: premise.id,
        town: premise.town,
        appointment: body.appointment,
        details: { ...body, coApplicant: body.coApplicant ? { firstName: body.coApplicant.firstName, lastName: body.coApplicant.lastName } : undefined },
        note: 'Start service requested',
      });
      if (body.documentIds.length > 0) {
        const attached = await tx
          .update(t.documents)
          .set({ referenceNumber: row.reference })
          .where(and(inArray(t.documents.id, body.documentIds), eq(t.documents.ownerUserId, session.uuid)))
          .returning({ id: t.documents.id });
        if (attached.length !== new Set(body.documentIds).size) throw new ApiError(422, 'SRV_DOCUMENTS');
      }
      return row;
    });
    const record = (actionSubject: string, actionNotes: string) =>
      recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
        actionSubject,
        actionNotes,
        interactionRecordReasonId: interactionReasonIds.general,
        incidentServiceIssueCategoryID: incidentCategories.startService,
        screenName: serviceScreens.startAuth,
        moduleName: 'Services',
        odataPremiseExternalIDKUT: premise.id,
      });
    await record('Start Service Preferred Date Selected', `Preferred date ${body.appointment.day}, slot ${body.appointment.slot}`);
    await record('Start Service Request Submitted', `Start service ${order.reference} at ${premise.id} on ${body.appointment.day}`);
    return scheduled((await this.summaries([order]))[0]!);
  }

  // ---- start service not signed in (local market)
  /**
   * A visitor's local-market start: the premise checked again (an ineligible one is recorded as
   * "Start Service Request Ineligible" with its code, and refused), the slot booked, the order made
   * and the visitor's four uploads from this address attached, in one transaction; recorded on the
   * screen "UnAuth Start Service".
   */
  async submitPreStart(ip: string, body: PreStartRequest): Promise<PreStartReceipt> {
    const rule = preStartRule(body);
    if (rule) throw new ApiError(422, rule);
    const [premise] = await this.ctx.db.select().from(t.premises).where(eq(t.premises.id, body.premiseId));
    if (!premise) throw new ApiError(404, 'SRV_PREMISE_NOT_FOUND');
    const record = (actionSubject: string, actionNotes: string) =>
      recordInteraction(this.ctx, this.ctx.db, this.actor(null, ip), {
        actionSubject,
        actionNotes,
        interactionRecordReasonId: interactionReasonIds.general,
        incidentServiceIssueCategoryID: incidentCategories.startService,
        screenName: serviceScreens.startUnauth,
        moduleName: 'Services',
        odataPremiseExternalIDKUT: premise.id,
      });
    const reason = await this.ineligibility(premise, null);
    if (reason) {
      await record(eligibilitySubjects.START.ineligible, `${eligibilitySubjects.START.ineligible}: ${ineligibleCodes[reason]}`);
      throw new ApiError(409, ineligibleCodes[reason]);
    }
    this.checkDay(body.appointment);
    const documentIds = Object.values(body.documents);
    const order = await this.inTransaction(async (tx) => {
      await this.book(tx, premise.town, body.appointment);
      const row = await this.insertOrder(tx, null, 'START', {
        accountNumber: null,
        premiseId: premise.id,
        town: premise.town,
        appointment: body.appointment,
        details: { ...body, market: 'local' },
        note: 'Start service requested',
      });
      // Only a visitor's uploads from this address, not yet attached to another request.
      const attached = await tx
        .update(t.documents)
        .set({ referenceNumber: row.reference })
        .where(and(inArray(t.documents.id, documentIds), isNull(t.documents.ownerUserId), eq(t.documents.ip, ip), isNull(t.documents.referenceNumber)))
        .returning({ id: t.documents.id });
      if (attached.length !== new Set(documentIds).size) throw new ApiError(422, 'SRV_DOCUMENTS');
      return row;
    });
    await record('Start Service Request Submitted', `Start service ${order.reference} at ${premise.id} on ${body.appointment.day}, slot ${body.appointment.slot}`);
    const { appointment } = scheduled((await this.summaries([order]))[0]!);
    return { reference: order.reference, appointment };
  }

  // ---- tracking without signing in
  /**
   * A request tracked by its reference and the email or phone given with it. An unknown reference
   * and a wrong second factor get the same answer, so the call never tells whether a reference
   * exists; the refusals are counted per address (trackLimits) and beyond the limit the call
   * answers 429 GEN015 until the window has moved on.
   */
  async track(ip: string, body: TrackRequest): Promise<TrackResult> {
    const hit = await reserveHit(this.ctx, 'serviceTrack', { ip }, { perIp: trackLimits.perIp, windowMs: trackLimits.windowMinutes * 60_000 });
    if (!hit) throw new ApiError(429, 'GEN015');
    const [row] = await this.ctx.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, body.reference));
    if (!row || !isContactOf((row.details ?? {}) as Record<string, unknown>, body.contact)) throw new ApiError(404, 'SRV_TRACK_NOT_FOUND');
    await hit.takeBack();
    const { reference, orderType, status, priority, appointment, createdAt, updatedAt, timeline } = (await this.summaries([row]))[0]!;
    return { reference, orderType, status, priority, appointment, createdAt, updatedAt, timeline };
  }

  // ---- transfer service
  /** Why the account cannot be moved out of, or null: a guest's (view only), or one with a stop already open. */
  private async moveOutRefusal(ex: Executor, accountNumber: string, roleId: number): Promise<'SRV_VIEW_ONLY' | 'SRV_STOP_PENDING' | null> {
    if (roleId === viewOnlyRole) return 'SRV_VIEW_ONLY';
    const [open] = await ex
      .select({ id: t.serviceOrders.id })
      .from(t.serviceOrders)
      .where(and(eq(t.serviceOrders.accountNumber, accountNumber), eq(t.serviceOrders.orderType, 'STOP'), inArray(t.serviceOrders.status, [serviceRequestStatus.open, serviceRequestStatus.requiresWork])));
    return open ? 'SRV_STOP_PENDING' : null;
  }

  /** A transfer's record: "Auth Transfer Service" signed in, "UnAuth Transfer Service" for a visitor (session null). */
  private recordTransfer(session: RequestSession | null, ip: string, fields: { actionSubject: string; actionNotes: string; accountNumber?: string; customerNumber?: string; premiseId: string }) {
    return recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: fields.actionSubject,
      actionNotes: fields.actionNotes,
      interactionRecordReasonId: interactionReasonIds.general,
      incidentServiceIssueCategoryID: incidentCategories.transferService,
      screenName: session ? serviceScreens.transferAuth : serviceScreens.transferUnauth,
      moduleName: 'Services',
      accountNumber: fields.accountNumber,
      customerNumber: fields.customerNumber,
      odataPremiseExternalIDKUT: fields.premiseId,
    });
  }

  /** Transfer service's move-out check: the account, meter and balance, and whether it may be left; recorded either way. */
  async checkMoveOut(session: RequestSession, ip: string, accountNumber: string): Promise<MoveOutCheck> {
    const { account, link } = await this.accountOf(session, accountNumber);
    return this.moveOutOutcome(session, ip, account, link.roleId);
  }

  /** Whether the account may be left, with what the move-out step shows; recorded either way (Auth or UnAuth Transfer Service). */
  private async moveOutOutcome(session: RequestSession | null, ip: string, account: typeof t.serviceAccounts.$inferSelect, roleId: number): Promise<MoveOutCheck> {
    const stop = await this.stopAddressOf(account);
    const refusal = await this.moveOutRefusal(this.ctx.db, stop.accountNumber, roleId);
    const subjects = eligibilitySubjects.MOVE_OUT;
    await this.recordTransfer(session, ip, {
      actionSubject: refusal ? subjects.ineligible : subjects.eligible,
      actionNotes: refusal ? `${subjects.ineligible}: ${refusal}` : `Account ${stop.accountNumber} may move out of ${stop.premiseId}`,
      accountNumber: stop.accountNumber,
      customerNumber: stop.customerNumber,
      premiseId: stop.premiseId,
    });
    return refusal ? { eligible: false, stop, msgcode: refusal } : { eligible: true, stop };
  }

  /**
   * Transfer service signed in: a STOP at the account's premise and a TRANSFER (the move-in) at the
   * new one, linked to each other, made in one transaction: both slots booked and both orders
   * written, or nothing (a refused move-in leaves no stop and no booking behind). A slot taken
   * meanwhile is refused with the code of the appointment to choose again.
   */
  async submitTransfer(session: RequestSession, ip: string, body: TransferRequest): Promise<TransferReceipt> {
    const { account, link } = await this.accountOf(session, body.accountNumber);
    return this.makeTransfer(session, ip, account, link.roleId, body, {});
  }

  // ---- transfer service for a visitor (/TransferServicePrelogin)
  /**
   * The account a visitor moves out of, proven by its number and the holder's last name. An unknown
   * account and a wrong name get the same answer (SRV_TRANSFER_IDENTITY); the refusals are counted
   * per address (preTransferLimits) and beyond the limit the call answers 429 GEN015.
   */
  private async provenAccount(ip: string, proof: PreMoveOutCheck, screenName: string = serviceScreens.transferUnauth) {
    const hit = await reserveHit(this.ctx, 'transferPre', { ip }, { perIp: preTransferLimits.perIp, windowMs: preTransferLimits.windowMinutes * 60_000 });
    if (!hit) throw new ApiError(429, 'GEN015');
    const [account] = await this.ctx.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, proof.accountNumber));
    const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
    if (!account || !same(account.holderLastName, proof.lastName)) {
      await recordInteraction(this.ctx, this.ctx.db, this.actor(null, ip), {
        actionSubject: eligibilitySubjects.MOVE_OUT.ineligible,
        actionNotes: `${eligibilitySubjects.MOVE_OUT.ineligible}: SRV_TRANSFER_IDENTITY`,
        interactionRecordReasonId: interactionReasonIds.general,
        incidentServiceIssueCategoryID: screenName === serviceScreens.transferUnauth ? incidentCategories.transferService : undefined,
        screenName,
        moduleName: 'Services',
      });
      throw new ApiError(404, 'SRV_TRANSFER_IDENTITY');
    }
    await hit.takeBack();
    return account;
  }

  /** A visitor's move-out check: the account proven, its premise, meter and balance, and whether it may be left; recorded either way on "UnAuth Transfer Service". */
  async checkPreMoveOut(ip: string, proof: PreMoveOutCheck): Promise<MoveOutCheck> {
    if (proof.flow === 'STOP') return this.stopOutcome(ip, await this.provenAccount(ip, proof, serviceScreens.stopUnauth));
    return this.moveOutOutcome(null, ip, await this.provenAccount(ip, proof), 0);
  }

  /** A visitor's stop (/PreStopService): the proven account, what its first step shows, and whether it may be stopped; recorded either way on "UnAuth Stop Service". */
  private async stopOutcome(ip: string, account: typeof t.serviceAccounts.$inferSelect): Promise<MoveOutCheck> {
    const stop = await this.stopAddressOf(account);
    const refusal = await this.moveOutRefusal(this.ctx.db, stop.accountNumber, 0);
    const subjects = eligibilitySubjects.STOP;
    await recordInteraction(this.ctx, this.ctx.db, this.actor(null, ip), {
      actionSubject: refusal ? subjects.ineligible : subjects.eligible,
      actionNotes: refusal ? `${subjects.ineligible}: ${refusal}` : `Account ${stop.accountNumber} may be stopped`,
      interactionRecordReasonId: interactionReasonIds.general,
      screenName: serviceScreens.stopUnauth,
      moduleName: 'Services',
      accountNumber: stop.accountNumber,
      customerNumber: stop.customerNumber,
      odataPremiseExternalIDKUT: stop.premiseId,
    });
    return refusal ? { eligible: false, stop, msgcode: refusal } : { eligible: true, stop };
  }

  /** A visitor's transfer: the account proven again, then the same stop and move-in as signed in; the email and phone kept on both requests to track them. */
  async submitPreTransfer(ip: string, body: PreTransferRequest): Promise<TransferReceipt> {
    const account = await this.provenAccount(ip, body);
    const { lastName: _proof, email, primaryPhone, ...request } = body;
    return this.makeTransfer(null, ip, account, 0, { orderType: 'TRANSFER', ...request }, { email, primaryPhone });
  }

  /**
   * Transfer service: a STOP at the account's premise and a TRANSFER (the move-in) at the
   * new one, linked to each other, made in one transaction: both slots booked and both orders
   * written, or nothing (a refused move-in leaves no stop and no booking behind). A slot taken
   * meanwhile is refused with the code of the appointment to choose again.
   */
  private async makeTransfer(session: RequestSession | null, ip: string, account: typeof t.serviceAccounts.$inferSelect, roleId: number, body: TransferRequest, contact: { email?: string; primaryPhone?: string }): Promise<TransferReceipt> {
    const [premise] = await this.ctx.db.select().from(t.premises).where(eq(t.premises.id, body.premiseId));
    if (!premise) throw new ApiError(404, 'SRV_PREMISE_NOT_FOUND');
    const bookAs = async (tx: Tx, town: string, appointment: Appointment, code: (typeof transferSlotCodes)[keyof typeof transferSlotCodes]) => {
      try {
        await this.book(tx, town, appointment);
      } catch (error) {
        throw error instanceof ApiError && (error.msgcode === 'SRV_SLOT_FULL' || error.msgcode === 'SRV_DAY_NOT_OFFERED') ? new ApiError(409, code) : error;
      }
    };
    // Checked before the transaction (the test database has one connection: a read outside `tx` inside it would wait forever).
    const reason = await this.ineligibility(premise, session?.uuid ?? null, account.premiseId);
    if (reason) throw new ApiError(409, ineligibleCodes[reason]);
    const [moveOut, moveIn] = await this.inTransaction(async (tx) => {
      const refusal = await this.moveOutRefusal(tx, account.accountNumber, roleId);
      if (refusal) throw new ApiError(refusal === 'SRV_VIEW_ONLY' ? 403 : 409, refusal);
      await bookAs(tx, account.town, body.moveOut, transferSlotCodes.moveOut);
      const stop = await this.insertOrder(tx, session, 'STOP', {
        accountNumber: account.accountNumber,
        premiseId: account.premiseId,
        town: account.town,
        appointment: body.moveOut,
        details: { reason: 'MOVING', mailingAddress: body.mailingAddress, transferTo: premise.id, ...contact },
        note: 'Stop service requested',
      });
      await bookAs(tx, premise.town, body.moveIn, transferSlotCodes.moveIn);
      const start = await this.insertOrder(tx, session, 'TRANSFER', {
        accountNumber: null,
        premiseId: premise.id,
        town: premise.town,
        appointment: body.moveIn,
        details: { mailingAddress: body.mailingAddress, transferFrom: account.accountNumber, linkedReference: stop.reference, ...contact },
        note: 'Transfer service requested',
      });
      const [linked] = await tx
        .update(t.serviceOrders)
        .set({ details: { reason: 'MOVING', mailingAddress: body.mailingAddress, transferTo: premise.id, linkedReference: start.reference, ...contact } })
        .where(eq(t.serviceOrders.id, stop.id))
        .returning();
      return [linked!, start] as const;
    });
    await this.recordTransfer(session, ip, {
      actionSubject: 'Transfer Service Request Submitted',
      actionNotes: `Transfer ${moveOut.reference} (move-out ${body.moveOut.day}, slot ${body.moveOut.slot}) and ${moveIn.reference} (move-in at ${premise.id} ${body.moveIn.day}, slot ${body.moveIn.slot})`,
      accountNumber: account.accountNumber,
      customerNumber: account.customerNumber,
      premiseId: premise.id,
    });
    const [stopSummary, startSummary] = await this.summaries([moveOut, moveIn]);
    return { moveOut: scheduled(stopSummary!), moveIn: scheduled(startSummary!) };
  }

  // ---- every other kind of request (KYC, meter inspection, new connection, other service, landlord agreement)
  /**
   * The one way a new kind of request is made, signed in or not: guests (role 8) are refused; the
   * visit, if any, is booked (the last place goes to one caller, SRV_SLOT_FULL to the other); the order
   * is inserted with its first timeline event and the uploaded documents attached (signed in: the
   * customer's own; a visitor: this address's uploads not yet attached elsewhere), all in one
   * transaction; then "<subject>" is recorded on the flow's screen. A visitor's request can be tracked
   * by its reference when `details` carry `email` or `primaryPhone` (isContactOf).
   */
  async submitRequest(session: RequestSession | null, ip: string, request: NewRequest): Promise<ServiceRequestSummary> {
    if (session) {
      // About an account: the customer's role on that account decides (404 when it is not theirs); else their roles on all.
      const viewOnly = request.accountNumber ? (await this.accountOf(session, request.accountNumber)).link.roleId === viewOnlyRole : await this.isViewOnly(session);
      if (viewOnly) throw new ApiError(403, 'SRV_VIEW_ONLY');
    }
    if (request.visit) this.checkDay(request.visit.appointment);
    const order = await this.inTransaction(async (tx) => {
      if (request.visit) await this.book(tx, request.visit.town, request.visit.appointment);
      const row = await this.insertOrder(tx, session, request.orderType, {
        accountNumber: request.accountNumber ?? null,
        premiseId: request.premiseId ?? null,
        town: request.visit?.town ?? null,
        appointment: request.visit?.appointment ?? null,
        details: request.details,
        note: request.note,
      });
      const documentIds = [...new Set(request.documentIds)];
      if (documentIds.length > 0) {
        const mine = session ? eq(t.documents.ownerUserId, session.uuid) : and(isNull(t.documents.ownerUserId), eq(t.documents.ip, ip));
        const attached = await tx
          .update(t.documents)
          .set({ referenceNumber: row.reference })
          .where(and(inArray(t.documents.id, documentIds), mine, isNull(t.documents.referenceNumber)))
          .returning({ id: t.documents.id });
        if (attached.length !== documentIds.length) throw new ApiError(422, 'SRV_DOCUMENTS');
      }
      return row;
    });
    await recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: request.subject,
      actionNotes: `${request.orderType} ${order.reference}${request.visit ? ` on ${request.visit.appointment.day}, slot ${request.visit.appointment.slot}` : ''}`,
      interactionRecordReasonId: interactionReasonIds.general,
      incidentServiceIssueCategoryID: request.incident,
      screenName: request.screenName,
      moduleName: 'Services',
      accountNumber: request.accountNumber,
      odataPremiseExternalIDKUT: request.premiseId,
    });
    return (await this.summaries([order]))[0]!;
  }

  /**
   * Does the customer hold `right` for a request: through their role on its account, or (a request of
   * their own without an account: a start, a KYC) through any account they hold. The portal shows the
   * tracker's Cancel and Edit by the same rights; the server does not trust that.
   */
  private async holdsRight(session: RequestSession, accountNumber: string | null, right: string): Promise<boolean> {
    const links = await this.ctx.db
      .select({ roleId: t.userAccounts.roleId, status: t.serviceAccounts.status, accountNumber: t.serviceAccounts.accountNumber })
      .from(t.userAccounts)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
      .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(this.ctx.now())));
    for (const link of accountNumber ? links.filter((l) => l.accountNumber === accountNumber) : links) {
      if (hasRight(effectiveRights(await this.ctx.rights.of(link.roleId, personas.residential), link.status), right)) return true;
    }
    return false;
  }

  /** Guests (role 8 on every account they hold) may look but not ask. */
  private async isViewOnly(session: RequestSession): Promise<boolean> {
    const links = await this.ctx.db
      .select({ roleId: t.userAccounts.roleId })
      .from(t.userAccounts)
      .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(this.ctx.now())));
    return links.length > 0 && links.every((link) => link.roleId === viewOnlyRole);
  }

  /** A transaction whose unique-index race (two open stops of one account) answers SRV_STOP_PENDING. */
  private async inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction(work);
    } catch (error) {
      const cause = error as { code?: string; cause?: { code?: string } };
      if (cause.code === '23505' || cause.cause?.code === '23505') throw new ApiError(409, 'SRV_STOP_PENDING');
      throw error;
    }
  }

  private async insertOrder(
    tx: Tx,
    session: RequestSession | null,
    orderType: OrderType,
    order: { accountNumber: string | null; premiseId: string | null; town: string | null; appointment: Appointment | null; details: unknown; note: string },
  ): Promise<OrderRow> {
    const now = this.ctx.now();
    const [row] = await tx
      .insert(t.serviceOrders)
      .values({
        reference: `SR-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`,
        orderType,
        userId: session?.uuid ?? null,
        agentUserId: session?.agentUuid ?? null,
        accountNumber: order.accountNumber,
        premiseId: order.premiseId,
        status: serviceRequestStatus.open,
        priority: serviceRequestPriority.normal,
        town: order.appointment ? order.town : null,
        appointmentDay: order.appointment?.day ?? null,
        appointmentSlot: order.appointment?.slot ?? null,
        details: order.details,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(t.serviceOrderEvents).values({ orderId: row!.id, status: serviceRequestStatus.open, note: order.note, at: now });
    return row!;
  }

  // ---- tracker
  /** The caller's requests and those on the accounts they hold, newest first. */
  async list(session: RequestSession): Promise<ServiceRequestSummary[]> {
    const accounts = await this.ctx.db
      .select({ accountNumber: t.serviceAccounts.accountNumber })
      .from(t.userAccounts)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
      .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(this.ctx.now())));
    const numbers = accounts.map((a) => a.accountNumber);
    const rows = await this.ctx.db
      .select()
      .from(t.serviceOrders)
      .where(or(eq(t.serviceOrders.userId, session.uuid), numbers.length ? inArray(t.serviceOrders.accountNumber, numbers) : undefined))
      .orderBy(desc(t.serviceOrders.createdAt))
      .limit(100);
    return this.summaries(rows);
  }

  async cancel(session: RequestSession, ip: string, reference: string): Promise<ServiceRequestSummary> {
    const mine = (await this.list(session)).find((r) => r.reference === reference);
    if (!mine) throw new ApiError(404, 'SRV_REQUEST_NOT_FOUND');
    if (!(await this.holdsRight(session, mine.accountNumber, rights.trackerCancel))) throw new ApiError(403, 'GEN403');
    const order = await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      const [row] = await tx
        .update(t.serviceOrders)
        .set({ status: serviceRequestStatus.closed, updatedAt: now })
        .where(and(eq(t.serviceOrders.reference, reference), inArray(t.serviceOrders.status, [serviceRequestStatus.open, serviceRequestStatus.requiresWork])))
        .returning();
      if (!row) throw new ApiError(409, 'SRV_NOT_OPEN');
      await tx.insert(t.serviceOrderEvents).values({ orderId: row.id, status: serviceRequestStatus.closed, note: 'Cancelled by the customer', at: now });
      await this.release(tx, row);
      return row;
    });
    await recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: 'Track Request Cancelled',
      actionNotes: `${order.orderType} ${order.reference} cancelled`,
      interactionRecordReasonId: interactionReasonIds.general,
      screenName: serviceScreens.tracker,
      moduleName: 'Services',
      accountNumber: order.accountNumber ?? undefined,
    });
    return (await this.summaries([order]))[0]!;
  }

  /**
   * Moves an open request's visit to another day and slot of its town: the new place is booked (the
   * last one goes to one caller) and the old one freed in one transaction, with a timeline event.
   * Success and failure are both recorded ("Track Request Edited" / "Track Request Edit Failed").
   */
  async editAppointment(session: RequestSession, ip: string, reference: string, appointment: Appointment): Promise<ServiceRequestSummary> {
    const mine = (await this.list(session)).find((r) => r.reference === reference);
    if (!mine) throw new ApiError(404, 'SRV_REQUEST_NOT_FOUND');
    if (!(await this.holdsRight(session, mine.accountNumber, rights.trackerEdit))) throw new ApiError(403, 'GEN403');
    const record = (subject: string, notes: string) =>
      recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
        actionSubject: subject,
        actionNotes: notes,
        interactionRecordReasonId: interactionReasonIds.general,
        screenName: serviceScreens.tracker,
        moduleName: 'Services',
        accountNumber: mine.accountNumber ?? undefined,
      });
    try {
      const order = await this.ctx.db.transaction(async (tx) => {
        const now = this.ctx.now();
        // The row lock: a cancel or another edit of the same request waits for this one.
        const [current] = await tx.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, reference)).for('update');
        if (!current || current.status !== serviceRequestStatus.open) throw new ApiError(409, 'SRV_NOT_OPEN');
        if (current.town === null || current.appointmentDay === null || current.appointmentSlot === null) throw new ApiError(409, 'SRV_EDIT_FAILED');
        if (current.appointmentDay === appointment.day && current.appointmentSlot === appointment.slot) throw new ApiError(409, 'SRV_EDIT_FAILED');
        await this.book(tx, current.town, appointment);
        await this.release(tx, current);
        const [row] = await tx
          .update(t.serviceOrders)
          .set({ appointmentDay: appointment.day, appointmentSlot: appointment.slot, updatedAt: now })
          .where(eq(t.serviceOrders.id, current.id))
          .returning();
        await tx.insert(t.serviceOrderEvents).values({ orderId: current.id, status: serviceRequestStatus.open, note: 'Appointment changed by the customer', at: now });
        return row!;
      });
      await record('Track Request Edited', `${order.orderType} ${order.reference} appointment ${appointment.day} slot ${appointment.slot}`);
      return (await this.summaries([order]))[0]!;
    } catch (error) {
      const msgcode = error instanceof ApiError ? error.msgcode : 'GEN500';
      await record('Track Request Edit Failed', `${mine.orderType} ${reference}: ${msgcode}`);
      throw error;
    }
  }

  /** Demo administration: an Open request RequiresWork, asking for a document (a timeline event says so). */
  async requireWork(reference: string, document: MissingDocument): Promise<ServiceRequestSummary> {
    const order = await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      const [row] = await tx
        .update(t.serviceOrders)
        .set({ status: serviceRequestStatus.requiresWork, requiredDocument: document, updatedAt: now })
        .where(and(eq(t.serviceOrders.reference, reference), eq(t.serviceOrders.status, serviceRequestStatus.open)))
        .returning();
      if (!row) {
        const [exists] = await tx.select({ id: t.serviceOrders.id }).from(t.serviceOrders).where(eq(t.serviceOrders.reference, reference));
        throw exists ? new ApiError(409, 'SRV_NOT_OPEN') : new ApiError(404, 'SRV_REQUEST_NOT_FOUND');
      }
      await tx.insert(t.serviceOrderEvents).values({ orderId: row.id, status: serviceRequestStatus.requiresWork, note: 'A document is missing', at: now });
      return row;
    });
    return (await this.summaries([order]))[0]!;
  }

  /**
   * The missing document of a request that RequiresWork: the customer's own uploads (not attached
   * elsewhere) are attached, the request goes back to Open with a timeline event, and it is recorded.
   */
  async supplyDocuments(session: RequestSession, ip: string, reference: string, documentIds: string[]): Promise<ServiceRequestSummary> {
    const mine = (await this.list(session)).find((r) => r.reference === reference);
    if (!mine) throw new ApiError(404, 'SRV_REQUEST_NOT_FOUND');
    if (!(await this.holdsRight(session, mine.accountNumber, rights.trackerEdit))) throw new ApiError(403, 'GEN403');
    const order = await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      const [row] = await tx
        .update(t.serviceOrders)
        .set({ status: serviceRequestStatus.open, requiredDocument: null, updatedAt: now })
        .where(and(eq(t.serviceOrders.reference, reference), eq(t.serviceOrders.status, serviceRequestStatus.requiresWork)))
        .returning();
      if (!row) throw new ApiError(409, 'SRV_NO_DOCUMENT_ASKED');
      const ids = [...new Set(documentIds)];
      // The request's own customer's uploads: the tracker lists only those under its reference.
      const owner = row.userId ?? session.uuid;
      const attached = await tx
        .update(t.documents)
        .set({ referenceNumber: row.reference })
        .where(and(inArray(t.documents.id, ids), eq(t.documents.ownerUserId, owner), isNull(t.documents.referenceNumber)))
        .returning({ id: t.documents.id });
      if (attached.length !== ids.length) throw new ApiError(422, 'SRV_DOCUMENTS');
      await tx.insert(t.serviceOrderEvents).values({ orderId: row.id, status: serviceRequestStatus.open, note: 'Missing document received', at: now });
      return row;
    });
    await recordInteraction(this.ctx, this.ctx.db, this.actor(session, ip), {
      actionSubject: 'Track Request Document Uploaded',
      actionNotes: `${order.orderType} ${order.reference}: ${documentIds.length} document(s) for ${mine.missingDocument ?? 'the request'}`,
      interactionRecordReasonId: interactionReasonIds.general,
      screenName: serviceScreens.tracker,
      moduleName: 'Services',
      accountNumber: order.accountNumber ?? undefined,
    });
    return (await this.summaries([order]))[0]!;
  }

  private async summaries(rows: OrderRow[]): Promise<ServiceRequestSummary[]> {
    if (rows.length === 0) return [];
    const events = await this.ctx.db
      .select()
      .from(t.serviceOrderEvents)
      .where(inArray(t.serviceOrderEvents.orderId, rows.map((r) => r.id)))
      .orderBy(asc(t.serviceOrderEvents.at), asc(t.serviceOrderEvents.id));
    const documents = await this.ctx.db
      .select({ id: t.documents.id, fileName: t.documents.fileName, contentType: t.documents.contentType, size: t.documents.size, createdAt: t.documents.createdAt, referenceNumber: t.documents.referenceNumber, ownerUserId: t.documents.ownerUserId })
      .from(t.documents)
      .where(inArray(t.documents.referenceNumber, rows.map((r) => r.reference)))
      .orderBy(asc(t.documents.createdAt));
    return rows.map((row) => ({
      reference: row.reference,
      orderType: row.orderType as OrderType,
      status: row.status as ServiceRequestStatus,
      priority: row.priority as ServiceRequestSummary['priority'],
      accountNumber: row.accountNumber,
      premiseId: row.premiseId,
      appointment: row.town !== null && row.appointmentDay !== null && row.appointmentSlot !== null ? { day: row.appointmentDay, slot: row.appointmentSlot as Appointment['slot'], town: row.town } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      byAgent: row.agentUserId !== null,
      timeline: events.filter((e) => e.orderId === row.id).map((e) => ({ status: e.status as ServiceRequestStatus, note: e.note, at: e.at.toISOString() })),
      documents: documents
        // Only what the request's own customer uploaded under its reference: others cannot attach files to it.
        .filter((d) => d.referenceNumber === row.reference && d.ownerUserId === row.userId)
        .map((d) => ({ id: d.id, fileName: d.fileName, contentType: d.contentType, size: d.size, uploadedAt: d.createdAt.toISOString() })),
      ...linkOf(row.details),
      ...(row.status === serviceRequestStatus.requiresWork && row.requiredDocument ? { missingDocument: row.requiredDocument as MissingDocument } : {}),
    }));
  }
}
