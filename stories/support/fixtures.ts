import type { ApiResult } from '../../src/api/client.ts';
import type { ServiceCentre } from '../../src/domain/common.ts';
import type { FaqEntry, MaintenanceItem } from '../../src/domain/common.ts';
import type { Language } from '../../src/domain/language.ts';
import type { TermsContent } from '../../src/features/public/TermsPage.tsx';

/** A successful call, as src/api/client.ts returns it. */
export function okResult<T>(data: T): ApiResult<T> {
  return { ok: true, data, status: { code: 200, message: 'Success', msgcode: '' } };
}

/** A network failure (no envelope): the generic "could not load" message. */
export function networkFailure<T>(): ApiResult<T> {
  return { ok: false, kind: 'network', httpStatus: 0, status: { code: 0, message: '', msgcode: '' } };
}

/** A server failure with a catalogue message code (error.<msgcode>). */
export function serverFailure<T>(msgcode = 'GEN500', code = 500): ApiResult<T> {
  return { ok: false, kind: 'server', httpStatus: code, status: { code, message: 'Server error', msgcode } };
}

/** Server content comes in the chosen language; these fixtures carry all four. */
type Localised<T> = Record<Language, T>;

const english = {
  top10: [
    {
      id: 101,
      question: 'How do I pay my electricity bill?',
      answer:
        '<p>You can pay online with a card, at any Kgalagadi Power service centre, or by bank transfer.</p>' +
        '<ul><li>Online: sign in and choose <strong>Pay bill</strong>.</li><li>In person: Gaborone-Main Mall, Francistown, Maun and 14 more towns.</li></ul>',
    },
    {
      id: 102,
      question: 'How do I buy prepaid electricity?',
      answer:
        '<p>Buy a token online, at a service centre or with mobile money. Enter the 20-digit token on your meter keypad.</p>',
    },
    {
      id: 103,
      question: 'Who do I call when the power is out?',
      answer:
        '<p>Call <a href="tel:16266">16266</a> or the toll-free line <a href="tel:0800600147">0800 600 147</a>, 24 hours a day.</p>',
    },
    {
      id: 104,
      question: 'How do I move my supply to a new address?',
      answer: '<p>Start a transfer of service at least five working days before you move. Bring your Omang and the lease.</p>',
    },
  ],
  outages: [
    {
      id: 201,
      question: 'Why is there a planned outage in my area?',
      answer: '<p>Planned outages let our teams maintain lines and substations safely. We announce them at least 48 hours ahead.</p>',
    },
    {
      id: 202,
      question: 'How do I report a fallen power line?',
      answer: '<p>Stay at least 10 metres away and call <a href="tel:16266">16266</a> at once.</p>',
    },
  ],
} satisfies Record<string, FaqEntry[]>;

type FaqSet = typeof english;

const spanish: FaqSet = {
  top10: [
    {
      id: 101,
      question: '¿Cómo pago mi factura de electricidad?',
      answer:
        '<p>Puede pagar en línea con tarjeta, en cualquier centro de servicio de Kgalagadi Power o por transferencia bancaria.</p>' +
        '<ul><li>En línea: inicie sesión y elija <strong>Pagar factura</strong>.</li><li>En persona: Gaborone-Main Mall, Francistown, Maun y 14 ciudades más.</li></ul>',
    },
    {
      id: 102,
      question: '¿Cómo compro electricidad prepago?',
      answer: '<p>Compre un token en línea, en un centro de servicio o con dinero móvil. Introduzca el token de 20 dígitos en el teclado del medidor.</p>',
    },
    {
      id: 103,
      question: '¿A quién llamo cuando no hay luz?',
      answer: '<p>Llame al <a href="tel:16266">16266</a> o a la línea gratuita <a href="tel:0800600147">0800 600 147</a>, las 24 horas.</p>',
    },
    {
      id: 104,
      question: '¿Cómo traslado mi suministro a una nueva dirección?',
      answer: '<p>Solicite el traslado al menos cinco días hábiles antes de mudarse. Traiga su Omang y el contrato de alquiler.</p>',
    },
  ],
  outages: [
    {
      id: 201,
      question: '¿Por qué hay un corte programado en mi zona?',
      answer: '<p>Los cortes programados permiten mantener las líneas y subestaciones con seguridad. Los anunciamos con 48 horas de antelación.</p>',
    },
    {
      id: 202,
      question: '¿Cómo informo de un cable eléctrico caído?',
      answer: '<p>Manténgase a 10 metros como mínimo y llame de inmediato al <a href="tel:16266">16266</a>.</p>',
    },
  ],
};

