import { createIntl } from 'react-intl';
import { guestTexts } from '../../../../src/features/auth/guestRegistration/guestText.ts';
import { recoveryTexts } from '../../../../src/features/auth/recoveryText.ts';
import { failureText, type FailureTexts } from '../../../../src/ui/failureText.ts';
import { catalogueFor } from '../../../../stories/support/i18n.ts';

/** A failure code's text as an area's pages show it (EN_US), by the portal's one resolver (src/ui/failureText.ts). */
function areaCodeText(texts: FailureTexts): (code: string, serverMessage?: string) => string {
  const intl = createIntl({ locale: 'en-US', messages: catalogueFor('EN_US') });
  return (code, serverMessage) => failureText(intl, code, texts, { serverMessage });
}

/** The recovery pages: their own catalogue, else registration's. */
export const recoveryCodeText = areaCodeText(recoveryTexts);

/** The guest pages: their own catalogue, else registration's. */
export const guestCodeText = areaCodeText(guestTexts);
