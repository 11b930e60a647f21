/** Calls of NewConnection (src/domain/newConnection.ts): the data, or a thrown { msgcode, message }. */
import { newConnectionCalls, type NewConnectionReceipt, type NewConnectionRecord, type NewConnectionSubmitBody } from '../domain/newConnection.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const newConnectionApi = {
  load: (accountNumber: string) => unwrap(apiGet<NewConnectionRecord>('service', newConnectionCalls.load, { accountNumber })),
  submit: (body: NewConnectionSubmitBody) => unwrap(apiPost<NewConnectionReceipt>('service', newConnectionCalls.submit, body)),
};