const french: FaqSet = {
  top10: [
    {
      id: 101,
      question: 'Comment payer ma facture d’électricité ?',
      answer:
        '<p>Vous pouvez payer en ligne par carte, dans un centre de service Kgalagadi Power ou par virement bancaire.</p>' +
        '<ul><li>En ligne : connectez-vous et choisissez <strong>Payer la facture</strong>.</li><li>Sur place : Gaborone-Main Mall, Francistown, Maun et 14 autres villes.</li></ul>',
    },
    {
      id: 102,
      question: 'Comment acheter de l’électricité prépayée ?',
      answer: '<p>Achetez un jeton en ligne, en centre de service ou par paiement mobile. Saisissez le jeton de 20 chiffres sur le clavier du compteur.</p>',
    },
    {
      id: 103,
      question: 'Qui appeler en cas de coupure ?',
      answer: '<p>Appelez le <a href="tel:16266">16266</a> ou le numéro gratuit <a href="tel:0800600147">0800 600 147</a>, 24 h/24.</p>',
    },
    {
      id: 104,
      question: 'Comment transférer mon abonnement à une nouvelle adresse ?',
      answer: '<p>Demandez le transfert au moins cinq jours ouvrés avant le déménagement. Apportez votre Omang et le bail.</p>',
    },
  ],
  outages: [
    {
      id: 201,
      question: 'Pourquoi une coupure est-elle prévue dans mon quartier ?',
      answer: '<p>Les coupures programmées permettent d’entretenir les lignes et postes en sécurité. Nous les annonçons 48 heures à l’avance.</p>',
    },
    {
      id: 202,
      question: 'Comment signaler une ligne électrique tombée ?',
      answer: '<p>Restez à au moins 10 mètres et appelez immédiatement le <a href="tel:16266">16266</a>.</p>',
    },
  ],
};

const faqSets: Localised<FaqSet> = { EN_US: english, EN_UK: english, ES: spanish, FR: french };

/** FAQ entries of a category, in a language, as the FAQ call returns them. */
export function faqEntries(language: Language, set: keyof FaqSet = 'top10'): FaqEntry[] {
  return faqSets[language][set];
}

const maintenanceMessages: Localised<string> = {
  EN_US:
    'The portal is being upgraded on Saturday 15 March from 22:00 to 02:00. Payments and prepaid token purchases are unavailable during this time.',
  EN_UK:
    'The portal is being upgraded on Saturday 15 March from 22:00 to 02:00. Payments and prepaid token purchases are unavailable during this time.',
  ES: 'El portal se está actualizando el sábado 15 de marzo de 22:00 a 02:00. Los pagos y la compra de tokens prepago no están disponibles durante ese tiempo.',
  FR: 'Le portail est mis à jour le samedi 15 mars de 22 h à 2 h. Les paiements et l’achat de jetons prépayés sont indisponibles pendant ce temps.',
};

/** Maintenance items: one active message (in the language) and one finished item that must not show. */
export function activeMaintenance(language: Language): MaintenanceItem[] {
  return [
    { status: true, message: maintenanceMessages[language] },
    { status: false, message: 'Completed: billing system upgrade, 2 March.' },
  ];
}

export const noActiveMaintenance: MaintenanceItem[] = [
  { status: false, message: 'Completed: billing system upgrade, 2 March.' },
];

