import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canSeeDashboard,
  canSeePayBill,
  navigationEntries,
  personaMenuVisible,
  visibleEntries,
  type NavigationFacts,
} from '../../src/domain/navigation.ts';
import { defaultRoleRights, effectiveRights, rights, roleIds } from '../../src/domain/rights.ts';
import { languages } from '../../src/domain/language.ts';

const allFeatures = {
  ViewAutoPay: true,
  ViewPaymentMethod: true,
  ViewBudgetBilling: true,
  ViewGuestUser: true,
  ViewNotificationPreferences: true,
  Billing: true,
  Usage: true,
  Account: true,
  Services: true,
};

/** A primary customer (role 1, every right) on an active postpaid account. */
function facts(overrides: Partial<NavigationFacts> = {}): NavigationFacts {
  const roleId = overrides.roleId ?? roleIds.primary;
  const accountStatus = overrides.accountStatus ?? 1;
  return {
    rights: effectiveRights([...(defaultRoleRights[roleId] ?? [])], accountStatus),
    accountStatus,
    roleId,
    isPrepaid: false,
    isSupportLogin: false,
    personas: [1],
    serviceState: 'SE',
    features: allFeatures,
    hasAccount: true,
    ...overrides,
  };
}

const everyPage = () => true;
const ids = (f: NavigationFacts, isBuilt: (path: string) => boolean = everyPage) => visibleEntries(f, isBuilt).map((entry) => entry.id);

