/**
 * What the usage area offers other areas (the dashboard shows the latest usage alert). Other areas
 * import an area's root-level files only, never a flow's folder (eslint.config.js, "feature
 * boundaries"). Nothing here may import the charts: they load on /usages and /Compare only.
 */
export { LatestUsageAlert } from './usageAlerts/LatestUsageAlert.tsx';
export { mayUseUsageAlerts } from './access.ts';
