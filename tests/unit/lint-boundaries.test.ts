import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The feature boundaries of eslint.config.js (bulletproof-react's): prove each rule refuses a bad
// import and lets the good one through. The files need not exist: the imported ones do.
const eslint = new ESLint({ cwd: process.cwd() });

beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/features/billing/warm.ts' });
}, 120_000);

async function ruleIds(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// Each lint may read imported files from disk: slow on a busy machine, hence the generous timeout.
describe('feature boundaries lint', { timeout: 60_000 }, () => {
  it("refuses a flow's folder of another area", async () => {
    const code = "import { ScheduledPayments } from '../../payment/scheduledPayments/ScheduledPayments.tsx';\nexport const x = ScheduledPayments;\n";
    expect(await ruleIds(code, 'src/features/billing/billingHistory/Example.tsx')).toContain('import-x/no-restricted-paths');
  });

  it("accepts another area's root-level files and its index", async () => {
    const code = [
      "import { ScheduledPayments } from '../../payment/index.ts';",
      "import { mayPayBill } from '../../payment/access.ts';",
      'export const x = [ScheduledPayments, mayPayBill];',
    ].join('\n');
    expect(await ruleIds(code, 'src/features/billing/billingHistory/Example.tsx')).toEqual([]);
  });

  it("accepts a flow's folder from inside its own area", async () => {
    const code = "import { ScheduledPayments } from '../scheduledPayments/ScheduledPayments.tsx';\nexport const x = ScheduledPayments;\n";
    expect(await ruleIds(code, 'src/features/payment/makePayment/Example.tsx')).toEqual([]);
  });

  it('refuses src/app in a feature', async () => {
    const code = "import { createPortalRouter } from '../../app/router.tsx';\nexport const x = createPortalRouter;\n";
    expect(await ruleIds(code, 'src/features/help/Example.tsx')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // src/domain/payment.ts imports constants.ts: constants.ts importing payment.ts closes a cycle.
    const code = "import { convenienceFee } from './payment.ts';\nexport const x = convenienceFee;\n";
    expect(await ruleIds(code, 'src/domain/constants.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds(code, 'src/domain/example.ts')).toEqual([]);
  });
});
