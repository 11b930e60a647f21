/**
 * The documents calls: a multipart upload and a download by id. Their bad input (a renamed program,
 * a wrong type, files over the limits, JSON instead of multipart, unknown parts, fields and query
 * parameters, ids that are not ids or not the caller's) is sent in tests/server/documents.test.ts.
 */
import type { BadInputCalls } from '../badInputCalls.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { documentCalls } from '../../../src/domain/documents.ts';

export const badInput: BadInputCalls = () => ({
  get: [],
  post: [],
  ownFile: [
    { method: 'POST', path: `${apiAreas.service}${documentCalls.upload}`, testedIn: './documents.test.ts' },
    { method: 'GET', path: `${apiAreas.service}${documentCalls.download}/00000000-0000-4000-8000-000000000000`, testedIn: './documents.test.ts' },
  ],
});
