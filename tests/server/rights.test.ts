/** Rights helpers of src/domain/rights.ts (document 2 section 6). */
import { describe, expect, it } from 'vitest';
import { allRights, defaultRoleRights, effectiveRights, guestRights, hasRight, mergeRights, paymentRights, rightGroups, rights } from '../../src/domain/rights.ts';

describe('hasRight', () => {
  it('matches case-insensitively after trimming both sides', () => {
    expect(hasRight(['  viewdashboard '], rights.viewDashboard)).toBe(true);
    expect(hasRight([{ rightName: 'VIEWDASHBOARD' }], ' ViewDashboard ')).toBe(true);
    expect(hasRight(['ViewDashboards'], rights.viewDashboard)).toBe(false);
  });

  it('grants nothing from an empty or missing list, or for an empty name', () => {
    expect(hasRight([], rights.viewDashboard)).toBe(false);
    expect(hasRight(undefined, rights.viewDashboard)).toBe(false);
    expect(hasRight(['   '], '  ')).toBe(false);
  });
});

describe('merging and account status', () => {
  it('merges the rights of several roles without duplicates', () => {
    expect(mergeRights(['A', 'b'], [{ rightName: ' a ' }, 'C'])).toEqual(['A', 'b', 'C']);
  });

  it('account status 2 grants no right', () => {
    expect(effectiveRights(allRights, 2)).toEqual([]);
    expect(effectiveRights(allRights, '2')).toEqual([]);
    expect(effectiveRights([rights.faq], 1)).toEqual([rights.faq]);
  });
});

describe('named rights and roles', () => {
  it('every right belongs to exactly one group and names are unique', () => {
    const grouped = Object.values(rightGroups).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(new Set(grouped)).toEqual(new Set(allRights));
    expect(new Set(allRights.map((r) => r.toLowerCase())).size).toBe(allRights.length);
  });

  it('the guest role only views; role 7 cannot pay', () => {
    for (const name of paymentRights) {
      expect(guestRights).not.toContain(name);
      expect(defaultRoleRights[7]).not.toContain(name);
    }
    expect(guestRights).toContain(rights.viewDashboard);
    expect(defaultRoleRights[7]).toContain(rights.currentBill);
  });
});
