import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { visibleEntries, type NavigationEntry, type NavigationGroup } from '../../domain/navigation.ts';
import { useSessionView } from './sessionContext.ts';
import { useIsBuilt } from './hooks.ts';
import { navigationFactsOf } from './navigationFacts.ts';

export interface NavigationSection {
  group: NavigationGroup;
  /** Home, Outages and Contact Us are single links; the others are menus of entries. */
  single: boolean;
  entries: NavigationEntry[];
}

const groupOrder: NavigationGroup[] = ['home', 'account', 'billing', 'services', 'usage', 'waysToSave', 'outages', 'contact'];
const singleGroups = new Set<NavigationGroup>(['home', 'outages', 'contact']);

/** Visible entries in the menu's order, grouped; empty groups are left out. */
function navigationSections(entries: NavigationEntry[]): NavigationSection[] {
  return groupOrder
    .map((group) => ({ group, single: singleGroups.has(group), entries: entries.filter((entry) => entry.group === group) }))
    .filter((section) => section.entries.length > 0);
}

/** The entries this user may see now (rights, role, agent, prepaid, status 2, features) whose page exists. */
export function useNavigationSections(): NavigationSection[] {
  const { session, settings } = useSessionView();
  const isBuilt = useIsBuilt();
  return useMemo(() => navigationSections(visibleEntries(navigationFactsOf(session, settings), isBuilt)), [session, settings, isBuilt]);
}

/** The label of a menu group (the single groups use their entry's label). */
export function groupLabel(intl: IntlShape, group: NavigationGroup): string {
  const t = (id: string) => intl.formatMessage({ id });
  switch (group) {
    case 'account':
      return t('shell.navGroup.account');
    case 'billing':
      return t('shell.navGroup.billing');
    case 'services':
      return t('shell.navGroup.services');
    case 'usage':
      return t('shell.navGroup.usage');
    case 'waysToSave':
      return t('shell.navGroup.waysToSave');
    case 'home':
      return t('nav.home');
    case 'outages':
      return t('nav.outages');
    case 'contact':
      return t('nav.contactUs');
  }
}

/** An entry's label: its catalogue id is part of the navigation rules (src/domain/navigation.ts). */
export function useEntryLabel(): (entry: NavigationEntry) => string {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (entry) => t(entry.labelId);
}
