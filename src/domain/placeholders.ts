import { utilityContacts } from './constants.ts';

/**
 * Server and catalogue texts carry contact placeholders (document 2 section 8) that are replaced
 * with the utility's contact values. Only these names are touched, so ICU arguments of the
 * catalogues ({count}, {name}...) pass through.
 */
const contactPlaceholders: Record<string, string> = {
  UtilityPhone: utilityContacts.utilityPhone,
  SupportPhoneNumber: utilityContacts.utilityPhone,
  CustomerSupportPhone: utilityContacts.customerCarePhone,
  CustomerCarePhone: utilityContacts.customerCarePhone,
  EmailAddress: utilityContacts.customerSupportEmail,
  CustomerSupportEmail: utilityContacts.customerSupportEmail,
};

const pattern = new RegExp(`\\{(${Object.keys(contactPlaceholders).join('|')})\\}`, 'g');

export function replaceContactPlaceholders(text: string): string {
  return text.replace(pattern, (_, name: string) => contactPlaceholders[name] ?? `{${name}}`);
}
