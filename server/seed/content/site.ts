/**
 * Smaller site content: multilingual messages that override front-end catalogue texts, banners,
 * general alerts, the maintenance switch and metric settings.
 */
import { multilingualMessageTypes } from '../../../src/domain/constants.ts';
import type { ContentLanguage } from './terms.ts';

export const contentLanguages: readonly ContentLanguage[] = ['EN_US', 'EN_UK', 'SP', 'FR'];

/**
 * ControlCodes equal to front-end catalogue ids: the portal shows these texts instead of its own.
 * Placeholders are replaced by the portal with the utility contact values.
 */
export const multilingualSeed: {
  module: string;
  subModule?: string;
  controlCode: string;
  messageType: number;
  texts: Record<ContentLanguage, string>;
}[] = [
  {
    module: 'PreLogin',
    controlCode: 'footer.tollFree',
    messageType: multilingualMessageTypes.label,
    texts: {
      EN_US: 'Call us toll free: {CustomerCarePhone}',
      EN_UK: 'Call us free of charge: {CustomerCarePhone}',
      SP: 'Llámenos gratis: {CustomerCarePhone}',
      FR: 'Appelez-nous gratuitement : {CustomerCarePhone}',
    },
  },
  {
    module: 'PreLogin',
    controlCode: 'help.intro',
    messageType: multilingualMessageTypes.label,
    texts: {
      EN_US: 'Need help? Browse the questions below, or call {UtilityPhone} day or night for outages and emergencies.',
      EN_UK: 'Need help? Browse the questions below, or call {UtilityPhone} day or night for outages and emergencies.',
      SP: '¿Necesita ayuda? Consulte las preguntas siguientes o llame al {UtilityPhone}, de día o de noche, por cortes y emergencias.',
      FR: 'Besoin d’aide ? Parcourez les questions ci-dessous ou appelez le {UtilityPhone}, de jour comme de nuit, pour les pannes et urgences.',
    },
  },
];

/** A small self-contained SVG banner as a data: URI (CSP allows data: images; no extra files). */
function bannerImage(title: string, subtitle: string, colour: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="240" viewBox="0 0 1200 240">` +
    `<rect width="1200" height="240" fill="${colour}"/>` +
    `<circle cx="1080" cy="120" r="90" fill="#ffffff" fill-opacity="0.15"/>` +
    `<text x="60" y="110" font-family="sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escape(title)}</text>` +
    `<text x="60" y="170" font-family="sans-serif" font-size="28" fill="#ffffff">${escape(subtitle)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const bannerTexts: Record<ContentLanguage, { paperless: [string, string]; save: [string, string]; prepaid: [string, string] }> = {
  EN_US: {
    paperless: ['Go paperless', 'Get your bill by email and find every bill online.'],
    save: ['Save energy this winter', 'Set your geyser timer and cut your bill.'],
    prepaid: ['Recharge in seconds', 'Buy prepaid electricity online, any time.'],
  },
  EN_UK: {
    paperless: ['Go paperless', 'Get your bill by email and find every bill online.'],
    save: ['Save energy this winter', 'Set your geyser timer and cut your bill.'],
    prepaid: ['Recharge in seconds', 'Buy prepaid electricity online, any time.'],
  },
  SP: {
    paperless: ['Factura sin papel', 'Reciba su factura por correo y consúltelas todas en línea.'],
    save: ['Ahorre energía este invierno', 'Programe su calentador y reduzca su factura.'],
    prepaid: ['Recargue en segundos', 'Compre electricidad prepago en línea, a cualquier hora.'],
  },
  FR: {
    paperless: ['Passez au sans papier', 'Recevez votre facture par e-mail et retrouvez-les toutes en ligne.'],
    save: ['Économisez l’énergie cet hiver', 'Programmez votre chauffe-eau et réduisez votre facture.'],
    prepaid: ['Rechargez en quelques secondes', 'Achetez votre électricité prépayée en ligne, à toute heure.'],
  },
};

export function bannerSeed() {
  return contentLanguages.flatMap((language) => {
    const t = bannerTexts[language];
    return [
      { pageName: 'Dashboard', bannerIndex: 0, language, bannerType: 1, redirectUrl: '/AccountInformation', imagePath: bannerImage(...t.paperless, '#5b2a86'), altText: `${t.paperless[0]}. ${t.paperless[1]}` },
      { pageName: 'Dashboard', bannerIndex: 1, language, bannerType: 1, redirectUrl: '/WaysToSave', imagePath: bannerImage(...t.save, '#3f6e3a'), altText: `${t.save[0]}. ${t.save[1]}` },
      { pageName: 'Login', bannerIndex: 0, language, bannerType: 1, redirectUrl: '/RechargeMeter', imagePath: bannerImage(...t.prepaid, '#5b2a86'), altText: `${t.prepaid[0]}. ${t.prepaid[1]}` },
    ];
  });
}

/** A finished general banner (kept for history; the call only returns alerts in their window). */
export function alertSeed(now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const texts: Record<ContentLanguage, [string, string]> = {
    EN_US: ['Payment service restored', 'Card payments are working normally again. Thank you for your patience.'],
    EN_UK: ['Payment service restored', 'Card payments are working normally again. Thank you for your patience.'],
    SP: ['Servicio de pagos restablecido', 'Los pagos con tarjeta vuelven a funcionar con normalidad. Gracias por su paciencia.'],
    FR: ['Service de paiement rétabli', 'Les paiements par carte fonctionnent de nouveau normalement. Merci de votre patience.'],
  };
  return contentLanguages.map((language) => ({
    typeCode: 'GNRLBANR',
    language,
    title: texts[language][0],
    message: texts[language][1],
    colorCode: 'green',
    startsAt: new Date(now.getTime() - 40 * day),
    endsAt: new Date(now.getTime() - 33 * day),
  }));
}

export const defaultMaintenanceMessage =
  'The customer portal is undergoing scheduled maintenance. Please try again shortly; for outages and emergencies call {UtilityPhone}.';

export const maintenanceSeed = [{ status: false, message: defaultMaintenanceMessage }];

export const appSettingsSeed = [
  { key: 'dateFormat', value: 'DD/MM/yyyy' },
  { key: 'timeFormat', value: '12 Hour' },
  { key: 'currency', value: 'BWP' },
  { key: 'decimalPlaces', value: '2' },
];
