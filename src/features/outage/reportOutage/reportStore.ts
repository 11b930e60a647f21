import type { ReportOutageData } from '../../../domain/outageReport.ts';

/**
 * The report just made, handed from /ReportOutage or /PreReportOutages to its Success page. Kept in
 * memory only: after a reload the Success page points to the outage map instead.
 */
let lastReport: ReportOutageData | null = null;

export function keepReport(report: ReportOutageData): void {
  lastReport = report;
}

export function latestReport(): ReportOutageData | null {
  return lastReport;
}
