/**
 * The tabs of Billing & Payment History (/billinghistory/{tab?}): small, so the route guard reads
 * them without the history module in the entry chunk.
 */

/** Tabs of the page, in order: bills, payments, then the payments scheduled for a later day. */
export const billingHistoryTabs = ['bills', 'payments', 'scheduled'] as const;
export type BillingHistoryTab = (typeof billingHistoryTabs)[number];
export const defaultBillingHistoryTab: BillingHistoryTab = 'bills';

/** The tab a path segment names (compared without case), or null for an unknown one. */
export function billingHistoryTabOf(segment: string | undefined | null): BillingHistoryTab | null {
  if (segment === undefined || segment === null || segment === '') return defaultBillingHistoryTab;
  const wanted = segment.trim().toLowerCase();
  return billingHistoryTabs.find((tab) => tab === wanted) ?? null;
}
