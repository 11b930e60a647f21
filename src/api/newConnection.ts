/** Calls of the new connection request (src/domain/newConnection.ts): the data, or a thrown { msgcode, message }. */
import { newConnectionCalls, type NewConnectionQuote, type NewConnectionReceipt, type NewConnectionRequest, type QuoteBasis } from '../domain/newConnection.ts';
import { apiPost, unwrap } from './client.ts';

export const newConnectionApi = {
  quote: (basis: QuoteBasis) => unwrap(apiPost<NewConnectionQuote>('service', newConnectionCalls.quote, basis)),
  submit: (body: NewConnectionRequest) => unwrap(apiPost<NewConnectionReceipt>('service', newConnectionCalls.submit, body)),
};
