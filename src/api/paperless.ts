/** Calls of paperless billing and bill format (src/domain/paperless.ts): the data, or a thrown { msgcode, message }. */
import { paperlessCalls, type BillFormatBody, type PaperlessRecord, type SetPaperlessBody } from '../domain/paperless.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const paperlessApi = {
  load: (accountNumber: string) => unwrap(apiGet<PaperlessRecord>('accountManagement', paperlessCalls.load, { accountNumber })),
  setPaperless: (body: SetPaperlessBody) => unwrap(apiPost<PaperlessRecord>('accountManagement', paperlessCalls.setPaperless, body)),
  setBillFormat: (body: BillFormatBody) => unwrap(apiPost<PaperlessRecord>('accountManagement', paperlessCalls.billFormat, body)),
};