describe('navigation entries (document 1 section 2, document 2 section 6)', () => {
  it('has one entry per menu item of the spec, each with a unique id and path', () => {
    expect(new Set(navigationEntries.map((entry) => entry.id)).size).toBe(navigationEntries.length);
    expect(new Set(navigationEntries.map((entry) => entry.path.toLowerCase())).size).toBe(navigationEntries.length);
    expect(navigationEntries.map((entry) => entry.group)).toEqual(expect.arrayContaining(['home', 'account', 'billing', 'services', 'usage', 'waysToSave', 'outages', 'contact']));
  });

  it('every label exists, not empty, in the four catalogues', () => {
    for (const language of languages) {
      const catalogue = JSON.parse(readFileSync(new URL(`../../src/i18n/messages/session/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
      for (const entry of navigationEntries) expect(catalogue[entry.labelId]?.trim(), `${language} ${entry.labelId}`).toBeTruthy();
    }
  });

  it('shows a primary customer every postpaid entry (not prepaid, CARE or LIRA ones)', () => {
    const shown = ids(facts());
    expect(shown).toEqual(expect.arrayContaining(['home', 'myProfile', 'paymentMethod', 'guestUser', 'notificationPreferences', 'currentBill', 'payBill', 'autoPay', 'billingHistory', 'budgetBilling', 'moveIn', 'usageOverview', 'waysToSave', 'outages', 'contactUs']));
    expect(shown).not.toContain('recharge');
    expect(shown).not.toContain('transactionHistory');
    expect(shown).not.toContain('care');
    expect(shown).not.toContain('lira');
  });

  it('shows only entries whose page is built', () => {
    expect(ids(facts(), (path) => path === '/dashboard')).toEqual(['home']);
    expect(ids(facts(), () => false)).toEqual([]);
  });
});

describe('Make a Payment', () => {
  it('is hidden for role 7', () => {
    const role7 = facts({ roleId: roleIds.noPayment });
    expect(ids(role7)).not.toContain('payBill');
    // ...even if the role had a payment right.
    expect(canSeePayBill({ ...role7, rights: [rights.schedulePayment] })).toBe(false);
    expect(ids(role7)).not.toContain('autoPay');
  });

  it('is hidden, with Automatic Payment Plan and Recharge, in a customer-service session', () => {
    const agent = facts({ isSupportLogin: true });
    expect(ids(agent)).not.toContain('payBill');
    expect(ids(agent)).not.toContain('autoPay');
    expect(ids(facts({ isSupportLogin: true, isPrepaid: true }))).not.toContain('recharge');
    expect(ids(agent)).toContain('currentBill');
  });

  it('needs a schedule, tokenised or on-the-fly payment right', () => {
    expect(canSeePayBill(facts({ rights: [rights.schedulePayment] }))).toBe(true);
    expect(canSeePayBill(facts({ rights: [rights.tokenizedPayment] }))).toBe(true);
    expect(canSeePayBill(facts({ rights: [' billingonthEflypayment '] }))).toBe(true);
    expect(canSeePayBill(facts({ rights: [rights.currentBill] }))).toBe(false);
  });

  it('stays for account status 2, where no right is granted', () => {
    const restricted = facts({ accountStatus: 2 });
    expect(restricted.rights).toEqual([]);
    expect(ids(restricted)).toContain('payBill');
  });
});

describe('prepaid accounts', () => {
  it('see Recharge Meter and Token & Transaction History instead of bill payment and bill history', () => {
    const shown = ids(facts({ isPrepaid: true }));
    expect(shown).toContain('recharge');
    expect(shown).toContain('transactionHistory');
    expect(shown).not.toContain('payBill');
    expect(shown).not.toContain('billingHistory');
    expect(shown).not.toContain('currentBill');
    expect(shown).not.toContain('autoPay');
  });
});

describe('account status 2', () => {
  const shown = ids(facts({ accountStatus: 2 }));

  it('keeps a restricted home, payment, payment locations and contact', () => {
    expect(shown).toEqual(expect.arrayContaining(['home', 'payBill', 'paymentLocations', 'contactUs', 'paymentMethod']));
    expect(canSeeDashboard(facts({ accountStatus: 2 }))).toBe(true);
  });

  it('hides energy share, budget billing, notification preferences and every right-based entry', () => {
    for (const id of ['energyShare', 'budgetBilling', 'notificationPreferences', 'currentBill', 'autoPay', 'usageOverview', 'outages', 'myProfile']) {
      expect(shown, id).not.toContain(id);
    }
  });

  it('hides Payment Information without the ViewPaymentMethod feature', () => {
    expect(ids(facts({ accountStatus: 2, features: { ...allFeatures, ViewPaymentMethod: false } }))).not.toContain('paymentMethod');
  });
});

describe('other menu rules', () => {
  it('AutoPay needs the menu right and the ViewAutoPay feature', () => {
    expect(ids(facts({ features: { ...allFeatures, ViewAutoPay: false } }))).not.toContain('autoPay');
    expect(ids(facts({ rights: [rights.schedulePayment] }))).not.toContain('autoPay');
  });

  it('Guest User needs ViewManageUsers and the ViewGuestUser feature (role 2 lacks the right)', () => {
    expect(ids(facts({ roleId: roleIds.secondary }))).not.toContain('guestUser');
    expect(ids(facts({ features: { ...allFeatures, ViewGuestUser: false } }))).not.toContain('guestUser');
  });

  it('CARE needs state CA, LIRA state AZ', () => {
    expect(ids(facts({ serviceState: 'CA' }))).toContain('care');
    expect(ids(facts({ serviceState: 'CA' }))).not.toContain('lira');
    expect(ids(facts({ serviceState: 'AZ' }))).toContain('lira');
  });

  it('a menu hidden by feature flag hides its entries', () => {
    const noBilling = ids(facts({ features: { ...allFeatures, Billing: false } }));
    expect(noBilling.filter((id) => ['currentBill', 'payBill', 'billingHistory', 'paymentLocations'].includes(id))).toEqual([]);
    expect(ids(facts({ features: { ...allFeatures, Usage: false } }))).not.toContain('usageOverview');
  });

  it('most entries need a selected account', () => {
    const none = ids(facts({ hasAccount: false }));
    for (const id of ['currentBill', 'payBill', 'usageOverview', 'paymentMethod']) expect(none, id).not.toContain(id);
  });

  it('the dashboard needs the view-dashboard right', () => {
    expect(canSeeDashboard(facts({ rights: [rights.currentBill] }))).toBe(false);
    expect(canSeeDashboard(facts({ roleId: roleIds.guest }))).toBe(true);
  });
});

describe('persona menu', () => {
  it('shows only for users whose personas include 2, 3 or 5', () => {
    expect(personaMenuVisible([1])).toBe(false);
    expect(personaMenuVisible([])).toBe(false);
    expect(personaMenuVisible([1, 4])).toBe(false);
    expect(personaMenuVisible([1, 2])).toBe(true);
    expect(personaMenuVisible([3])).toBe(true);
    expect(personaMenuVisible([1, 5])).toBe(true);
  });
});
