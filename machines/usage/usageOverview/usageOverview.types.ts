import type { UsageDownloadFormat, UsageMeters, UsageProjection, UsageRequest, UsageSeries, UsageService, UsageView } from '../../../src/domain/usage.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface UsageOverviewInput {
  /** The selected service account. */
  accountNumber: string;
  /** The weather-overlay right: the temperature switch is offered only with it. */
  canOverlayWeather: boolean;
  /** The download right: the CSV, .xlsx and Green Button buttons are offered only with it. */
  canDownload: boolean;
}

/** Cost (pula) or the meter's own unit (kWh, m³). */
export type UsageUnit = 'quantity' | 'cost';
export type UsageDisplay = 'chart' | 'table';

/** What the page shows for one choice: the series, the same range a year earlier, the projection. */
export interface UsageFigures {
  series: UsageSeries;
  /** The same range a year earlier, when the meter has readings for all of it. */
  previous: UsageSeries | null;
  /** The current billing period's projection (electric, when the range reaches the last day). */
  projection: UsageProjection | null;
}

export interface UsageOverviewContext extends UsageOverviewInput {
  meters: UsageMeters | null;
  service: UsageService | null;
  view: UsageView;
  /** The day the view is anchored on (its range: usageViewRange). */
  anchor: string;
  unit: UsageUnit;
  weather: boolean;
  display: UsageDisplay;
  figures: UsageFigures | null;
  failure: CallFailure | null;
  /** The file being made, or the one that failed. */
  downloadFormat: UsageDownloadFormat | null;
  downloadFailure: CallFailure | null;
}

export interface LoadFiguresInput {
  service: UsageService;
  request: UsageRequest;
  /** The same request a year earlier, or null when the meter has no readings then. */
  previous: UsageRequest | null;
  withProjection: boolean;
}

export type UsageOverviewEvent =
  | { type: 'usage.retry' }
  | { type: 'usage.service'; service: UsageService }
  | { type: 'usage.view'; view: UsageView }
  | { type: 'usage.previous' }
  | { type: 'usage.next' }
  | { type: 'usage.unit'; unit: UsageUnit }
  | { type: 'usage.weather'; on: boolean }
  | { type: 'usage.display'; display: UsageDisplay }
  | { type: 'usage.download'; format: UsageDownloadFormat };

export type UsageOverviewTag = 'loading' | 'failed' | 'empty' | 'ready' | 'busy' | 'downloading';
