/**
 * Terms and conditions and privacy policy (the /Term and /PrivacyPolicy pages) in English, Spanish and
 * French; British English is derived from the English. Bodies are simple HTML sections.
 */
type Section = readonly [heading: string, body: string];
interface PageText {
  title: string;
  sections: readonly Section[];
}

export const termsLastUpdated = '2025-01-15';
const privacyLastUpdated = '2025-01-15';

const termsEn: PageText = {
  title: 'Terms and Conditions of Use',
  sections: [
    ['1. Acceptance', 'By registering for or using the customer portal you accept these terms. If you do not accept them, please do not use the portal and contact Customer Care on {CustomerCarePhone} for other ways to manage your account.'],
    ['2. Your online account', 'You must give true and complete details when you register and keep them up to date. Keep your user ID and password secret; you are responsible for activity under your sign-in, including by guest users you invite. Tell us at once on {UtilityPhone} if you suspect misuse.'],
    ['3. Payments', 'Payments made before 17:00 on a working day are credited the same day; later payments are credited on the next working day. Card details are passed to our payment provider, which returns a token; we never keep your full card number or security code. A payment your bank reverses is added back to your account.'],
    ['4. Prepaid electricity tokens', 'Each prepaid token is linked to one meter and cannot be moved to another. Tokens are non-refundable once issued, but a token you cannot use because of our error will be replaced. Keep your tokens until the units show on your meter.'],
    ['5. Bills and notices', 'If you choose paperless billing, a bill or notice we email to you or publish in the portal counts as delivered on the day it is sent. You remain responsible for paying by the due date even if you did not open the email.'],
    ['6. Service requests and appointments', 'Connection, disconnection and inspection dates are confirmed only once we accept the request. Someone aged 18 or over must give access to the meter on the appointment day; a missed appointment may incur a call-out fee under the approved tariff.'],
    ['7. Availability', 'We aim to keep the portal available at all times, but it may be unavailable during maintenance or for reasons outside our control. In an emergency, always call {UtilityPhone} rather than relying on the portal.'],
    ['8. Liability and law', 'We are not liable for losses caused by events outside our reasonable control or by misuse of your sign-in details. These terms are governed by the laws of the Republic of Botswana.'],
  ],
};

const termsSp: PageText = {
  title: 'Términos y condiciones de uso',
  sections: [
    ['1. Aceptación', 'Al registrarse o usar el portal de clientes, usted acepta estos términos. Si no los acepta, no utilice el portal y llame a Atención al Cliente al {CustomerCarePhone} para conocer otras formas de gestionar su cuenta.'],
    ['2. Su cuenta en línea', 'Debe facilitar datos veraces y completos al registrarse y mantenerlos actualizados. Mantenga en secreto su ID de usuario y su contraseña; usted es responsable de la actividad realizada con su acceso, incluida la de los invitados que autorice. Avísenos de inmediato al {UtilityPhone} si sospecha un uso indebido.'],
    ['3. Pagos', 'Los pagos realizados antes de las 17:00 de un día hábil se abonan el mismo día; los posteriores, el siguiente día hábil. Los datos de la tarjeta se envían a nuestro proveedor de pagos, que devuelve un token; nunca guardamos el número completo ni el código de seguridad. Un pago devuelto por su banco se vuelve a cargar en su cuenta.'],
    ['4. Tokens de electricidad prepago', 'Cada token prepago está vinculado a un único contador y no puede transferirse a otro. Los tokens no son reembolsables una vez emitidos, pero sustituiremos un token que no pueda usar por un error nuestro. Conserve sus tokens hasta que las unidades aparezcan en el contador.'],
    ['5. Facturas y avisos', 'Si elige la factura sin papel, una factura o aviso que le enviemos por correo electrónico o publiquemos en el portal se considera entregado el día de su envío. Usted sigue siendo responsable de pagar antes del vencimiento aunque no haya abierto el correo.'],
    ['6. Solicitudes de servicio y citas', 'Las fechas de conexión, desconexión e inspección solo se confirman cuando aceptamos la solicitud. Una persona mayor de 18 años debe facilitar el acceso al contador el día de la cita; una cita fallida puede conllevar un cargo por desplazamiento según la tarifa aprobada.'],
    ['7. Disponibilidad', 'Procuramos que el portal esté siempre disponible, pero puede no estarlo durante el mantenimiento o por causas ajenas a nosotros. En una emergencia, llame siempre al {UtilityPhone} en lugar de depender del portal.'],
    ['8. Responsabilidad y ley aplicable', 'No respondemos de pérdidas causadas por hechos fuera de nuestro control razonable ni por el uso indebido de sus datos de acceso. Estos términos se rigen por las leyes de la República de Botsuana.'],
  ],
};

