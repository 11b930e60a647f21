import { useIntl, type IntlShape } from 'react-intl';

/**
 * Where an area's pages find the text of a message code (a field rule, a form rule, a server
 * refusal): the catalogue prefixes to look in, in order, and the text when none has the code.
 */
export interface FailureTexts {
  /** `recovery.code` looks up `recovery.code.<CODE>`; the first prefix that has the code wins. */
  prefixes: readonly string[];
  /** The catalogue id shown when no prefix has the code and the server sent no text of its own. */
  fallback: string;
  /**
   * Codes whose server text is shown as it came (document 2 section 8, e.g. the lock messages of
   * sign-in that carry the minutes left), before any catalogue text.
   */
  verbatim?: readonly string[];
  /** The server's own text of an unknown code is not shown (the fallback is): login and lists. */
  hideServerText?: boolean;
}

/** A failed call as the machines keep it (machines/common/effects.ts `CallFailure`). */
export interface Failure {
  msgcode: string;
  message: string;
}

export interface FailureTextOptions {
  /** The server's text that came with the code. */
  serverMessage?: string;
  /** Placeholder values of the catalogue text (limits, dates). */
  values?: Record<string, string>;
}

/** A refusal of one field by the server's validation: `VLD002` with "body.card.cardNumber: PAY_CARD_LUHN". */
const fieldCodeOf = (serverMessage: string | undefined) => (serverMessage ? /:\s*([A-Z][A-Z0-9_]+)\s*$/.exec(serverMessage)?.[1] : undefined);

/**
 * The one failure-to-text resolver of the portal. In order: a verbatim server text; the catalogue
 * text of the code under the area's prefixes; that of the field code a VLD002 names; the server's
 * own text of a code the portal does not know; the area's fallback.
 */
export function failureText(intl: IntlShape, code: string, texts: FailureTexts, options: FailureTextOptions = {}): string {
  const { serverMessage, values } = options;
  if (serverMessage && texts.verbatim?.includes(code)) return serverMessage;
  const known = (candidate: string | undefined) => (candidate ? texts.prefixes.map((prefix) => `${prefix}.${candidate}`).find((id) => id in intl.messages) : undefined);
  const id = known(code) ?? known(fieldCodeOf(serverMessage));
  if (id) return intl.formatMessage({ id }, values);
  if (serverMessage && !texts.hideServerText) return serverMessage;
  return intl.formatMessage({ id: texts.fallback }, values);
}

/** A view's shorthand: the text of a code (or null when there is none) in the area's words. */
export function useFailureText(texts: FailureTexts, values?: Record<string, string>) {
  const intl = useIntl();
  return (code: string | null | undefined, serverMessage?: string): string | null =>
    code ? failureText(intl, code, texts, { serverMessage, values }) : null;
}
