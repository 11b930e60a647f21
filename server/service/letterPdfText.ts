/**
 * The words of the letter PDF in the portal's four languages. Placeholders: {holder}, {account},
 * {address}, {since}, {date}, {bills}, {arrears}, {due}, {pastDue}, {services}, {addressee}, {url}.
 */
import type { Language } from '../../src/domain/language.ts';

export interface LetterPdfWords {
  titleCredit: string;
  titleService: string;
  contact: string;
  reference: string;
  date: string;
  code: string;
  to: string;
  toWhom: string;
  creditBody: string;
  creditRecord: string;
  creditBalance: string;
  /** Nothing past due. */
  creditBalanceClear: string;
  serviceBody: string;
  serviceActive: string;
  serviceInactive: string;
  closing: string;
  signature: string;
  signatureTeam: string;
  checkTitle: string;
  checkBody: string;
  services: { electric: string; gas: string; water: string; solar: string };
  noService: string;
}

const enUs: LetterPdfWords = {
  titleCredit: 'Letter of credit',
  titleService: 'Verification of service',
  contact: 'Customer care {phone} · {email}',
  reference: 'Reference',
  date: 'Date',
  code: 'Code',
  to: 'To: {addressee}',
  toWhom: 'To whom it may concern',
  creditBody: 'This letter confirms that {holder} holds account {account} with us for the premises at {address}, and has been our customer since {since}.',
  creditRecord: 'In the 12 months before {date} we issued {bills} bills to this account; {arrears} of them carried an unpaid amount from an earlier bill.',
  creditBalance: 'On {date} the amount owed on the account is {due}, of which {pastDue} is past due.',
  creditBalanceClear: 'On {date} the amount owed on the account is {due}; nothing is past due.',
  serviceBody: 'This letter confirms that we supply {services} to the premises at {address}, under account {account} held by {holder}, since {since}.',
  serviceActive: 'On {date} the account is active.',
  serviceInactive: 'On {date} the account is not active.',
  closing: 'This letter states the facts of our records on the date above and is given at the request of the account holder.',
  signature: 'Yours faithfully,',
  signatureTeam: 'Customer Service',
  checkTitle: 'Is this letter genuine?',
  checkBody: 'Anyone can check it: open {url} and enter the reference and the code below.',
  services: { electric: 'electricity', gas: 'gas', water: 'water', solar: 'solar power' },
  noService: 'no service',
};

const words: Record<Language, LetterPdfWords> = {
  EN_US: enUs,
  // British English differs from American English in one word here.
  EN_UK: {
    ...enUs,
    creditBalance: 'On {date} the amount owed on the account is {due}, of which {pastDue} is overdue.',
    creditBalanceClear: 'On {date} the amount owed on the account is {due}; nothing is overdue.',
  },
  ES: {
    titleCredit: 'Carta de crédito',
    titleService: 'Verificación de servicio',
    contact: 'Atención al cliente {phone} · {email}',
    reference: 'Referencia',
    date: 'Fecha',
    code: 'Código',
    to: 'Para: {addressee}',
    toWhom: 'A quien corresponda',
    creditBody: 'Por la presente confirmamos que {holder} es titular de la cuenta {account} para el inmueble de {address}, y es cliente nuestro desde el {since}.',
    creditRecord: 'En los 12 meses anteriores al {date} emitimos {bills} facturas a esta cuenta; {arrears} de ellas arrastraban un importe impagado de una factura anterior.',
    creditBalance: 'A fecha {date}, el importe adeudado en la cuenta es {due}, de los cuales {pastDue} está vencido.',
    creditBalanceClear: 'A fecha {date}, el importe adeudado en la cuenta es {due}; no hay nada vencido.',
    serviceBody: 'Por la presente confirmamos que suministramos {services} al inmueble de {address}, con la cuenta {account} a nombre de {holder}, desde el {since}.',
    serviceActive: 'A fecha {date}, la cuenta está activa.',
    serviceInactive: 'A fecha {date}, la cuenta no está activa.',
    closing: 'Esta carta recoge los datos de nuestros registros en la fecha indicada y se emite a petición del titular de la cuenta.',
    signature: 'Atentamente,',
    signatureTeam: 'Atención al Cliente',
    checkTitle: '¿Es auténtica esta carta?',
    checkBody: 'Cualquiera puede comprobarla: abra {url} e introduzca la referencia y el código de abajo.',
    services: { electric: 'electricidad', gas: 'gas', water: 'agua', solar: 'energía solar' },
    noService: 'ningún servicio',
  },
  FR: {
    titleCredit: 'Lettre de crédit',
    titleService: 'Attestation de service',
    contact: 'Service client {phone} · {email}',
    reference: 'Référence',
    date: 'Date',
    code: 'Code',
    to: 'À : {addressee}',
    toWhom: 'À qui de droit',
    creditBody: 'Nous attestons que {holder} est titulaire du compte {account} pour le logement situé {address}, et est notre client depuis le {since}.',
    creditRecord: 'Au cours des 12 mois précédant le {date}, nous avons émis {bills} factures sur ce compte ; {arrears} d’entre elles reportaient un impayé d’une facture antérieure.',
    creditBalance: 'Au {date}, le montant dû sur le compte est de {due}, dont {pastDue} en retard.',
    creditBalanceClear: 'Au {date}, le montant dû sur le compte est de {due}, sans aucun retard.',
    serviceBody: 'Nous attestons fournir {services} au logement situé {address}, au titre du compte {account} de {holder}, depuis le {since}.',
    serviceActive: 'Au {date}, le compte est actif.',
    serviceInactive: 'Au {date}, le compte n’est pas actif.',
    closing: 'Cette lettre reprend les données de nos registres à la date ci-dessus et est délivrée à la demande du titulaire du compte.',
    signature: 'Veuillez agréer nos salutations distinguées,',
    signatureTeam: 'Service client',
    checkTitle: 'Cette lettre est-elle authentique ?',
    checkBody: 'Chacun peut la vérifier : ouvrez {url} et saisissez la référence et le code ci-dessous.',
    services: { electric: 'l’électricité', gas: 'le gaz', water: 'l’eau', solar: 'l’énergie solaire' },
    noService: 'aucun service',
  },
};

export function letterPdfWords(language: Language): LetterPdfWords {
  return words[language];
}