const termsFr: PageText = {
  title: 'Conditions générales d’utilisation',
  sections: [
    ['1. Acceptation', 'En vous inscrivant ou en utilisant le portail client, vous acceptez ces conditions. Si vous ne les acceptez pas, n’utilisez pas le portail et contactez le Service client au {CustomerCarePhone} pour gérer votre compte autrement.'],
    ['2. Votre compte en ligne', 'Vous devez fournir des informations exactes et complètes lors de l’inscription et les tenir à jour. Gardez votre identifiant et votre mot de passe secrets ; vous êtes responsable de l’activité effectuée avec vos accès, y compris par les invités que vous autorisez. Prévenez-nous immédiatement au {UtilityPhone} en cas de doute.'],
    ['3. Paiements', 'Les paiements effectués avant 17 h un jour ouvrable sont crédités le jour même ; les paiements plus tardifs le jour ouvrable suivant. Les données de carte sont transmises à notre prestataire de paiement, qui renvoie un jeton ; nous ne conservons jamais le numéro complet ni le code de sécurité. Un paiement rejeté par votre banque est de nouveau porté à votre compte.'],
    ['4. Jetons d’électricité prépayée', 'Chaque jeton prépayé est lié à un seul compteur et ne peut pas être transféré. Les jetons ne sont pas remboursables une fois émis, mais un jeton inutilisable à cause d’une erreur de notre part sera remplacé. Conservez vos jetons jusqu’à ce que les unités apparaissent sur le compteur.'],
    ['5. Factures et avis', 'Si vous choisissez la facture sans papier, une facture ou un avis envoyé par e-mail ou publié dans le portail est réputé remis le jour de son envoi. Vous restez tenu de payer avant l’échéance même si vous n’avez pas ouvert l’e-mail.'],
    ['6. Demandes de service et rendez-vous', 'Les dates de raccordement, de coupure et d’inspection ne sont confirmées qu’après acceptation de la demande. Une personne majeure doit donner accès au compteur le jour du rendez-vous ; un rendez-vous manqué peut entraîner des frais de déplacement selon le tarif approuvé.'],
    ['7. Disponibilité', 'Nous veillons à ce que le portail soit toujours disponible, mais il peut être interrompu pour maintenance ou pour des raisons indépendantes de notre volonté. En cas d’urgence, appelez toujours le {UtilityPhone} plutôt que de compter sur le portail.'],
    ['8. Responsabilité et droit applicable', 'Nous ne sommes pas responsables des pertes dues à des événements échappant à notre contrôle raisonnable ou à un mauvais usage de vos identifiants. Ces conditions sont régies par le droit de la République du Botswana.'],
  ],
};

