/** The message ids of the outage codes (literal ids, so the catalogue test finds every one). */
import type { CrewStatus, OutageCause, OutageSize, OutageStatus } from '../../domain/outage.ts';

export const outageStatusText: Record<OutageStatus, string> = {
  active: 'outage.status.active',
  scheduled: 'outage.status.scheduled',
  restored: 'outage.status.restored',
};

export const outageCauseText: Record<OutageCause, string> = {
  transformerFault: 'outage.cause.transformerFault',
  stormDamage: 'outage.cause.stormDamage',
  plannedMaintenance: 'outage.cause.plannedMaintenance',
  vegetation: 'outage.cause.vegetation',
  vehicleAccident: 'outage.cause.vehicleAccident',
  equipmentFailure: 'outage.cause.equipmentFailure',
  underInvestigation: 'outage.cause.underInvestigation',
};

export const crewStatusText: Record<CrewStatus, string> = {
  assessing: 'outage.crew.assessing',
  dispatched: 'outage.crew.dispatched',
  enRoute: 'outage.crew.enRoute',
  onSite: 'outage.crew.onSite',
  completed: 'outage.crew.completed',
};

export const outageSizeText: Record<OutageSize, string> = {
  small: 'outage.legend.small',
  medium: 'outage.legend.medium',
  large: 'outage.legend.large',
};
