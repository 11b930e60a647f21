/**
 * The words of the bill PDF in the portal's four languages (the reader's language is the call's
 * `language`, EN_US by default). Line names follow the bill's codes; an unknown code reads "Other".
 */
import type { Language } from '../../src/domain/language.ts';

export interface BillPdfWords {
  title: string;
  billNumber: string;
  billDate: string;
  account: string;
  customer: string;
  address: string;
  period: string;
  days: string;
  tariff: string;
  dueDate: string;
  amountDue: string;
  credit: string;
  pastDue: string;
  estimated: string;
  summary: string;
  previous: string;
  payments: string;
  forward: string;
  current: string;
  total: string;
  charges: string;
  charge: string;
  quantity: string;
  rate: string;
  amount: string;
  perKwh: string;
  usage: string;
  stub: string;
  stubNote: string;
  reference: string;
  contact: string;
  lines: Record<string, string>;
}

const en: BillPdfWords = {
  title: 'Electricity bill',
  billNumber: 'Bill number',
  billDate: 'Bill date',
  account: 'Account number',
  customer: 'Account holder',
  address: 'Service address',
  period: 'Billing period',
  days: 'days',
  tariff: 'Tariff',
  dueDate: 'Due date',
  amountDue: 'Amount due',
  credit: 'Your account is in credit: nothing is due.',
  pastDue: 'Past due: {amount} was due on an earlier bill. Please pay it now.',
  estimated: 'This bill uses an estimated meter reading.',
  summary: 'Account summary',
  previous: 'Previous balance',
  payments: 'Payments received',
  forward: 'Balance forward',
  current: 'Current charges',
  total: 'Total on this bill',
  charges: 'Charges',
  charge: 'Charge',
  quantity: 'Quantity',
  rate: 'Rate',
  amount: 'Amount',
  perKwh: 'per kWh',
  usage: 'Your usage (kWh), last 13 bills',
  stub: 'Payment stub',
  stubNote: 'Return this part with your payment, or quote the reference when you pay.',
  reference: 'Payment reference',
  contact: 'Customer care {phone} (toll free) · {email}',
  lines: {
    block1: 'Energy, first block (up to 200 kWh)',
    block2: 'Energy, second block',
    block3: 'Energy, third block',
    serviceCharge: 'Monthly service charge',
    electrificationLevy: 'Electrification levy',
    meterTestFee: 'Meter test fee',
    reconnectionFee: 'Reconnection fee',
    latePaymentCharge: 'Late payment charge',
    goodwillCredit: 'Goodwill credit',
    estimateCorrection: 'Estimated reading correction',
    vat: 'VAT ({rate}%)',
    other: 'Other charge',
  },
};

const words: Record<Language, BillPdfWords> = {
  EN_US: en,
  EN_UK: { ...en, forward: 'Balance brought forward' },
  ES: {
    title: 'Factura de electricidad',
    billNumber: 'Número de factura',
    billDate: 'Fecha de factura',
    account: 'Número de cuenta',
    customer: 'Titular de la cuenta',
    address: 'Dirección del servicio',
    period: 'Periodo de facturación',
    days: 'días',
    tariff: 'Tarifa',
    dueDate: 'Fecha de vencimiento',
    amountDue: 'Importe a pagar',
    credit: 'Su cuenta tiene saldo a favor: no debe nada.',
    pastDue: 'Vencido: {amount} correspondía a una factura anterior. Páguelo ahora, por favor.',
    estimated: 'Esta factura usa una lectura estimada del contador.',
    summary: 'Resumen de la cuenta',
    previous: 'Saldo anterior',
    payments: 'Pagos recibidos',
    forward: 'Saldo pendiente',
    current: 'Cargos actuales',
    total: 'Total de esta factura',
    charges: 'Cargos',
    charge: 'Concepto',
    quantity: 'Cantidad',
    rate: 'Tarifa',
    amount: 'Importe',
    perKwh: 'por kWh',
    usage: 'Su consumo (kWh), últimas 13 facturas',
    stub: 'Talón de pago',
    stubNote: 'Devuelva esta parte con su pago o indique la referencia al pagar.',
    reference: 'Referencia de pago',
    contact: 'Atención al cliente {phone} (gratuito) · {email}',
    lines: {
      block1: 'Energía, primer tramo (hasta 200 kWh)',
      block2: 'Energía, segundo tramo',
      block3: 'Energía, tercer tramo',
      serviceCharge: 'Cargo mensual de servicio',
      electrificationLevy: 'Gravamen de electrificación',
      meterTestFee: 'Tasa de verificación del contador',
      reconnectionFee: 'Tasa de reconexión',
      latePaymentCharge: 'Recargo por pago atrasado',
      goodwillCredit: 'Abono de cortesía',
      estimateCorrection: 'Corrección de lectura estimada',
      vat: 'IVA ({rate} %)',
      other: 'Otro cargo',
    },
  },
  FR: {
    title: 'Facture d’électricité',
    billNumber: 'Numéro de facture',
    billDate: 'Date de facture',
    account: 'Numéro de compte',
    customer: 'Titulaire du compte',
    address: 'Adresse de service',
    period: 'Période de facturation',
    days: 'jours',
    tariff: 'Tarif',
    dueDate: 'Date d’échéance',
    amountDue: 'Montant dû',
    credit: 'Votre compte est créditeur : rien n’est dû.',
    pastDue: 'En retard : {amount} était dû sur une facture précédente. Veuillez le payer maintenant.',
    estimated: 'Cette facture utilise un relevé estimé du compteur.',
    summary: 'Récapitulatif du compte',
    previous: 'Solde précédent',
    payments: 'Paiements reçus',
    forward: 'Solde reporté',
    current: 'Frais de la période',
    total: 'Total de cette facture',
    charges: 'Frais',
    charge: 'Libellé',
    quantity: 'Quantité',
    rate: 'Prix unitaire',
    amount: 'Montant',
    perKwh: 'par kWh',
    usage: 'Votre consommation (kWh), 13 dernières factures',
    stub: 'Talon de paiement',
    stubNote: 'Renvoyez cette partie avec votre paiement ou indiquez la référence en payant.',
    reference: 'Référence de paiement',
    contact: 'Service client {phone} (appel gratuit) · {email}',
    lines: {
      block1: 'Énergie, première tranche (jusqu’à 200 kWh)',
      block2: 'Énergie, deuxième tranche',
      block3: 'Énergie, troisième tranche',
      serviceCharge: 'Frais de service mensuels',
      electrificationLevy: 'Redevance d’électrification',
      meterTestFee: 'Frais de vérification du compteur',
      reconnectionFee: 'Frais de reconnexion',
      latePaymentCharge: 'Pénalité de retard',
      goodwillCredit: 'Geste commercial',
      estimateCorrection: 'Correction du relevé estimé',
      vat: 'TVA ({rate} %)',
      other: 'Autre frais',
    },
  },
};

export function billPdfWords(language: Language): BillPdfWords {
  return words[language];
}