const privacyEn: PageText = {
  title: 'Privacy Policy',
  sections: [
    ['1. Who we are', 'The utility supplies electricity to homes and businesses across Botswana and is responsible for the personal data processed through this portal. You can reach our data protection officer at {CustomerSupportEmail}.'],
    ['2. What we collect', 'Your name, Omang or passport number, date of birth, contact details, service addresses, account and meter numbers, meter readings and usage, bills, payments and the requests and messages you send us. When you use the portal we also record technical data such as your browser, device type and IP address.'],
    ['3. Why we use it', 'To supply electricity and bill for it, to take payments, to handle service requests and outage reports, to send the notifications you choose, to prevent fraud and to meet our legal and regulatory duties. We use your usage data to show you charts and saving tips; we do not sell it.'],
    ['4. Card and bank details', 'Card numbers and security codes go directly to our payment provider, which returns a token. We keep only the token, the card brand, the last four digits and the expiry date, or the bank name and the last four digits of the bank account.'],
    ['5. Who we share it with', 'Our payment provider, the banks that process your payments, contractors who read meters or carry out work for us under contract, and public authorities when the law requires it. Each receives only what it needs for its task.'],
    ['6. How long we keep it', 'Account and billing records are kept for seven years after an account closes, as tax law requires. Portal activity logs are kept for two years. Unused guest invitations are deleted when they expire.'],
    ['7. Your rights', 'Under Botswana’s data protection law you may ask for a copy of your data, ask us to correct or delete it, and object to its use for marketing. Download your profile from My Profile or write to {CustomerSupportEmail}. You may also complain to the Information and Data Protection Commission.'],
    ['8. Cookies', 'The portal uses only the cookies it needs to work: your chosen language and a secure cookie that keeps you signed in. We do not use advertising cookies.'],
  ],
};

const privacySp: PageText = {
  title: 'Política de privacidad',
  sections: [
    ['1. Quiénes somos', 'La empresa suministra electricidad a hogares y empresas de todo Botsuana y es responsable de los datos personales tratados en este portal. Puede contactar con nuestro delegado de protección de datos en {CustomerSupportEmail}.'],
    ['2. Qué datos recogemos', 'Su nombre, número de Omang o pasaporte, fecha de nacimiento, datos de contacto, direcciones de suministro, números de cuenta y de contador, lecturas y consumo, facturas, pagos y las solicitudes y mensajes que nos envía. Al usar el portal también registramos datos técnicos como el navegador, el tipo de dispositivo y la dirección IP.'],
    ['3. Para qué los usamos', 'Para suministrar y facturar la electricidad, cobrar los pagos, tramitar solicitudes de servicio y avisos de cortes, enviar las notificaciones que elija, prevenir el fraude y cumplir nuestras obligaciones legales y regulatorias. Usamos sus datos de consumo para mostrarle gráficos y consejos de ahorro; no los vendemos.'],
    ['4. Datos de tarjeta y bancarios', 'Los números de tarjeta y los códigos de seguridad van directamente a nuestro proveedor de pagos, que devuelve un token. Solo guardamos el token, la marca de la tarjeta, los cuatro últimos dígitos y la caducidad, o el nombre del banco y los cuatro últimos dígitos de la cuenta.'],
    ['5. Con quién los compartimos', 'Con nuestro proveedor de pagos, los bancos que procesan sus pagos, los contratistas que leen contadores o realizan trabajos por encargo nuestro y las autoridades públicas cuando la ley lo exige. Cada uno recibe solo lo necesario para su tarea.'],
    ['6. Cuánto tiempo los conservamos', 'Los registros de cuenta y facturación se conservan siete años tras el cierre de la cuenta, como exige la ley tributaria. Los registros de actividad del portal se conservan dos años. Las invitaciones de invitado no usadas se eliminan al caducar.'],
    ['7. Sus derechos', 'Según la ley de protección de datos de Botsuana, puede pedir una copia de sus datos, su rectificación o supresión, y oponerse a su uso con fines comerciales. Descargue su perfil desde Mi perfil o escriba a {CustomerSupportEmail}. También puede reclamar ante la Comisión de Información y Protección de Datos.'],
    ['8. Cookies', 'El portal solo usa las cookies necesarias para funcionar: el idioma elegido y una cookie segura que mantiene su sesión. No usamos cookies publicitarias.'],
  ],
};