const termsBodies: Localised<{ terms: string; privacy: string }> = {
  EN_US: {
    terms:
      '<h3>1. Using the portal</h3><p>These terms apply to every Kgalagadi Power customer who uses the self-service portal.</p>' +
      '<ul><li>Keep your password secret.</li><li>Report suspicious activity to <a href="tel:16266">16266</a>.</li></ul>' +
      '<h3>2. Payments</h3><p>Payments made after 16:00 are posted on the next working day.</p>',
    privacy:
      '<h3>What we collect</h3><p>We keep your name, Omang or passport number, contact details, and meter readings.</p>' +
      '<ul><li>We never store a full card number.</li><li>You can ask for a copy of your data at any service centre.</li></ul>',
  },
  EN_UK: {
    terms:
      '<h3>1. Using the portal</h3><p>These terms apply to every Kgalagadi Power customer who uses the self-service portal.</p>' +
      '<ul><li>Keep your password secret.</li><li>Report suspicious activity to <a href="tel:16266">16266</a>.</li></ul>' +
      '<h3>2. Payments</h3><p>Payments made after 16:00 are posted on the next working day.</p>',
    privacy:
      '<h3>What we collect</h3><p>We keep your name, Omang or passport number, contact details, and meter readings.</p>' +
      '<ul><li>We never store a full card number.</li><li>You can ask for a copy of your data at any service centre.</li></ul>',
  },
  ES: {
    terms:
      '<h3>1. Uso del portal</h3><p>Estas condiciones se aplican a todos los clientes de Kgalagadi Power que usan el portal.</p>' +
      '<ul><li>Mantenga su contraseña en secreto.</li><li>Informe de actividad sospechosa al <a href="tel:16266">16266</a>.</li></ul>' +
      '<h3>2. Pagos</h3><p>Los pagos realizados después de las 16:00 se registran el siguiente día hábil.</p>',
    privacy:
      '<h3>Qué datos guardamos</h3><p>Guardamos su nombre, número de Omang o pasaporte, datos de contacto y lecturas del medidor.</p>' +
      '<ul><li>Nunca guardamos el número completo de la tarjeta.</li><li>Puede pedir una copia de sus datos en cualquier centro de servicio.</li></ul>',
  },
  FR: {
    terms:
      '<h3>1. Utilisation du portail</h3><p>Ces conditions s’appliquent à tout client de Kgalagadi Power qui utilise le portail.</p>' +
      '<ul><li>Gardez votre mot de passe secret.</li><li>Signalez toute activité suspecte au <a href="tel:16266">16266</a>.</li></ul>' +
      '<h3>2. Paiements</h3><p>Les paiements effectués après 16 h sont enregistrés le jour ouvré suivant.</p>',
    privacy:
      '<h3>Données collectées</h3><p>Nous conservons votre nom, votre numéro d’Omang ou de passeport, vos coordonnées et vos relevés.</p>' +
      '<ul><li>Nous ne stockons jamais le numéro complet de votre carte.</li><li>Vous pouvez demander une copie de vos données en centre de service.</li></ul>',
  },
};

/** Midday UTC, so the date reads the same in every time zone. */
export const termsLastUpdated = '2025-03-14T12:00:00Z';

export function termsContent(language: Language, kind: 'terms' | 'privacy'): TermsContent {
  return {
    title: kind === 'terms' ? 'Terms & Conditions' : 'Privacy Policy',
    termsConditions: termsBodies[language][kind],
    lastUpdated: termsLastUpdated,
  };
}

/** Service centres as the common area lists them (town names are proper nouns in every language). */
export const serviceCentres: ServiceCentre[] = [
  centre('Gaborone-Main Mall', 'SE', 'Plot 1234, Khama Crescent, Main Mall, Gaborone', '395 2211', 'Mon–Fri 07:30–16:30, Sat 08:00–12:00', -24.6553, 25.9086),
  centre('Francistown', 'NE', 'Plot 567, Blue Jacket Street, Francistown', '241 2000', 'Mon–Fri 07:30–16:30', -21.1661, 27.5144),
  centre('Maun', 'NW', 'Plot 89, Mathiba I Road, Maun', '686 0100', 'Mon–Fri 07:30–16:30', -19.9833, 23.4167),
  centre('Palapye', 'CE', 'Plot 2210, Main Road, Palapye', '492 0300', 'Mon–Fri 07:30–16:30', -22.5461, 27.1251),
  centre('Kasane', 'CH', 'President Avenue, Kasane', '625 0100', 'Mon–Fri 08:00–16:00', -17.8167, 25.15),
];

function centre(town: string, districtCode: string, address: string, phone: string, openingHours: string, latitude: number, longitude: number): ServiceCentre {
  return { town, districtCode, address, phone, email: `${town.split(/[ -]/)[0]!.toLowerCase()}@utility.example`, openingHours, latitude, longitude };
}
