/**
 * Interaction records of the payment catalogue (document 2 section 9): convenience fee lookup, bank
 * and card checks, wallet checks (an approval or a token accepted: Eligible; a wallet not offered or
 * a token refused: Ineligible), payment success and failure, guest payment failure, scheduling,
 * recharges and the default method. Action Add, priority Normal, status Closed, trigger X
 * (recordInteraction); the subject and incident code BL_MP_nn from paymentInteractions; reason
 * A1-Z0000001-Z011, or for pre-login (guest) payments A1-Z0000001-Z034 with category IR_01_14. Notes
 * name amounts and the masked method ("VISA ending 4242", "PayPal (k***@example.com)"), never a
 * card or account number, an e-mail address or a wallet token.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { AccountRow } from '../accounts.ts';
import type { Executor } from '../auth/sessions.ts';
import { recordInteraction, type InteractionActor } from '../activity.ts';
import { updatedByOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { incidentCategories, interactionReasonIds } from '../../src/domain/activity.ts';
import { paymentInteractions, type PaymentInteraction } from '../../src/domain/payment.ts';
import { autoPayInteractions } from '../../src/domain/autoPay.ts';
import { textToPayInteractions } from '../../src/domain/textToPay.ts';
import { installmentPlanInteractions } from '../../src/domain/installmentPlan.ts';
import { paymentExtensionInteractions } from '../../src/domain/paymentArrangements.ts';

/** The payment catalogue and AutoPay's outcomes (APP Enrollment Failed...). */
const interactionEntries = { ...paymentInteractions, ...autoPayInteractions, ...textToPayInteractions, ...installmentPlanInteractions, ...paymentExtensionInteractions };

export interface PaymentRecord {
  guest: boolean;
  screen: string;
  /** Payment or Recharge. */
  module: string;
  account?: AccountRow | null;
  /** The account number as given when no account was found. */
  accountNumber?: string;
  notes: string;
  /** Success or Failed (kept as the record's status text). */
  status: 'Success' | 'Failed';
  /** The failure's message (the catalogue text), as failure events store the server message. */
  message?: string;
  email?: string | null;
}

/** The actor of a request: its session (customer or agent) or nobody (pre-login). */
export function requestActor(request: FastifyRequest): InteractionActor {
  const session = request.session;
  return {
    userId: session?.uuid ?? null,
    familyId: session?.familyId ?? null,
    agentUserId: session?.agentUuid ?? null,
    updatedBy: updatedByOf(session),
    ip: request.ip,
  };
}

export async function recordPaymentEvent(ctx: ServerContext, ex: Executor, actor: InteractionActor, event: PaymentInteraction | keyof typeof autoPayInteractions | keyof typeof textToPayInteractions | keyof typeof installmentPlanInteractions | keyof typeof paymentExtensionInteractions, record: PaymentRecord): Promise<void> {
  const entry = interactionEntries[event];
  const accountNumber = record.account?.accountNumber ?? record.accountNumber;
  await recordInteraction(ctx, ex, actor, {
    actionSubject: entry.subject,
    actionNotes: record.notes,
    messageNote: record.message,
    interactionRecordReasonId: record.guest ? interactionReasonIds.guestPayment : interactionReasonIds.general,
    serviceIssueCategoryID: record.guest ? incidentCategories.guestPayment : undefined,
    incidentServiceIssueCategoryID: entry.incident,
    screenName: record.screen,
    moduleName: record.module,
    accountNumber,
    odataContractAccountKUT: accountNumber,
    customerNumber: record.account?.customerNumber,
    businessAggreementId: accountNumber,
    odataPremiseExternalIDKUT: record.account?.premiseId,
    registrationStatus: record.status,
    email: record.email ?? undefined,
  });
}

const logged = new WeakSet<ApiError>();

/** Marks a refusal whose failure event is already recorded (card checks, declines). */
export function markLogged<T extends ApiError>(error: T): T {
  logged.add(error);
  return error;
}

/**
 * Runs a payment step; a refusal (ApiError) not yet recorded gets its failure event (payment,
 * guest payment or recharge failed) before it is answered.
 */
export async function withFailureEvent<T>(work: () => Promise<T>, record: (error: ApiError) => Promise<void>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && !logged.has(error)) {
      markLogged(error);
      await record(error);
    }
    throw error;
  }
}
