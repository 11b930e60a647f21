/**
 * Demo data of the signed-in portal (outages are in outage.ts): the notices behind the top notification banner, inbox messages, and two pending guest invitations
 * whose keys are public so the guest-linking sign-in and the guest registration can be shown. Dates are relative to the seed's
 * `now`.
 */
import { inboxCategories } from '../../src/domain/inbox.ts';
import { usageAlertSubjectWords, usageAlertSubjects } from '../usage/alerts.ts';
import { outageAlertSubjects, outageAlertWords } from '../outage/alerts.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Notices per account key (demo.ts accountSeed keys). */
export function noticeSeed(now: Date) {
  return [
    {
      accountKey: 'suspended', kind: 'dnp', title: 'Disconnection notice',
      detail: 'Your account is overdue. Pay the overdue amount now to avoid disconnection of your supply.',
      colorCode: null, updatedAt: ago(now, 2 * day),
    },
    {
      accountKey: 'customer-home', kind: 'outage', title: 'Power outage in your area',
      detail: 'A transformer fault has cut supply in Extension 12. Crews are on site; we expect power back within 3 hours.',
      colorCode: null, updatedAt: ago(now, 2 * hour),
    },
    {
      accountKey: 'customer-home', kind: 'preference', title: 'Go paperless',
      detail: 'Get every bill by e-mail and find all of them online. Turn it on in Account Information.',
      colorCode: null, updatedAt: ago(now, 6 * day),
    },
  ] as const;
}

/**
 * The utility's own words in the four languages: the notices' titles and details, the inbox
 * messages' subjects and the service centres' opening hours. The notification-banner,
 * unread-messages and service-centres calls answer them in the request's language, looked up by the
 * English text (multilingual messages of module noticeTextModule, server/utilityWords.ts), so
 * copies of a notice or message read the same.
 */
export const noticeTextSeed: { english: string; EN_UK: string; SP: string; FR: string }[] = [
  {
    english: 'Disconnection notice',
    EN_UK: 'Disconnection notice',
    SP: 'Aviso de corte del suministro',
    FR: 'Avis de coupure',
  },
  {
    english: 'Your account is overdue. Pay the overdue amount now to avoid disconnection of your supply.',
    EN_UK: 'Your account is overdue. Pay the overdue amount now to avoid disconnection of your supply.',
    SP: 'Su cuenta tiene pagos vencidos. Pague ahora el importe vencido para evitar el corte del suministro.',
    FR: 'Votre compte présente un retard de paiement. Réglez dès maintenant le montant en retard pour éviter la coupure de votre alimentation.',
  },
  {
    english: 'Power outage in your area',
    EN_UK: 'Power cut in your area',
    SP: 'Corte de luz en su zona',
    FR: 'Panne de courant dans votre secteur',
  },
  {
    english: 'A transformer fault has cut supply in Extension 12. Crews are on site; we expect power back within 3 hours.',
    EN_UK: 'A transformer fault has cut supply in Extension 12. Our teams are on site; we expect power back within 3 hours.',
    SP: 'Una avería en un transformador ha cortado el suministro en Extension 12. Las cuadrillas ya están en el lugar; esperamos restablecerlo en 3 horas.',
    FR: 'Une panne de transformateur a coupé l’alimentation à Extension 12. Nos équipes sont sur place ; le courant devrait revenir d’ici 3 heures.',
  },
  {
    english: 'Go paperless',
    EN_UK: 'Go paperless',
    SP: 'Pásese a la factura electrónica',
    FR: 'Passez à la facture électronique',
  },
  {
    english: 'Get every bill by e-mail and find all of them online. Turn it on in Account Information.',
    EN_UK: 'Get every bill by e-mail and find all of them online. Turn it on in Account Information.',
    SP: 'Reciba cada factura por correo electrónico y encuéntrelas todas en línea. Actívela en Información de la cuenta.',
    FR: 'Recevez chaque facture par e-mail et retrouvez-les toutes en ligne. Activez-la dans Informations du compte.',
  },
  // The inbox messages' subjects (inboxSeed): the unread-messages call answers them the same way.
  { english: 'Your bill is ready', EN_UK: 'Your bill is ready', SP: 'Su factura está lista', FR: 'Votre facture est disponible' },
  { english: 'Power outage in Extension 12', EN_UK: 'Power cut in Extension 12', SP: 'Corte de luz en Extension 12', FR: 'Panne de courant à Extension 12' },
  { english: 'Save energy this winter', EN_UK: 'Save energy this winter', SP: 'Ahorre energía este invierno', FR: 'Économisez l’énergie cet hiver' },
  { english: 'Payment received', EN_UK: 'Payment received', SP: 'Pago recibido', FR: 'Paiement reçu' },
  { english: 'Welcome to the customer portal', EN_UK: 'Welcome to the customer portal', SP: 'Bienvenido al portal de clientes', FR: 'Bienvenue sur votre espace client' },
  { english: 'Your account is overdue', EN_UK: 'Your account is overdue', SP: 'Su cuenta tiene pagos vencidos', FR: 'Votre compte présente un retard de paiement' },
  // The service centres' opening hours (server/seed/geo.ts): the service-centres call answers them the same way.
  { english: 'Mon-Fri 07:30-16:30; Sat 08:00-12:00', EN_UK: 'Mon-Fri 07:30-16:30; Sat 08:00-12:00', SP: 'Lun-Vie 07:30-16:30; Sáb 08:00-12:00', FR: 'Lun-Ven 07:30-16:30 ; Sam 08:00-12:00' },
  // The usage alerts' inbox subjects (server/usage/alerts.ts).
  ...(['daily', 'budget'] as const).map((kind) => ({ english: usageAlertSubjects[kind], EN_UK: usageAlertSubjectWords.EN_UK[kind], SP: usageAlertSubjectWords.ES[kind], FR: usageAlertSubjectWords.FR[kind] })),
  // The outage alerts' inbox subjects (server/outage/alerts.ts).
  ...(['etr', 'restored'] as const).map((kind) => ({ english: outageAlertSubjects[kind], EN_UK: outageAlertWords.EN_UK.subjects[kind], SP: outageAlertWords.ES.subjects[kind], FR: outageAlertWords.FR.subjects[kind] })),
];

