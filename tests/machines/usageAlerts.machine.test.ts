import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectUsageAlerts } from '../../machines/usage/usageAlerts/usageAlerts.connect.ts';
import { sampleUsageAlert, sampleUsageAlertsAccount, sampleUsageAlertsRecord, sampleUsageAlertsSaved } from '../../machines/usage/usageAlerts/usageAlerts.fixtures.ts';
import { usageAlertsMachine } from '../../machines/usage/usageAlerts/usageAlerts.machine.ts';
import type { UsageAlertsSaveInput } from '../../machines/usage/usageAlerts/usageAlerts.types.ts';
import { usageAlertFieldCheck, type UsageAlertsRecord, type UsageAlertsSaved } from '../../src/domain/usageAlerts.ts';

function start({
  load = vi.fn((_accountNumber: string): Promise<UsageAlertsRecord> => Promise.resolve(sampleUsageAlertsRecord)),
  save = vi.fn((_body: UsageAlertsSaveInput): Promise<UsageAlertsSaved> => Promise.resolve(sampleUsageAlertsSaved)),
} = {}) {
  const machine = usageAlertsMachine.provide({
    actors: {
      loadUsageAlerts: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      saveUsageAlerts: fromPromise(({ input }: { input: UsageAlertsSaveInput }) => save(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleUsageAlertsAccount } }).start();
  const view = () => connectUsageAlerts(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  return { actor, view, load, save, settled };
}

const failing = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));

describe('usage alert amounts (document 2 sections 4 and 9: above 0, within length, 2 decimals)', () => {
  it('empty is off; amounts keep the rules; anything else says which rule it breaks', () => {
    expect(['', '  ', '25', '25.5', '0.01', '800.50', '99999.99', '.5'].map(usageAlertFieldCheck)).toEqual([null, null, null, null, null, null, null, null]);
    expect(['abc', '-5', '1,5', '25 kWh'].map(usageAlertFieldCheck)).toEqual(Array(4).fill('USAGE_ALERT_FORMAT'));
    expect(['0', '0.00'].map(usageAlertFieldCheck)).toEqual(['USAGE_ALERT_POSITIVE', 'USAGE_ALERT_POSITIVE']);
    expect(usageAlertFieldCheck('12.345')).toBe('USAGE_ALERT_DECIMALS');
    expect(usageAlertFieldCheck('100000')).toBe('USAGE_ALERT_MAX');
  });
});

describe('usageAlerts machine', () => {
  it('opens with the stored settings, saves new ones as numbers (empty as off) and says how many alerts the save raised', async () => {
    const { view, save, settled } = start({ load: vi.fn(() => Promise.resolve({ ...sampleUsageAlertsRecord, monthlyBudget: 650 })) });
    expect(view().status).toBe('loading');
    await settled();
    expect(view().fields).toEqual({ dailyThreshold: '', monthlyBudget: '650' });
    expect(view().latest).toBeNull();
    view().change('dailyThreshold', '25');
    view().change('monthlyBudget', '');
    view().submit();
    expect(view().busy).toBe(true);
    await settled();
    expect(save).toHaveBeenCalledWith({ accountNumber: sampleUsageAlertsAccount, dailyThreshold: 25, monthlyBudget: null });
    expect(view().saved?.raised).toBe(1);
    expect(view().latest).toEqual(sampleUsageAlert);
    // The form shows what was stored; typing again takes the notice away.
    expect(view().fields).toEqual({ dailyThreshold: '25', monthlyBudget: '800.5' });
    view().change('dailyThreshold', '30');
    expect(view().saved).toBeNull();
  });

  it('a field breaking a rule says so beside it and sends nothing; typing in it takes its message away', async () => {
    const { view, save, settled } = start();
    await settled();
    view().change('dailyThreshold', '0');
    view().change('monthlyBudget', '12.345');
    view().submit();
    expect(view().errors).toEqual({ dailyThreshold: 'USAGE_ALERT_POSITIVE', monthlyBudget: 'USAGE_ALERT_DECIMALS' });
    expect(save).not.toHaveBeenCalled();
    view().change('monthlyBudget', '12.34');
    expect(view().errors).toEqual({ dailyThreshold: 'USAGE_ALERT_POSITIVE' });
    expect(view().fields.monthlyBudget).toBe('12.34');
  });

  it('a failed save keeps what was typed and says why; Save tries again', async () => {
    const save = vi.fn((_body: UsageAlertsSaveInput): Promise<UsageAlertsSaved> => failing('GEN500'));
    const { view, settled } = start({ save });
    await settled();
    view().change('dailyThreshold', '18.5');
    view().submit();
    await settled();
    expect(view().failure?.msgcode).toBe('GEN500');
    expect(view().fields.dailyThreshold).toBe('18.5');
    save.mockResolvedValueOnce(sampleUsageAlertsSaved);
    view().submit();
    await settled();
    expect(save).toHaveBeenCalledTimes(2);
    expect(view().failure).toBeNull();
    expect(view().saved).not.toBeNull();
  });

  it('a failed load offers Try again', async () => {
    const load = vi.fn((_a: string): Promise<UsageAlertsRecord> => failing('NETWORK'));
    const { view, settled } = start({ load });
    await settled();
    expect(view().status).toBe('failed');
    load.mockResolvedValueOnce(sampleUsageAlertsRecord);
    view().retry();
    await settled();
    expect(view().status).toBe('editing');
  });
});
