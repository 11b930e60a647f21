/** The response envelope every reference-server call returns (document 2, section 7). */
export interface EnvelopeStatus {
  /** 200 is success; anything else is a failure whose msgcode names the catalogue entry. */
  code: number;
  message: string;
  msgcode: string;
}

export interface Envelope<T> {
  status: EnvelopeStatus;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { status: { code: 200, message, msgcode: '' }, data };
}

export function fail(code: number, msgcode: string, message: string): Envelope<null> {
  return { status: { code, message, msgcode }, data: null };
}
