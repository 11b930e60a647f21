/**
 * FAQ content per category (document 2 section 9) in English, Spanish and French; British English is
 * derived from the English text (see britishEnglish). Answers are simple HTML (paragraphs, lists) and
 * may hold the placeholders {UtilityPhone}, {CustomerCarePhone} and {CustomerSupportEmail}, which the
 * portal replaces with the utility's contact values.
 */
import { faqCategories } from '../../../src/domain/constants.ts';

type Qa = readonly [question: string, answer: string];
export interface FaqSeedEntry {
  categoryId: number;
  en: Qa;
  sp: Qa;
  fr: Qa;
}

const c = faqCategories;

const entriesByCategory: FaqSeedEntry[] = [
  // ------------------------------------------------------------ Top 10
  {
    categoryId: c.top10,
    en: [
      'How do I pay my electricity bill online?',
      '<p>Sign in and choose <strong>Billing &gt; Make a Payment</strong>. You can pay the total due, the past-due amount or another amount with a saved card or bank account, or enter new details.</p><p>You can also pay without signing in from the pre-login <strong>Make a Payment</strong> page using your account number.</p>',
    ],
    sp: [
      '¿Cómo pago mi factura de electricidad en línea?',
      '<p>Inicie sesión y elija <strong>Facturación &gt; Realizar un pago</strong>. Puede pagar el total adeudado, el importe vencido u otro importe con una tarjeta o cuenta bancaria guardada, o introducir nuevos datos.</p><p>También puede pagar sin iniciar sesión desde la página <strong>Realizar un pago</strong> con su número de cuenta.</p>',
    ],
    fr: [
      'Comment payer ma facture d’électricité en ligne ?',
      '<p>Connectez-vous et choisissez <strong>Facturation &gt; Effectuer un paiement</strong>. Vous pouvez régler le total dû, le montant en retard ou un autre montant avec une carte ou un compte bancaire enregistré, ou saisir de nouvelles coordonnées.</p><p>Vous pouvez aussi payer sans vous connecter depuis la page <strong>Effectuer un paiement</strong> avec votre numéro de compte.</p>',
    ],
  },
  {
    categoryId: c.top10,
    en: [
      'How do I buy electricity for my prepaid meter?',
      '<p>Choose <strong>Recharge Meter</strong>, enter the amount and pay. You receive a 20-digit token on screen, by text message and in your <strong>Token &amp; Transaction History</strong>.</p><p>Key the 20 digits into your meter keypad and press Enter; the units are added at once.</p>',
    ],
    sp: [
      '¿Cómo compro electricidad para mi contador prepago?',
      '<p>Elija <strong>Recargar contador</strong>, introduzca el importe y pague. Recibirá un token de 20 dígitos en pantalla, por SMS y en su <strong>Historial de tokens y transacciones</strong>.</p><p>Teclee los 20 dígitos en el contador y pulse Enter; las unidades se añaden de inmediato.</p>',
    ],
    fr: [
      'Comment acheter de l’électricité pour mon compteur prépayé ?',
      '<p>Choisissez <strong>Recharger le compteur</strong>, saisissez le montant et payez. Vous recevez un jeton de 20 chiffres à l’écran, par SMS et dans votre <strong>Historique des jetons et transactions</strong>.</p><p>Saisissez les 20 chiffres sur le clavier du compteur et appuyez sur Entrée ; les unités sont créditées immédiatement.</p>',
    ],
  },
  {
    categoryId: c.top10,
    en: [
      'How do I report a power outage?',
      '<p>Use <strong>Outages &gt; Report an Outage</strong>, signed in or not. Check the outage map first: if your area is already shown, our crews are working on it.</p><p>If you see a fallen line or sparks, keep away and call {UtilityPhone} immediately, day or night.</p>',
    ],
    sp: [
      '¿Cómo informo de un corte de luz?',
      '<p>Use <strong>Cortes &gt; Informar de un corte</strong>, con o sin sesión iniciada. Consulte antes el mapa de cortes: si su zona ya aparece, nuestras cuadrillas están trabajando en ella.</p><p>Si ve un cable caído o chispas, aléjese y llame inmediatamente al {UtilityPhone}, de día o de noche.</p>',
    ],
    fr: [
      'Comment signaler une panne de courant ?',
      '<p>Utilisez <strong>Pannes &gt; Signaler une panne</strong>, connecté ou non. Consultez d’abord la carte des pannes : si votre zone y figure déjà, nos équipes interviennent.</p><p>Si vous voyez une ligne tombée ou des étincelles, éloignez-vous et appelez immédiatement le {UtilityPhone}, de jour comme de nuit.</p>',
    ],
  },
  {
    categoryId: c.top10,
    en: [
      'Why is my bill higher than usual?',
      '<p>Most often the reason is more use: geysers and heaters in the cold months (June to August) and air conditioning in the hot months (October to February). Compare periods under <strong>Usage</strong>.</p><ul><li>Check whether the bill covers more days than usual.</li><li>Check for an unpaid past-due amount carried forward.</li><li>If the reading looks wrong, request a meter inspection.</li></ul>',
    ],
    sp: [
      '¿Por qué mi factura es más alta de lo habitual?',
      '<p>Normalmente se debe a un mayor consumo: calentadores de agua y estufas en los meses fríos (junio a agosto) y aire acondicionado en los meses calurosos (octubre a febrero). Compare periodos en <strong>Consumo</strong>.</p><ul><li>Compruebe si la factura abarca más días de lo habitual.</li><li>Compruebe si hay un importe vencido arrastrado.</li><li>Si la lectura parece incorrecta, solicite una inspección del contador.</li></ul>',
    ],
    fr: [
      'Pourquoi ma facture est-elle plus élevée que d’habitude ?',
      '<p>Le plus souvent, la consommation a augmenté : chauffe-eau et radiateurs pendant les mois froids (juin à août), climatisation pendant les mois chauds (octobre à février). Comparez les périodes dans <strong>Consommation</strong>.</p><ul><li>Vérifiez si la facture couvre plus de jours que d’habitude.</li><li>Vérifiez si un montant impayé a été reporté.</li><li>Si le relevé semble erroné, demandez une inspection du compteur.</li></ul>',
    ],
  },
  {
    categoryId: c.top10,
    en: [
      'How do I register for an online account?',
      '<p>Choose <strong>Register</strong> on the sign-in page. You need your 12-digit account number from your bill, the account holder’s name and date of birth or Omang number, and an email address.</p><p>After registering, confirm your email address with the link we send you.</p>',
    ],
    sp: [
      '¿Cómo me registro para obtener una cuenta en línea?',
      '<p>Elija <strong>Registrarse</strong> en la página de inicio de sesión. Necesita el número de cuenta de 12 dígitos de su factura, el nombre y la fecha de nacimiento o el número de Omang del titular, y una dirección de correo electrónico.</p><p>Tras registrarse, confirme su correo con el enlace que le enviamos.</p>',
    ],
    fr: [
      'Comment créer un compte en ligne ?',
      '<p>Choisissez <strong>S’inscrire</strong> sur la page de connexion. Il vous faut le numéro de compte à 12 chiffres figurant sur votre facture, le nom et la date de naissance ou le numéro Omang du titulaire, et une adresse e-mail.</p><p>Après l’inscription, confirmez votre adresse e-mail avec le lien que nous vous envoyons.</p>',
    ],
  },
  // ------------------------------------------------------------ Billing & Payment
  {
    categoryId: c.billingPayment,
    en: [
      'When is my bill due?',
      '<p>Each bill is due 21 days after the bill date shown on it. The due date is also shown on your dashboard and under <strong>Current Bill</strong>.</p><p>Payments made after the due date appear as past due on your next bill.</p>',
    ],
    sp: [
      '¿Cuándo vence mi factura?',
      '<p>Cada factura vence 21 días después de la fecha de emisión indicada en ella. La fecha de vencimiento también aparece en su panel y en <strong>Factura actual</strong>.</p><p>Los pagos realizados después del vencimiento figuran como importe vencido en la siguiente factura.</p>',
    ],
    fr: [
      'Quand ma facture doit-elle être payée ?',
      '<p>Chaque facture est payable 21 jours après la date de facturation qui y figure. L’échéance est aussi affichée sur votre tableau de bord et dans <strong>Facture actuelle</strong>.</p><p>Les paiements effectués après l’échéance apparaissent comme arriérés sur la facture suivante.</p>',
    ],
  },
  {
    categoryId: c.billingPayment,
    en: [
      'Which payment methods can I use?',
      '<ul><li>Visa and Mastercard debit or credit cards.</li><li>A bank account (checking or savings).</li><li>Cash or card at any of our 17 service centers.</li></ul><p>Saved cards are kept by our payment provider as a token; we never store your full card number or security code.</p>',
    ],
    sp: [
      '¿Qué métodos de pago puedo usar?',
      '<ul><li>Tarjetas de débito o crédito Visa y Mastercard.</li><li>Una cuenta bancaria (corriente o de ahorro).</li><li>Efectivo o tarjeta en cualquiera de nuestros 17 centros de servicio.</li></ul><p>Las tarjetas guardadas las conserva nuestro proveedor de pagos como un token; nunca almacenamos el número completo ni el código de seguridad.</p>',
    ],
    fr: [
      'Quels moyens de paiement puis-je utiliser ?',
      '<ul><li>Les cartes de débit ou de crédit Visa et Mastercard.</li><li>Un compte bancaire (courant ou épargne).</li><li>Espèces ou carte dans l’un de nos 17 centres de service.</li></ul><p>Les cartes enregistrées sont conservées par notre prestataire de paiement sous forme de jeton ; nous ne stockons jamais le numéro complet ni le code de sécurité.</p>',
    ],
  },
  {
    categoryId: c.billingPayment,
    en: [
      'Can I schedule a payment for a later date?',
      '<p>Yes. In <strong>Make a Payment</strong>, choose a payment date up to the due date. You can cancel a scheduled payment from <strong>Billing &amp; Payment History</strong> until the day before it runs.</p>',
    ],
    sp: [
      '¿Puedo programar un pago para una fecha posterior?',
      '<p>Sí. En <strong>Realizar un pago</strong>, elija una fecha de pago hasta la fecha de vencimiento. Puede cancelar un pago programado desde el <strong>Historial de facturas y pagos</strong> hasta el día anterior a su ejecución.</p>',
    ],
    fr: [
      'Puis-je programmer un paiement à une date ultérieure ?',
      '<p>Oui. Dans <strong>Effectuer un paiement</strong>, choisissez une date de paiement jusqu’à l’échéance. Vous pouvez annuler un paiement programmé depuis l’<strong>Historique des factures et paiements</strong> jusqu’à la veille de son exécution.</p>',
    ],
  },
  {
    categoryId: c.billingPayment,
    en: [
      'What is paperless billing and how do I enroll?',
      '<p>With paperless billing we email you when your bill is ready instead of posting it, and every bill stays available as a PDF in the portal.</p><p>Turn it on in <strong>Account Information</strong> or when you make a payment.</p>',
    ],
    sp: [
      '¿Qué es la factura sin papel y cómo me inscribo?',
      '<p>Con la factura sin papel le avisamos por correo electrónico cuando su factura está lista en lugar de enviarla por correo postal, y todas las facturas siguen disponibles en PDF en el portal.</p><p>Actívela en <strong>Información de la cuenta</strong> o al realizar un pago.</p>',
    ],
    fr: [
      'Qu’est-ce que la facture sans papier et comment y adhérer ?',
      '<p>Avec la facture sans papier, nous vous prévenons par e-mail lorsque votre facture est prête au lieu de l’envoyer par la poste, et chaque facture reste disponible en PDF dans le portail.</p><p>Activez-la dans <strong>Informations du compte</strong> ou lors d’un paiement.</p>',
    ],
  },
  {
    categoryId: c.billingPayment,
    en: [
      'My meter rejects my prepaid token. What should I do?',
      '<ul><li>Check that you entered all 20 digits for the right meter number.</li><li>Tokens must be entered in the order they were bought.</li><li>Find the token again under <strong>Token &amp; Transaction History</strong>.</li></ul><p>If the meter still shows an error, call {UtilityPhone} with the token and the meter’s error code.</p>',
    ],
    sp: [
      'Mi contador rechaza el token prepago. ¿Qué hago?',
      '<ul><li>Compruebe que ha introducido los 20 dígitos para el número de contador correcto.</li><li>Los tokens deben introducirse en el orden en que se compraron.</li><li>Vuelva a consultar el token en el <strong>Historial de tokens y transacciones</strong>.</li></ul><p>Si el contador sigue mostrando un error, llame al {UtilityPhone} con el token y el código de error del contador.</p>',
    ],
    fr: [
      'Mon compteur refuse mon jeton prépayé. Que faire ?',
      '<ul><li>Vérifiez que vous avez saisi les 20 chiffres pour le bon numéro de compteur.</li><li>Les jetons doivent être saisis dans l’ordre d’achat.</li><li>Retrouvez le jeton dans l’<strong>Historique des jetons et transactions</strong>.</li></ul><p>Si le compteur affiche toujours une erreur, appelez le {UtilityPhone} avec le jeton et le code d’erreur du compteur.</p>',
    ],
  },
  // ------------------------------------------------------------ Usage
  {
    categoryId: c.usage,
    en: [
      'Where can I see my electricity usage?',
      '<p>Open <strong>Usage &gt; Usage Overview</strong>. Choose daily, monthly or yearly views, and switch between electricity, water, gas and solar when your account has those meters.</p>',
    ],
    sp: [
      '¿Dónde puedo ver mi consumo de electricidad?',
      '<p>Abra <strong>Consumo &gt; Resumen de consumo</strong>. Elija la vista diaria, mensual o anual y cambie entre electricidad, agua, gas y solar si su cuenta tiene esos contadores.</p>',
    ],
    fr: [
      'Où puis-je voir ma consommation d’électricité ?',
      '<p>Ouvrez <strong>Consommation &gt; Vue d’ensemble</strong>. Choisissez une vue journalière, mensuelle ou annuelle, et passez de l’électricité à l’eau, au gaz ou au solaire si votre compte a ces compteurs.</p>',
    ],
  },
  {
    categoryId: c.usage,
    en: [
      'Why does my usage change with the seasons?',
      '<p>Winter mornings and nights are cold, so geysers and heaters run longer; summer heat brings fans and air conditioning. Turn on the weather overlay in <strong>Usage</strong> to see how temperature follows your use.</p>',
    ],
    sp: [
      '¿Por qué mi consumo cambia según la estación?',
      '<p>Las mañanas y noches de invierno son frías, por lo que calentadores y estufas funcionan más tiempo; el calor del verano trae ventiladores y aire acondicionado. Active la capa del tiempo en <strong>Consumo</strong> para ver cómo la temperatura sigue su consumo.</p>',
    ],
    fr: [
      'Pourquoi ma consommation varie-t-elle selon les saisons ?',
      '<p>Les matins et les nuits d’hiver sont froids : chauffe-eau et radiateurs fonctionnent plus longtemps ; la chaleur de l’été apporte ventilateurs et climatisation. Activez la superposition météo dans <strong>Consommation</strong> pour voir la température suivre votre consommation.</p>',
    ],
  },
  {
    categoryId: c.usage,
    en: [
      'Can I download my usage data?',
      '<p>Yes. In <strong>Usage</strong>, choose the period and select <strong>Download</strong> to get a spreadsheet of your readings.</p>',
    ],
    sp: [
      '¿Puedo descargar mis datos de consumo?',
      '<p>Sí. En <strong>Consumo</strong>, elija el periodo y seleccione <strong>Descargar</strong> para obtener una hoja de cálculo con sus lecturas.</p>',
    ],
    fr: [
      'Puis-je télécharger mes données de consommation ?',
      '<p>Oui. Dans <strong>Consommation</strong>, choisissez la période puis <strong>Télécharger</strong> pour obtenir un tableur de vos relevés.</p>',
    ],
  },
  {
    categoryId: c.usage,
    en: [
      'How do high-usage alerts work?',
      '<p>In <strong>Notification Preferences</strong>, set a daily threshold in kWh. When a day’s use goes above it, we send you an email or text message so you can act before the bill arrives.</p>',
    ],
    sp: [
      '¿Cómo funcionan las alertas de consumo elevado?',
      '<p>En <strong>Preferencias de notificación</strong>, fije un umbral diario en kWh. Cuando el consumo de un día lo supera, le enviamos un correo o un SMS para que pueda actuar antes de que llegue la factura.</p>',
    ],
    fr: [
      'Comment fonctionnent les alertes de forte consommation ?',
      '<p>Dans <strong>Préférences de notification</strong>, fixez un seuil journalier en kWh. Quand la consommation d’une journée le dépasse, nous vous envoyons un e-mail ou un SMS pour que vous puissiez agir avant la facture.</p>',
    ],
  },
  // ------------------------------------------------------------ Start, stop, transfer
  {
    categoryId: c.startStopTransfer,
    en: [
      'How do I start electricity service at a new address?',
      '<p>Choose <strong>Services &gt; Move In</strong> (or <strong>Start Service</strong> before signing in). Give the plot number and area, your Omang or passport, and a preferred connection date. We confirm the appointment by email and text message.</p>',
    ],
    sp: [
      '¿Cómo inicio el servicio eléctrico en una nueva dirección?',
      '<p>Elija <strong>Servicios &gt; Alta de suministro</strong> (o <strong>Iniciar servicio</strong> sin iniciar sesión). Indique el número de parcela y la zona, su Omang o pasaporte y una fecha de conexión preferida. Confirmamos la cita por correo electrónico y SMS.</p>',
    ],
    fr: [
      'Comment ouvrir l’électricité à une nouvelle adresse ?',
      '<p>Choisissez <strong>Services &gt; Emménagement</strong> (ou <strong>Ouvrir un service</strong> sans vous connecter). Indiquez le numéro de parcelle et le quartier, votre Omang ou passeport et une date de raccordement souhaitée. Nous confirmons le rendez-vous par e-mail et SMS.</p>',
    ],
  },
  {
    categoryId: c.startStopTransfer,
    en: [
      'How do I stop my service when I move out?',
      '<p>Choose <strong>Services &gt; Move Out</strong> at least three working days before you leave. We take a final reading on the chosen date and send the final bill to your mailing address or email.</p>',
    ],
    sp: [
      '¿Cómo doy de baja el servicio cuando me mudo?',
      '<p>Elija <strong>Servicios &gt; Baja de suministro</strong> al menos tres días hábiles antes de irse. Tomamos la lectura final en la fecha elegida y enviamos la última factura a su dirección postal o correo electrónico.</p>',
    ],
    fr: [
      'Comment arrêter mon service lors d’un déménagement ?',
      '<p>Choisissez <strong>Services &gt; Déménagement</strong> au moins trois jours ouvrables avant votre départ. Nous relevons le compteur à la date choisie et envoyons la facture finale à votre adresse postale ou par e-mail.</p>',
    ],
  },
  {
    categoryId: c.startStopTransfer,
    en: [
      'Can I move my service to my new home in one request?',
      '<p>Yes. <strong>Transfer Service</strong> stops service at your current address and starts it at the new one. Choose both dates; any credit on the old account moves to the new one.</p>',
    ],
    sp: [
      '¿Puedo trasladar el servicio a mi nueva casa en una sola solicitud?',
      '<p>Sí. <strong>Traslado de servicio</strong> da de baja el suministro en su dirección actual y lo da de alta en la nueva. Elija ambas fechas; cualquier saldo a favor de la cuenta antigua pasa a la nueva.</p>',
    ],
    fr: [
      'Puis-je transférer mon service vers mon nouveau logement en une seule demande ?',
      '<p>Oui. <strong>Transfert de service</strong> arrête le service à votre adresse actuelle et l’ouvre à la nouvelle. Choisissez les deux dates ; tout crédit de l’ancien compte est reporté sur le nouveau.</p>',
    ],
  },
  {
    categoryId: c.startStopTransfer,
    en: [
      'What documents do I need for a new connection?',
      '<ul><li>Omang or passport of the owner.</li><li>Proof of ownership or lease of the plot.</li><li>A site sketch plan.</li><li>The wiring certificate of a registered electrician.</li></ul><p>Upload them in <strong>New Connection</strong>; we contact you with a quotation.</p>',
    ],
    sp: [
      '¿Qué documentos necesito para una nueva conexión?',
      '<ul><li>Omang o pasaporte del propietario.</li><li>Prueba de propiedad o arrendamiento de la parcela.</li><li>Un croquis del terreno.</li><li>El certificado de instalación de un electricista registrado.</li></ul><p>Súbalos en <strong>Nueva conexión</strong>; nos pondremos en contacto con un presupuesto.</p>',
    ],
    fr: [
      'Quels documents faut-il pour un nouveau raccordement ?',
      '<ul><li>Omang ou passeport du propriétaire.</li><li>Justificatif de propriété ou bail de la parcelle.</li><li>Un plan de situation.</li><li>Le certificat de câblage d’un électricien agréé.</li></ul><p>Téléversez-les dans <strong>Nouveau raccordement</strong> ; nous vous contactons avec un devis.</p>',
    ],
  },
  {
    categoryId: c.startStopTransfer,
    en: [
      'How can I follow my service request?',
      '<p>Open <strong>Service Tracker</strong> to see each request with its status: Open, Requires Work or Closed. You can change or cancel an open request there.</p>',
    ],
    sp: [
      '¿Cómo sigo mi solicitud de servicio?',
      '<p>Abra el <strong>Seguimiento de solicitudes</strong> para ver cada solicitud con su estado: Abierta, Requiere trabajo o Cerrada. Allí puede modificar o cancelar una solicitud abierta.</p>',
    ],
    fr: [
      'Comment suivre ma demande de service ?',
      '<p>Ouvrez le <strong>Suivi des demandes</strong> pour voir chaque demande et son statut : Ouverte, Travaux nécessaires ou Clôturée. Vous pouvez y modifier ou annuler une demande ouverte.</p>',
    ],
  },
  // ------------------------------------------------------------ Login and registration
  {
    categoryId: c.loginRegistration,
    en: [
      'What do I need to register?',
      '<ul><li>Your 12-digit account number.</li><li>The account holder’s first and last name.</li><li>The holder’s date of birth or Omang number.</li><li>An email address and a mobile number starting with 7.</li></ul>',
    ],
    sp: [
      '¿Qué necesito para registrarme?',
      '<ul><li>Su número de cuenta de 12 dígitos.</li><li>El nombre y el apellido del titular.</li><li>La fecha de nacimiento o el número de Omang del titular.</li><li>Un correo electrónico y un número móvil que empiece por 7.</li></ul>',
    ],
    fr: [
      'Que faut-il pour s’inscrire ?',
      '<ul><li>Votre numéro de compte à 12 chiffres.</li><li>Le prénom et le nom du titulaire.</li><li>La date de naissance ou le numéro Omang du titulaire.</li><li>Une adresse e-mail et un numéro de mobile commençant par 7.</li></ul>',
    ],
  },
  {
    categoryId: c.loginRegistration,
    en: [
      'I forgot my user ID. What should I do?',
      '<p>Choose <strong>Forgot User ID</strong> on the sign-in page and enter the email address or account number you registered with. We email your user ID to the address on your profile.</p>',
    ],
    sp: [
      'He olvidado mi ID de usuario. ¿Qué hago?',
      '<p>Elija <strong>¿Olvidó su ID de usuario?</strong> en la página de inicio de sesión e introduzca el correo o el número de cuenta con el que se registró. Le enviaremos su ID de usuario a la dirección de su perfil.</p>',
    ],
    fr: [
      'J’ai oublié mon identifiant. Que faire ?',
      '<p>Choisissez <strong>Identifiant oublié</strong> sur la page de connexion et saisissez l’adresse e-mail ou le numéro de compte utilisé lors de l’inscription. Nous envoyons votre identifiant à l’adresse de votre profil.</p>',
    ],
  },
  {
    categoryId: c.loginRegistration,
    en: [
      'How do I reset my password?',
      '<p>Choose <strong>Forgot Password</strong>, enter your user ID and follow the link we email you. A new password needs 8 to 32 characters with a lower-case letter, an upper-case letter, a digit and one of !@#&amp;+$%*()_-.</p>',
    ],
    sp: [
      '¿Cómo restablezco mi contraseña?',
      '<p>Elija <strong>¿Olvidó su contraseña?</strong>, introduzca su ID de usuario y siga el enlace que le enviamos. La nueva contraseña necesita de 8 a 32 caracteres con una minúscula, una mayúscula, un dígito y uno de !@#&amp;+$%*()_-.</p>',
    ],
    fr: [
      'Comment réinitialiser mon mot de passe ?',
      '<p>Choisissez <strong>Mot de passe oublié</strong>, saisissez votre identifiant et suivez le lien envoyé par e-mail. Le nouveau mot de passe doit compter 8 à 32 caractères avec une minuscule, une majuscule, un chiffre et l’un de !@#&amp;+$%*()_-.</p>',
    ],
  },
  {
    categoryId: c.loginRegistration,
    en: [
      'What is two-factor authentication?',
      '<p>When it is on, signing in also asks for a one-time code sent to your phone or email. Turn it on or off in <strong>My Profile</strong>; we recommend keeping it on.</p>',
    ],
    sp: [
      '¿Qué es la autenticación de dos factores?',
      '<p>Cuando está activada, al iniciar sesión también se pide un código de un solo uso enviado a su teléfono o correo. Actívela o desactívela en <strong>Mi perfil</strong>; le recomendamos mantenerla activa.</p>',
    ],
    fr: [
      'Qu’est-ce que l’authentification à deux facteurs ?',
      '<p>Lorsqu’elle est activée, la connexion demande aussi un code à usage unique envoyé sur votre téléphone ou par e-mail. Activez-la ou désactivez-la dans <strong>Mon profil</strong> ; nous vous conseillons de la garder active.</p>',
    ],
  },
  {
    categoryId: c.loginRegistration,
    en: [
      'Why can I not sign in?',
      '<p>After several wrong passwords, sign-in is blocked for a short time to protect your account. Wait a few minutes or reset your password. If you still cannot sign in, use <strong>Problem Signing In</strong> or call {CustomerCarePhone}.</p>',
    ],
    sp: [
      '¿Por qué no puedo iniciar sesión?',
      '<p>Tras varias contraseñas incorrectas, el inicio de sesión se bloquea un tiempo para proteger su cuenta. Espere unos minutos o restablezca su contraseña. Si aún no puede entrar, use <strong>Problemas para iniciar sesión</strong> o llame al {CustomerCarePhone}.</p>',
    ],
    fr: [
      'Pourquoi ne puis-je pas me connecter ?',
      '<p>Après plusieurs mots de passe erronés, la connexion est bloquée un court moment pour protéger votre compte. Patientez quelques minutes ou réinitialisez votre mot de passe. Si le problème persiste, utilisez <strong>Problème de connexion</strong> ou appelez le {CustomerCarePhone}.</p>',
    ],
  },
  // ------------------------------------------------------------ Notifications
  {
    categoryId: c.notification,
    en: [
      'Which notifications can I receive?',
      '<ul><li>Bill ready, payment received and payment due reminders.</li><li>Planned and unplanned outages in your area.</li><li>Service request updates.</li><li>High daily usage alerts.</li></ul>',
    ],
    sp: [
      '¿Qué notificaciones puedo recibir?',
      '<ul><li>Factura disponible, pago recibido y recordatorios de vencimiento.</li><li>Cortes programados e imprevistos en su zona.</li><li>Novedades de sus solicitudes de servicio.</li><li>Alertas de consumo diario elevado.</li></ul>',
    ],
    fr: [
      'Quelles notifications puis-je recevoir ?',
      '<ul><li>Facture disponible, paiement reçu et rappels d’échéance.</li><li>Coupures programmées et imprévues dans votre zone.</li><li>Suivi de vos demandes de service.</li><li>Alertes de forte consommation journalière.</li></ul>',
    ],
  },
  {
    categoryId: c.notification,
    en: [
      'How do I choose how I am notified?',
      '<p>In <strong>Notification Preferences</strong>, tick email, text message or both for each type of notification, and keep your contact details up to date in <strong>My Profile</strong>.</p>',
    ],
    sp: [
      '¿Cómo elijo cómo se me notifica?',
      '<p>En <strong>Preferencias de notificación</strong>, marque correo electrónico, SMS o ambos para cada tipo de aviso, y mantenga sus datos de contacto al día en <strong>Mi perfil</strong>.</p>',
    ],
    fr: [
      'Comment choisir la façon dont je suis prévenu ?',
      '<p>Dans <strong>Préférences de notification</strong>, cochez e-mail, SMS ou les deux pour chaque type d’avis, et tenez vos coordonnées à jour dans <strong>Mon profil</strong>.</p>',
    ],
  },
  {
    categoryId: c.notification,
    en: [
      'What are quiet hours?',
      '<p>Quiet hours are a time window, for example 22:00 to 06:00, in which we hold back text messages other than safety and outage alerts. Set them in <strong>Notification Preferences</strong>.</p>',
    ],
    sp: [
      '¿Qué son las horas de silencio?',
      '<p>Las horas de silencio son una franja, por ejemplo de 22:00 a 06:00, en la que no enviamos SMS salvo avisos de seguridad y de cortes. Configúrelas en <strong>Preferencias de notificación</strong>.</p>',
    ],
    fr: [
      'Que sont les heures de silence ?',
      '<p>Les heures de silence sont une plage horaire, par exemple de 22 h à 6 h, pendant laquelle nous n’envoyons pas de SMS, sauf alertes de sécurité et de coupure. Réglez-les dans <strong>Préférences de notification</strong>.</p>',
    ],
  },
  {
    categoryId: c.notification,
    en: [
      'Why did I stop receiving text messages?',
      '<p>If messages to your number fail several times, the channel is marked as blocked. Check the mobile number in <strong>My Profile</strong>, then turn text messages on again in <strong>Notification Preferences</strong>.</p>',
    ],
    sp: [
      '¿Por qué he dejado de recibir SMS?',
      '<p>Si los mensajes a su número fallan varias veces, el canal se marca como bloqueado. Compruebe el número móvil en <strong>Mi perfil</strong> y vuelva a activar los SMS en <strong>Preferencias de notificación</strong>.</p>',
    ],
    fr: [
      'Pourquoi ne reçois-je plus de SMS ?',
      '<p>Si les messages vers votre numéro échouent plusieurs fois, le canal est marqué comme bloqué. Vérifiez le numéro de mobile dans <strong>Mon profil</strong>, puis réactivez les SMS dans <strong>Préférences de notification</strong>.</p>',
    ],
  },
  // ------------------------------------------------------------ Dashboard
  {
    categoryId: c.dashboard,
    en: [
      'What does the dashboard show?',
      '<p>Your current balance and due date, your latest usage, recent payments, outages affecting your address and the status of your service requests, for the account selected at the top of the page.</p>',
    ],
    sp: [
      '¿Qué muestra el panel?',
      '<p>Su saldo actual y la fecha de vencimiento, su consumo reciente, los últimos pagos, los cortes que afectan a su dirección y el estado de sus solicitudes, para la cuenta seleccionada en la parte superior.</p>',
    ],
    fr: [
      'Que montre le tableau de bord ?',
      '<p>Votre solde et votre échéance, votre consommation récente, vos derniers paiements, les pannes touchant votre adresse et l’état de vos demandes, pour le compte sélectionné en haut de la page.</p>',
    ],
  },
  {
    categoryId: c.dashboard,
    en: [
      'How do I switch between my accounts?',
      '<p>Use the account selector in the header. It lists each service account with its nickname, address and account number; your default account is marked <strong>Default</strong>.</p>',
    ],
    sp: [
      '¿Cómo cambio entre mis cuentas?',
      '<p>Use el selector de cuentas del encabezado. Muestra cada cuenta con su alias, dirección y número de cuenta; su cuenta predeterminada lleva la marca <strong>Predeterminada</strong>.</p>',
    ],
    fr: [
      'Comment passer d’un compte à l’autre ?',
      '<p>Utilisez le sélecteur de compte de l’en-tête. Il liste chaque compte avec son surnom, son adresse et son numéro ; votre compte par défaut porte la mention <strong>Par défaut</strong>.</p>',
    ],
  },
  {
    categoryId: c.dashboard,
    en: [
      'Why is there a colored banner at the top of my dashboard?',
      '<p>Banners tell you about something that needs attention: red for a disconnection notice, amber for an outage or a preference to review, green for a service update. Use the numbered buttons to move between them.</p>',
    ],
    sp: [
      '¿Por qué aparece un aviso de color en la parte superior del panel?',
      '<p>Los avisos indican algo que requiere su atención: rojo para un aviso de corte por impago, ámbar para un corte o una preferencia que revisar, verde para una novedad del servicio. Use los botones numerados para pasar de uno a otro.</p>',
    ],
    fr: [
      'Pourquoi un bandeau coloré apparaît-il en haut de mon tableau de bord ?',
      '<p>Les bandeaux signalent un point à traiter : rouge pour un avis de coupure, orange pour une panne ou une préférence à revoir, vert pour une information de service. Utilisez les boutons numérotés pour passer de l’un à l’autre.</p>',
    ],
  },
  {
    categoryId: c.dashboard,
    en: [
      'Why are some menu items missing?',
      '<p>Menus depend on your role on the selected account. Guest users see only viewing pages, prepaid accounts see Recharge Meter instead of bill payment, and some features are not available while an account is restricted.</p>',
    ],
    sp: [
      '¿Por qué faltan algunas opciones del menú?',
      '<p>Los menús dependen de su función en la cuenta seleccionada. Los invitados solo ven páginas de consulta, las cuentas prepago ven Recargar contador en lugar del pago de facturas y algunas funciones no están disponibles mientras una cuenta está restringida.</p>',
    ],
    fr: [
      'Pourquoi certaines entrées de menu sont-elles absentes ?',
      '<p>Les menus dépendent de votre rôle sur le compte sélectionné. Les invités ne voient que des pages de consultation, les comptes prépayés voient Recharger le compteur au lieu du paiement de facture, et certaines fonctions sont indisponibles quand un compte est restreint.</p>',
    ],
  },
  // ------------------------------------------------------------ Account management
  {
    categoryId: c.accountManagement,
    en: [
      'How do I add another service account to my profile?',
      '<p>In <strong>Account Information</strong>, choose <strong>Link Account</strong> and enter the account number with the holder’s details. Once validated, the account appears in the account selector.</p>',
    ],
    sp: [
      '¿Cómo añado otra cuenta de servicio a mi perfil?',
      '<p>En <strong>Información de la cuenta</strong>, elija <strong>Vincular cuenta</strong> e introduzca el número de cuenta con los datos del titular. Una vez validada, la cuenta aparece en el selector de cuentas.</p>',
    ],
    fr: [
      'Comment ajouter un autre compte de service à mon profil ?',
      '<p>Dans <strong>Informations du compte</strong>, choisissez <strong>Lier un compte</strong> et saisissez le numéro de compte avec les informations du titulaire. Une fois validé, le compte apparaît dans le sélecteur de compte.</p>',
    ],
  },
  {
    categoryId: c.accountManagement,
    en: [
      'How do I give someone else access to my account?',
      '<p>In <strong>Guest User</strong>, invite a person by email, choose their role and how long the access lasts. They receive a link to register; you can change, resend or revoke the invitation at any time.</p>',
    ],
    sp: [
      '¿Cómo doy acceso a mi cuenta a otra persona?',
      '<p>En <strong>Usuario invitado</strong>, invite a una persona por correo electrónico, elija su función y la duración del acceso. Recibirá un enlace para registrarse; puede modificar, reenviar o revocar la invitación en cualquier momento.</p>',
    ],
    fr: [
      'Comment donner accès à mon compte à une autre personne ?',
      '<p>Dans <strong>Utilisateur invité</strong>, invitez une personne par e-mail, choisissez son rôle et la durée de l’accès. Elle reçoit un lien pour s’inscrire ; vous pouvez modifier, renvoyer ou révoquer l’invitation à tout moment.</p>',
    ],
  },
  {
    categoryId: c.accountManagement,
    en: [
      'How do I change my email address or phone number?',
      '<p>Open <strong>My Profile</strong> and edit your primary or alternate email and phone. For your security we may ask for your password and send a confirmation to the new address.</p>',
    ],
    sp: [
      '¿Cómo cambio mi correo electrónico o mi teléfono?',
      '<p>Abra <strong>Mi perfil</strong> y modifique su correo o teléfono principal o alternativo. Por seguridad, podemos pedirle su contraseña y enviar una confirmación a la nueva dirección.</p>',
    ],
    fr: [
      'Comment modifier mon adresse e-mail ou mon numéro de téléphone ?',
      '<p>Ouvrez <strong>Mon profil</strong> et modifiez votre e-mail ou téléphone principal ou secondaire. Pour votre sécurité, nous pouvons demander votre mot de passe et envoyer une confirmation à la nouvelle adresse.</p>',
    ],
  },
  {
    categoryId: c.accountManagement,
    en: [
      'How do I name an account or make it my default?',
      '<p>In <strong>Account Information</strong>, give each account a nickname such as “Home” or “Cattle post”, and choose which account opens first when you sign in.</p>',
    ],
    sp: [
      '¿Cómo pongo un alias a una cuenta o la hago predeterminada?',
      '<p>En <strong>Información de la cuenta</strong>, dé a cada cuenta un alias como «Casa» o «Granja», y elija qué cuenta se abre primero al iniciar sesión.</p>',
    ],
    fr: [
      'Comment nommer un compte ou le définir par défaut ?',
      '<p>Dans <strong>Informations du compte</strong>, donnez à chaque compte un surnom comme « Maison » ou « Ferme », et choisissez le compte qui s’ouvre en premier à la connexion.</p>',
    ],
  },
  {
    categoryId: c.accountManagement,
    en: [
      'How do I save a card or bank account for faster payments?',
      '<p>In <strong>Payment Information</strong>, add a card or bank account and optionally make it your default. Only a token, the card brand, the last four digits and the expiry date are kept.</p>',
    ],
    sp: [
      '¿Cómo guardo una tarjeta o cuenta bancaria para pagar más rápido?',
      '<p>En <strong>Información de pago</strong>, añada una tarjeta o cuenta bancaria y, si quiere, márquela como predeterminada. Solo se guardan un token, la marca de la tarjeta, los cuatro últimos dígitos y la fecha de caducidad.</p>',
    ],
    fr: [
      'Comment enregistrer une carte ou un compte bancaire pour payer plus vite ?',
      '<p>Dans <strong>Informations de paiement</strong>, ajoutez une carte ou un compte bancaire et définissez-le par défaut si vous le souhaitez. Seuls un jeton, la marque, les quatre derniers chiffres et la date d’expiration sont conservés.</p>',
    ],
  },
];