const privacyFr: PageText = {
  title: 'Politique de confidentialité',
  sections: [
    ['1. Qui sommes-nous', 'L’entreprise fournit l’électricité aux foyers et aux entreprises de tout le Botswana et est responsable des données personnelles traitées par ce portail. Vous pouvez joindre notre délégué à la protection des données à {CustomerSupportEmail}.'],
    ['2. Données collectées', 'Vos nom, numéro Omang ou de passeport, date de naissance, coordonnées, adresses de service, numéros de compte et de compteur, relevés et consommation, factures, paiements, ainsi que les demandes et messages que vous nous envoyez. Lorsque vous utilisez le portail, nous enregistrons aussi des données techniques comme le navigateur, le type d’appareil et l’adresse IP.'],
    ['3. Finalités', 'Fournir et facturer l’électricité, encaisser les paiements, traiter les demandes de service et les signalements de panne, envoyer les notifications que vous choisissez, prévenir la fraude et respecter nos obligations légales et réglementaires. Vos données de consommation servent à vous montrer des graphiques et des conseils d’économie ; nous ne les vendons pas.'],
    ['4. Données de carte et bancaires', 'Les numéros de carte et les codes de sécurité sont transmis directement à notre prestataire de paiement, qui renvoie un jeton. Nous ne conservons que le jeton, la marque, les quatre derniers chiffres et la date d’expiration, ou le nom de la banque et les quatre derniers chiffres du compte.'],
    ['5. Destinataires', 'Notre prestataire de paiement, les banques qui traitent vos paiements, les sous-traitants qui relèvent les compteurs ou interviennent pour nous sous contrat, et les autorités publiques lorsque la loi l’exige. Chacun ne reçoit que ce dont il a besoin.'],
    ['6. Durée de conservation', 'Les données de compte et de facturation sont conservées sept ans après la clôture du compte, comme l’exige la loi fiscale. Les journaux d’activité du portail sont conservés deux ans. Les invitations non utilisées sont supprimées à leur expiration.'],
    ['7. Vos droits', 'Selon la loi botswanaise sur la protection des données, vous pouvez demander une copie de vos données, leur rectification ou leur effacement, et vous opposer à leur usage commercial. Téléchargez votre profil depuis Mon profil ou écrivez à {CustomerSupportEmail}. Vous pouvez aussi saisir la Commission de l’information et de la protection des données.'],
    ['8. Cookies', 'Le portail n’utilise que les cookies nécessaires à son fonctionnement : la langue choisie et un cookie sécurisé qui maintient votre connexion. Nous n’utilisons pas de cookies publicitaires.'],
  ],
};

function toHtml(page: PageText): string {
  return page.sections.map(([heading, body]) => `<h2>${heading}</h2><p>${body}</p>`).join('');
}

export type ContentLanguage = 'EN_US' | 'EN_UK' | 'SP' | 'FR';

export function contentPageSeed(britishEnglish: (text: string) => string) {
  const rows: { type: 'terms' | 'privacy'; language: ContentLanguage; title: string; body: string; lastUpdated: string }[] = [];
  const add = (type: 'terms' | 'privacy', language: ContentLanguage, page: PageText, lastUpdated: string, map = (s: string) => s) =>
    rows.push({ type, language, title: map(page.title), body: map(toHtml(page)), lastUpdated });
  add('terms', 'EN_US', termsEn, termsLastUpdated);
  add('terms', 'EN_UK', termsEn, termsLastUpdated, britishEnglish);
  add('terms', 'SP', termsSp, termsLastUpdated);
  add('terms', 'FR', termsFr, termsLastUpdated);
  add('privacy', 'EN_US', privacyEn, privacyLastUpdated);
  add('privacy', 'EN_UK', privacyEn, privacyLastUpdated, britishEnglish);
  add('privacy', 'SP', privacySp, privacyLastUpdated);
  add('privacy', 'FR', privacyFr, privacyLastUpdated);
  return rows;
}
