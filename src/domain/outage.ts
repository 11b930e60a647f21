/** Outage calls (document 2 section 7, "Outages"). */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';

/** GET {outage}/count: all active outages, or those in the town of one account. */
export const outageCountQuerySchema = v.strictObject({ accountNumber: v.optional(accountNumberSchema) });
export interface OutageCountData {
  affectedCount: number;
}
