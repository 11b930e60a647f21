/**
 * Demo service requests: demo.customer's start service at a free Maun address, waiting for a proof
 * of address (RequiresWork), so the tracker shows its upload.
 */
import { serviceRequestPriority, serviceRequestStatus } from '../../src/domain/constants.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { isWorkingDay } from '../../src/domain/serviceRequests.ts';
import type { Tx } from '../auth/sessions.ts';
import * as t from '../db/schema.ts';
import { addDays } from './billing.ts';
import { freePremiseId } from './premises.ts';

/** The seeded request's reference (tests leave it out of their counts). */
export const seededRequiresWorkReference = 'SR-D3M0RW01';

export async function seedServiceRequests(tx: Tx, customerId: string, now: Date): Promise<void> {
  let day = addDaysIso(isoDay(now), 6);
  while (!isWorkingDay(day)) day = addDaysIso(day, 1);
  const [order] = await tx
    .insert(t.serviceOrders)
    .values({
      reference: seededRequiresWorkReference,
      orderType: 'START',
      userId: customerId,
      premiseId: freePremiseId('Maun', 1),
      status: serviceRequestStatus.requiresWork,
      priority: serviceRequestPriority.normal,
      town: 'Maun',
      appointmentDay: day,
      appointmentSlot: 1,
      details: { orderType: 'START', premiseId: freePremiseId('Maun', 1), appointment: { day, slot: 1 }, seeded: true },
      requiredDocument: 'PROOF_OF_ADDRESS',
      createdAt: addDays(now, -3),
      updatedAt: addDays(now, -1),
    })
    .returning({ id: t.serviceOrders.id });
  await tx.insert(t.serviceOrderEvents).values([
    { orderId: order!.id, status: serviceRequestStatus.open, note: 'Start service requested', at: addDays(now, -3) },
    { orderId: order!.id, status: serviceRequestStatus.requiresWork, note: 'A document is missing', at: addDays(now, -1) },
  ]);
  await tx.insert(t.appointmentSlots).values({ town: 'Maun', day, slot: 1, capacity: 4, booked: 1 }).onConflictDoNothing();
}
