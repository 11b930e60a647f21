/**
 * What the session area's flows offer other areas (the dashboard shows the selected account's
 * details). Other areas import an area's root-level files only, never a flow's folder
 * (eslint.config.js, "feature boundaries").
 */
export { AccountDetails } from './accountSelection/AccountSelector.tsx';
