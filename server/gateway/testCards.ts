/**
 * The simulator's test numbers (documented in TEST_CARDS.md): one Luhn-valid VISA number per card
 * code of document 2 section 8, success numbers for every brand, bank account numbers that answer
 * bank codes, and the routing-number directory of the bank check.
 */
import { cardErrorCatalogue, cardErrorCodes, type CardBrand, type CardErrorCode } from '../../src/domain/payment.ts';

/** "400000000000" + the code's three digits + the Luhn check digit: F301 is 4000 0000 0000 3014. */
export const testCardForCode: Record<CardErrorCode, string> = {
  F300: '4000000000003006',
  F301: '4000000000003014',
  F302: '4000000000003022',
  F303: '4000000000003030',
  F304: '4000000000003048',
  F305: '4000000000003055',
  F306: '4000000000003063',
  F307: '4000000000003071',
  F308: '4000000000003089',
  F309: '4000000000003097',
  F310: '4000000000003105',
  F311: '4000000000003113',
  F312: '4000000000003121',
  F313: '4000000000003139',
  F314: '4000000000003147',
  F315: '4000000000003154',
  F351: '4000000000003519',
  F352: '4000000000003527',
  F353: '4000000000003535',
  F354: '4000000000003543',
  F355: '4000000000003550',
};

/** Numbers that approve, one or more per brand (any other valid number approves as well). */
export const successCards: Record<CardBrand, string[]> = {
  visa: ['4242424242424242', '4111111111111111'],
  mastercard: ['5555555555554444', '2223003122003222'],
  'american-express': ['378282246310005'],
  discover: ['6011111111111117'],
  maestro: ['6759649826438453'],
};

/** Bank account numbers "99000" + code digits answer that code (F304 at the bank check, the others when charged). */
export const testBankAccountForCode: Partial<Record<CardErrorCode, string>> = {
  F300: '99000300',
  F301: '99000301',
  F304: '99000304',
};

/**
 * The bank check's routing directory: the first two digits of a routing number name the bank.
 * Routing numbers outside it are refused with F304.
 */
export const routingDirectory: Record<string, string> = {
  '23': 'BancABC Botswana',
  '24': 'Access Bank Botswana',
  '25': 'Bank Gaborone',
  '26': 'Standard Chartered Bank Botswana',
  '27': 'Stanbic Bank Botswana',
  '28': 'First National Bank Botswana',
  '29': 'Absa Bank Botswana',
};

const cardCodeByNumber = new Map<string, CardErrorCode>(cardErrorCodes.map((code) => [testCardForCode[code], code]));
const bankCodeByNumber = new Map<string, CardErrorCode>(
  Object.entries(testBankAccountForCode).map(([code, number]) => [number, code as CardErrorCode]),
);

/** The code a test card number asks for, and when the gateway answers it. */
export function testCardOutcome(cardNumber: string): { code: CardErrorCode; stage: 'check' | 'charge' } | null {
  const code = cardCodeByNumber.get(cardNumber);
  return code ? { code, stage: cardErrorCatalogue[code].stage } : null;
}

export function testBankOutcome(accountNumber: string): { code: CardErrorCode; stage: 'check' | 'charge' } | null {
  const code = bankCodeByNumber.get(accountNumber);
  return code ? { code, stage: cardErrorCatalogue[code].stage } : null;
}
