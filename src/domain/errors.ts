/**
 * Error catalogue (document 2 section 8). Message codes the portal and the reference server share.
 * User-facing texts live in the i18n catalogues under `error.<code>`; the English text here is the
 * server's default message and the fallback when a code has no catalogue entry.
 */
export const errorCatalogue = {
  VLD001: 'Please enter all the mandatory information.',
  /** Server-side validation failure of a request body or query (the field and rule follow). */
  VLD002: 'The request is not valid.',
  /** Request body or query carries a field the call does not accept. */
  VLD003: 'The request contains fields that are not accepted.',
  GEN014: 'Invalid details.',
  GEN015: 'Temporarily blocked for security reasons. Please try again later.',
  GEN017: 'Due to inactivity, you will be automatically logged out of your session.',
  GEN401: 'Please sign in to continue.',
  GEN403: 'You are not allowed to do this.',
  GEN404: 'The requested resource was not found.',
  GEN405: 'This method is not allowed.',
  GEN413: 'The request is too large.',
  GEN415: 'The request must be JSON.',
  GEN429: 'Too many requests. Please wait and try again.',
  GEN500: 'Some thing went wrong.',
  GEN503: 'The service is temporarily unavailable. Please try again shortly.',
  VA001: 'Our records indicate that this Account Number is already registered.',
} as const;

export type MessageCode = keyof typeof errorCatalogue;

/** "Null message" case of the catalogue. */
export const nullMessage = errorCatalogue.GEN500;
