/**
 * Bad-input registration of the meter inspection request: a valid body needs two uploads of the
 * caller's own, so its bad input (every field left out, unknown, of the wrong type or outside its
 * rule; nothing written) is tested in its own file.
 */
import { meterInspectionCalls } from '../../../src/domain/meterInspection.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

export const badInput: BadInputCalls = () => ({
  get: [],
  post: [],
  ownFile: [{ method: 'POST', path: `${apiAreas.service}${meterInspectionCalls.submit}`, testedIn: './meter-inspection.test.ts' }],
});