/** Inbox messages per user name; accountKey null for the user in general. */
export function inboxSeed(now: Date) {
  return [
    { userName: 'demo.customer', accountKey: 'customer-home', category: inboxCategories.billing, subject: 'Your bill is ready', body: 'Your latest bill for Home is ready to view. It is due in 17 days.', isRead: false, createdAt: ago(now, 4 * day) },
    { userName: 'demo.customer', accountKey: 'customer-home', category: inboxCategories.outage, subject: 'Power outage in Extension 12', body: 'We are working on a transformer fault in your area and expect power back within 3 hours.', isRead: false, createdAt: ago(now, 2 * hour) },
    { userName: 'demo.customer', accountKey: null, category: inboxCategories.marketing, subject: 'Save energy this winter', body: 'Set your geyser timer to heat water only when you need it and cut your bill.', isRead: false, createdAt: ago(now, 9 * day) },
    { userName: 'demo.customer', accountKey: 'customer-flat', category: inboxCategories.payment, subject: 'Payment received', body: 'Thank you: we received your payment for the Francistown flat.', isRead: true, createdAt: ago(now, 20 * day) },
    { userName: 'demo.customer', accountKey: null, category: inboxCategories.dashboard, subject: 'Welcome to the customer portal', body: 'Pay bills, follow your usage and report outages, day or night.', isRead: true, createdAt: ago(now, 200 * day) },
    { userName: 'demo.suspended', accountKey: 'suspended', category: inboxCategories.billing, subject: 'Your account is overdue', body: 'Please pay the overdue amount to keep your supply connected.', isRead: false, createdAt: ago(now, 2 * day) },
  ];
}

/**
 * A pending invitation from demo.landlord to demo.guest's e-mail for the Tlokweng rental. Signing
 * in as demo.guest with guestToken = key links the account (role 8). The key is public demo data.
 */
export const pendingGuestInvitationSeed = {
  inviter: 'demo.landlord',
  accountKey: 'landlord-rental',
  guest: 'demo.guest',
  key: 'demo-guest-invitation-tlokweng-2026',
  roleId: 8,
  accessDays: 60,
};

/**
 * A pending invitation from demo.customer to someone without a user yet, for the Home account
 * (300041526371): open /GuestRegister?key=<key> and register with this e-mail to get a new guest
 * user (role 8). The key is public demo data.
 */
export const guestRegistrationInvitationSeed = {
  inviter: 'demo.customer',
  accountKey: 'customer-home',
  email: 'tumelo.masire@example.com',
  firstName: 'Tumelo',
  lastName: 'Masire',
  key: 'demo-guest-register-molefe-home-2026',
  roleId: 8,
  accessDays: 180,
};
