/**
 * Interaction records (customer-service action log): the ones the portal sends and the ones the
 * server makes itself (sign-in success and failure), with the catalogue's defaults: action Add,
 * priority Normal (5), status Closed (1), trigger X.
 */
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import type { Executor } from './auth/sessions.ts';
import { interactionDefaults, type InteractionRecordBody } from '../src/domain/activity.ts';

export interface InteractionActor {
  userId: string | null;
  familyId: string | null;
  agentUserId: string | null;
  /** 2 customer, 3 agent. */
  updatedBy: 2 | 3;
  ip: string | null;
}

export async function recordInteraction(ctx: ServerContext, ex: Executor, actor: InteractionActor, record: InteractionRecordBody): Promise<void> {
  await ex.insert(t.interactionRecords).values({
    userId: actor.userId,
    familyId: actor.familyId,
    agentUserId: actor.agentUserId,
    updatedBy: actor.updatedBy,
    ip: actor.ip,
    actionRequired: record.actionRequired ?? interactionDefaults.actionRequired,
    customerNumber: record.customerNumber ?? null,
    actionTypeCode: record.actionTypeCode ?? null,
    actionSubject: record.actionSubject ?? null,
    actionNotes: record.actionNotes ?? null,
    actionPriority: record.actionPriority ?? interactionDefaults.actionPriority,
    businessAgreementId: record.businessAggreementId ?? null,
    actionStatus: record.actionStatus ?? interactionDefaults.actionStatus,
    messageNote: record.messageNote ?? null,
    interactionRecordReasonId: record.interactionRecordReasonId ?? null,
    serviceIssueCategoryId: record.serviceIssueCategoryID ?? null,
    incidentServiceIssueCategoryId: record.incidentServiceIssueCategoryID ?? null,
    isExternalTicketCreation: record.isExternalTicketCreation ?? false,
    sourceUrl: record.sourceUrl ?? null,
    screenName: record.screenName ?? null,
    moduleName: record.moduleName ?? null,
    accountNumber: record.accountNumber ?? null,
    contractAccount: record.odataContractAccountKUT ?? null,
    premiseExternalId: record.odataPremiseExternalIDKUT ?? null,
    trigger: record.odataTriggerKUT || interactionDefaults.odataTriggerKUT,
    email: record.email ?? null,
    registrationStatus: record.registrationStatus ?? null,
    attachmentName: record.attachmentName ?? null,
    customerNumberList: record.customerNumberList ?? null,
    createdAt: ctx.now(),
  });
}
