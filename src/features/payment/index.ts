/**
 * What the payment area offers other areas (Billing & Payment History shows the scheduled
 * payments tab). Other areas import an area's root-level files only, never a flow's folder
 * (eslint.config.js, "feature boundaries").
 */
export { ScheduledPayments } from './scheduledPayments/ScheduledPayments.tsx';
export type { ScheduledPaymentsCalls } from './scheduledPayments/scheduledPaymentsCalls.ts';
