/**
 * A saved form of a flow with an appointment calendar, resumed on a later day (the `adapt` of
 * `SavedFormGate`): the calendar kept in the snapshot loses the days that can no longer be booked
 * (before today's first appointment day), so the appointment step never offers them. The chosen day
 * is kept as it was: on the appointment step, Next says to choose a free one; on a later step, the
 * submission refused with SRV_DAY_NOT_OFFERED or SRV_SLOT_FULL brings the calendar back, read again
 * (the flows' `slotTakenRefusal`).
 */
import { firstAppointmentDay, type CalendarDay } from '../../../domain/serviceRequests.ts';
import type { SavedForm } from '../../../domain/savedForms.ts';

type PersistedSnapshot = SavedForm['snapshot'];

/** The snapshot with `today` (when the flow keeps it) and the calendar's bookable days as of today. */
export function resumedOn(snapshot: PersistedSnapshot, today: string): PersistedSnapshot {
  const context = (snapshot.context ?? {}) as { calendar?: unknown; today?: unknown };
  const first = firstAppointmentDay(today);
  const calendar = Array.isArray(context.calendar) ? (context.calendar as CalendarDay[]).filter((day) => typeof day?.day === 'string' && day.day >= first) : context.calendar;
  return { ...snapshot, context: { ...context, ...('today' in context ? { today } : {}), ...(calendar === undefined ? {} : { calendar }) } };
}