/**
 * The most asked questions of the other categories: with the five written for Top 10 FAQs above,
 * they make its ten (each stays in its own category too).
 */
const alsoInTopTen = [
  'When is my bill due?',
  'Can I schedule a payment for a later date?',
  'My meter rejects my prepaid token. What should I do?',
  'How do I reset my password?',
  'How do I start electricity service at a new address?',
];

export const faqSeed: FaqSeedEntry[] = [
  ...entriesByCategory,
  ...alsoInTopTen.map((question) => {
    const entry = entriesByCategory.find((candidate) => candidate.en[0] === question);
    if (!entry) throw new Error(`No FAQ entry "${question}" for Top 10 FAQs`);
    return { ...entry, categoryId: c.top10 };
  }),
];

/** American to British spellings that occur in the English content. */
const britishSpellings: [RegExp, string][] = [
  [/\bcolor/g, 'colour'],
  [/\bColor/g, 'Colour'],
  [/\bcenter/g, 'centre'],
  [/\bCenter/g, 'Centre'],
  [/\bprogram(s?)\b/g, 'programme$1'],
  [/\bProgram(s?)\b/g, 'Programme$1'],
  [/\benroll\b/g, 'enrol'],
  [/\benrollment/g, 'enrolment'],
  [/\bcanceled/g, 'cancelled'],
  [/\bauthoriz/g, 'authoris'],
  [/\borganiz/g, 'organis'],
  [/\brecogniz/g, 'recognis'],
  [/\bpersonaliz/g, 'personalis'],
  [/\bbehavior/g, 'behaviour'],
  [/\blicense\b/g, 'licence'],
  [/\bchecking or savings\b/g, 'cheque or savings'],
  [/(\d) meters\b/g, '$1 metres'],
];

export function britishEnglish(text: string): string {
  return britishSpellings.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
