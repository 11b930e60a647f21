/**
 * FAQ content of the pre-login topic pages (categories 20-25 of faqCategories: safety, rebates,
 * outages, agency, new connection, landlord), in English, Spanish and French.
 */
import { faqCategories } from '../../../src/domain/constants.ts';
import type { FaqSeedEntry } from './faq.ts';

const c = faqCategories;

export const faqTopicSeed: FaqSeedEntry[] = [
  // ------------------------------------------------------------ Safety
  {
    categoryId: c.safety,
    en: [
      'What should I do if I see a fallen power line?',
      '<p>Always treat a fallen line as live. Stay at least 10 meters away, keep children and animals back, and call {UtilityPhone} at once, day or night. Never try to move a line, even with a stick.</p>',
    ],
    sp: [
      '¿Qué hago si veo un cable eléctrico caído?',
      '<p>Considere siempre que un cable caído tiene corriente. Manténgase al menos a 10 metros, aleje a niños y animales y llame de inmediato al {UtilityPhone}, de día o de noche. Nunca intente mover un cable, ni siquiera con un palo.</p>',
    ],
    fr: [
      'Que faire si je vois une ligne électrique tombée ?',
      '<p>Considérez toujours qu’une ligne tombée est sous tension. Restez à au moins 10 mètres, éloignez enfants et animaux et appelez immédiatement le {UtilityPhone}, de jour comme de nuit. N’essayez jamais de déplacer une ligne, même avec un bâton.</p>',
    ],
  },
  {
    categoryId: c.safety,
    en: [
      'Is it safe to use a generator during an outage?',
      '<p>Only if it is connected through a changeover switch installed by a registered electrician. A generator plugged straight into your wiring can feed power back into the network and kill a line worker.</p><ul><li>Run generators outdoors, never in a garage or room.</li><li>Switch off the main switch before starting it.</li></ul>',
    ],
    sp: [
      '¿Es seguro usar un generador durante un corte?',
      '<p>Solo si está conectado mediante un conmutador instalado por un electricista registrado. Un generador enchufado directamente a la instalación puede devolver corriente a la red y matar a un operario.</p><ul><li>Use el generador al aire libre, nunca en un garaje o una habitación.</li><li>Desconecte el interruptor general antes de arrancarlo.</li></ul>',
    ],
    fr: [
      'Puis-je utiliser un groupe électrogène pendant une panne ?',
      '<p>Seulement s’il est raccordé par un inverseur installé par un électricien agréé. Un groupe branché directement sur votre installation peut renvoyer du courant dans le réseau et tuer un agent.</p><ul><li>Faites-le tourner à l’extérieur, jamais dans un garage ou une pièce.</li><li>Coupez le disjoncteur général avant de le démarrer.</li></ul>',
    ],
  },
  {
    categoryId: c.safety,
    en: [
      'Can I cut trees that grow near power lines?',
      '<p>No. Trees touching lines can carry current. Ask us to trim them by calling {CustomerCarePhone}; our teams do it free of charge. Keep new trees at least 5 meters from overhead lines.</p>',
    ],
    sp: [
      '¿Puedo podar árboles que crecen cerca de las líneas eléctricas?',
      '<p>No. Un árbol que toca una línea puede conducir la corriente. Pídanos la poda llamando al {CustomerCarePhone}; nuestros equipos la hacen gratis. Plante los árboles nuevos al menos a 5 metros de las líneas aéreas.</p>',
    ],
    fr: [
      'Puis-je couper des arbres qui poussent près des lignes ?',
      '<p>Non. Un arbre qui touche une ligne peut conduire le courant. Demandez-nous l’élagage au {CustomerCarePhone} ; nos équipes le font gratuitement. Plantez les nouveaux arbres à au moins 5 mètres des lignes aériennes.</p>',
    ],
  },
  {
    categoryId: c.safety,
    en: [
      'Why is meter tampering dangerous?',
      '<p>Bypassing or opening a meter exposes live parts and often causes fires and electrocution. It is also illegal and leads to disconnection and penalties. Report tampering in confidence on {UtilityPhone}.</p>',
    ],
    sp: [
      '¿Por qué es peligroso manipular el contador?',
      '<p>Puentear o abrir un contador deja al descubierto partes con tensión y provoca a menudo incendios y electrocuciones. Además es ilegal y conlleva el corte del suministro y sanciones. Denuncie la manipulación de forma confidencial al {UtilityPhone}.</p>',
    ],
    fr: [
      'Pourquoi est-il dangereux de trafiquer un compteur ?',
      '<p>Contourner ou ouvrir un compteur expose des pièces sous tension et provoque souvent incendies et électrocutions. C’est aussi illégal et entraîne coupure et sanctions. Signalez les fraudes en toute confidentialité au {UtilityPhone}.</p>',
    ],
  },
  // ------------------------------------------------------------ Rebates
  {
    categoryId: c.rebates,
    en: [
      'Which rebates are available?',
      '<ul><li>Solar water heaters that replace an electric geyser.</li><li>Geyser timers and insulation blankets.</li><li>Energy-efficient fridges and LED lighting bought from participating shops.</li></ul><p>Current amounts are listed under <strong>Ways to Save &gt; Rebates</strong>.</p>',
    ],
    sp: [
      '¿Qué reembolsos hay disponibles?',
      '<ul><li>Calentadores solares que sustituyen un calentador eléctrico.</li><li>Temporizadores y mantas aislantes para calentadores.</li><li>Frigoríficos eficientes e iluminación LED comprados en tiendas adheridas.</li></ul><p>Los importes vigentes figuran en <strong>Formas de ahorrar &gt; Reembolsos</strong>.</p>',
    ],
    fr: [
      'Quelles primes sont proposées ?',
      '<ul><li>Chauffe-eau solaires remplaçant un chauffe-eau électrique.</li><li>Minuteries et couvertures isolantes pour chauffe-eau.</li><li>Réfrigérateurs économes et éclairage LED achetés chez des commerçants partenaires.</li></ul><p>Les montants en vigueur figurent dans <strong>Économiser &gt; Primes</strong>.</p>',
    ],
  },
  {
    categoryId: c.rebates,
    en: [
      'How do I claim a rebate?',
      '<p>Sign in, open <strong>Ways to Save &gt; Rebates</strong>, choose the rebate and upload the invoice and, for installations, the installer’s certificate. Claims must be made within 90 days of purchase.</p>',
    ],
    sp: [
      '¿Cómo solicito un reembolso?',
      '<p>Inicie sesión, abra <strong>Formas de ahorrar &gt; Reembolsos</strong>, elija el reembolso y suba la factura y, en las instalaciones, el certificado del instalador. Debe solicitarlo en los 90 días siguientes a la compra.</p>',
    ],
    fr: [
      'Comment demander une prime ?',
      '<p>Connectez-vous, ouvrez <strong>Économiser &gt; Primes</strong>, choisissez la prime et téléversez la facture et, pour une installation, le certificat de l’installateur. La demande doit être faite dans les 90 jours suivant l’achat.</p>',
    ],
  },
  {
    categoryId: c.rebates,
    en: [
      'How is a rebate paid?',
      '<p>Approved rebates are credited to your electricity account, normally on the next bill after approval. Prepaid customers receive the rebate as free units with their next recharge.</p>',
    ],
    sp: [
      '¿Cómo se paga el reembolso?',
      '<p>Los reembolsos aprobados se abonan en su cuenta de electricidad, normalmente en la factura siguiente a la aprobación. Los clientes prepago lo reciben como unidades gratuitas en su próxima recarga.</p>',
    ],
    fr: [
      'Comment la prime est-elle versée ?',
      '<p>Les primes accordées sont créditées sur votre compte d’électricité, en général sur la facture qui suit l’accord. Les clients prépayés la reçoivent sous forme d’unités gratuites lors de leur prochaine recharge.</p>',
    ],
  },
  {
    categoryId: c.rebates,
    en: [
      'Who can apply for a rebate?',
      '<p>Any residential account holder whose account is active and not in arrears. Each rebate can be claimed once per premise; landlords may claim for rented properties held in their name.</p>',
    ],
    sp: [
      '¿Quién puede solicitar un reembolso?',
      '<p>Cualquier titular de una cuenta residencial activa y sin deudas. Cada reembolso puede solicitarse una vez por vivienda; los propietarios pueden solicitarlo para las viviendas alquiladas a su nombre.</p>',
    ],
    fr: [
      'Qui peut demander une prime ?',
      '<p>Tout titulaire d’un compte résidentiel actif et sans impayés. Chaque prime est accordée une fois par logement ; les bailleurs peuvent la demander pour les logements loués à leur nom.</p>',
    ],
  },
  // ------------------------------------------------------------ Outages
  {
    categoryId: c.outages,
    en: [
      'Why do power outages happen?',
      '<p>Most unplanned outages come from storms and lightning, trees or animals touching lines, vehicles hitting poles and equipment faults. Planned outages let us maintain and upgrade the network safely.</p>',
    ],
    sp: [
      '¿Por qué se producen los cortes de luz?',
      '<p>La mayoría de los cortes imprevistos se deben a tormentas y rayos, árboles o animales que tocan las líneas, vehículos que chocan con postes y averías de equipos. Los cortes programados nos permiten mantener y mejorar la red con seguridad.</p>',
    ],
    fr: [
      'Pourquoi les pannes de courant se produisent-elles ?',
      '<p>La plupart des pannes imprévues viennent des orages et de la foudre, d’arbres ou d’animaux touchant les lignes, de véhicules heurtant des poteaux et de défauts de matériel. Les coupures programmées nous permettent d’entretenir et de moderniser le réseau en sécurité.</p>',
    ],
  },
  {
    categoryId: c.outages,
    en: [
      'How will I know about a planned outage?',
      '<p>We announce planned outages at least 48 hours ahead on the outage map, on local radio and by text message or email to customers in the area who have opted in under <strong>Notification Preferences</strong>.</p>',
    ],
    sp: [
      '¿Cómo sabré que hay un corte programado?',
      '<p>Anunciamos los cortes programados con al menos 48 horas de antelación en el mapa de cortes, en la radio local y por SMS o correo a los clientes de la zona que lo han activado en <strong>Preferencias de notificación</strong>.</p>',
    ],
    fr: [
      'Comment serai-je informé d’une coupure programmée ?',
      '<p>Nous annonçons les coupures programmées au moins 48 heures à l’avance sur la carte des pannes, à la radio locale et par SMS ou e-mail aux clients de la zone qui l’ont choisi dans <strong>Préférences de notification</strong>.</p>',
    ],
  },
  {
    categoryId: c.outages,
    en: [
      'When will my power be back?',
      '<p>The outage map shows an estimated restoration time for each outage once our crew has assessed the fault. Estimates can change as work progresses; the map refreshes every few minutes.</p>',
    ],
    sp: [
      '¿Cuándo volverá la luz?',
      '<p>El mapa de cortes muestra una hora estimada de restablecimiento para cada corte cuando nuestra cuadrilla ha evaluado la avería. La estimación puede cambiar según avanzan los trabajos; el mapa se actualiza cada pocos minutos.</p>',
    ],
    fr: [
      'Quand le courant reviendra-t-il ?',
      '<p>La carte des pannes indique une heure de rétablissement estimée pour chaque panne dès que notre équipe a évalué le défaut. L’estimation peut évoluer avec les travaux ; la carte se met à jour toutes les quelques minutes.</p>',
    ],
  },
  {
    categoryId: c.outages,
    en: [
      'How can I protect my appliances during an outage?',
      '<ul><li>Switch off and unplug sensitive appliances such as televisions and computers.</li><li>Leave one light on so you know when power is back.</li><li>Keep the fridge closed; food stays cold for about four hours.</li></ul>',
    ],
    sp: [
      '¿Cómo protejo mis aparatos durante un corte?',
      '<ul><li>Apague y desenchufe los aparatos sensibles como televisores y ordenadores.</li><li>Deje una luz encendida para saber cuándo vuelve la corriente.</li><li>Mantenga el frigorífico cerrado; los alimentos se conservan fríos unas cuatro horas.</li></ul>',
    ],
    fr: [
      'Comment protéger mes appareils pendant une panne ?',
      '<ul><li>Éteignez et débranchez les appareils sensibles comme les téléviseurs et les ordinateurs.</li><li>Laissez une lampe allumée pour savoir quand le courant revient.</li><li>Gardez le réfrigérateur fermé ; les aliments restent froids environ quatre heures.</li></ul>',
    ],
  },
  // ------------------------------------------------------------ Agency (assistance agencies)
  {
    categoryId: c.agency,
    en: [
      'Where can I get help paying my electricity bill?',
      '<p>Registered assistance agencies, such as district social welfare offices and approved charities, can pay part of a bill for households in hardship. Contact your local council social worker, or ask us on {CustomerCarePhone} which agencies work in your area.</p>',
    ],
    sp: [
      '¿Dónde puedo obtener ayuda para pagar la factura de electricidad?',
      '<p>Las agencias de asistencia registradas, como las oficinas de bienestar social del distrito y organizaciones benéficas autorizadas, pueden pagar parte de la factura de hogares con dificultades. Contacte con el trabajador social de su ayuntamiento o pregúntenos en el {CustomerCarePhone} qué agencias trabajan en su zona.</p>',
    ],
    fr: [
      'Où trouver de l’aide pour payer ma facture d’électricité ?',
      '<p>Des organismes d’aide agréés, comme les services sociaux de district et des associations reconnues, peuvent régler une partie de la facture des foyers en difficulté. Contactez l’assistant social de votre conseil local ou demandez-nous au {CustomerCarePhone} quels organismes interviennent dans votre zone.</p>',
    ],
  },
  {
    categoryId: c.agency,
    en: [
      'How does an agency pay on my behalf?',
      '<p>The agency makes a pledge against your account number. While a pledge is pending we hold collection action on the pledged amount for up to 30 days; the payment then appears in your payment history.</p>',
    ],
    sp: [
      '¿Cómo paga una agencia en mi nombre?',
      '<p>La agencia registra un compromiso de pago sobre su número de cuenta. Mientras el compromiso está pendiente, suspendemos el cobro del importe comprometido hasta 30 días; después el pago aparece en su historial.</p>',
    ],
    fr: [
      'Comment un organisme paie-t-il pour moi ?',
      '<p>L’organisme enregistre un engagement de paiement sur votre numéro de compte. Tant que l’engagement est en attente, nous suspendons le recouvrement du montant engagé pendant 30 jours au plus ; le paiement apparaît ensuite dans votre historique.</p>',
    ],
  },
  {
    categoryId: c.agency,
    en: [
      'Does an agency see all my account details?',
      '<p>No. An agency sees only the balance, due date and amounts needed to assess and make a pledge, and only after you have given consent. You can withdraw consent at any time by calling {CustomerCarePhone}.</p>',
    ],
    sp: [
      '¿Ve la agencia todos los datos de mi cuenta?',
      '<p>No. La agencia solo ve el saldo, la fecha de vencimiento y los importes necesarios para valorar y registrar el compromiso, y únicamente con su consentimiento. Puede retirarlo en cualquier momento llamando al {CustomerCarePhone}.</p>',
    ],
    fr: [
      'L’organisme voit-il tout mon compte ?',
      '<p>Non. L’organisme ne voit que le solde, l’échéance et les montants nécessaires pour évaluer et enregistrer l’engagement, et seulement avec votre accord. Vous pouvez le retirer à tout moment au {CustomerCarePhone}.</p>',
    ],
  },
  {
    categoryId: c.agency,
    en: [
      'How can an organization become an assistance agency?',
      '<p>Registered welfare bodies and charities can apply by emailing {CustomerSupportEmail} with their registration certificate and the districts they serve. Approved agencies receive their own sign-in to record pledges.</p>',
    ],
    sp: [
      '¿Cómo puede una organización convertirse en agencia de asistencia?',
      '<p>Los organismos de bienestar y las organizaciones benéficas registradas pueden solicitarlo escribiendo a {CustomerSupportEmail} con su certificado de registro y los distritos que atienden. Las agencias aprobadas reciben un acceso propio para registrar compromisos.</p>',
    ],
    fr: [
      'Comment un organisme peut-il devenir organisme d’aide ?',
      '<p>Les organismes sociaux et associations enregistrés peuvent postuler en écrivant à {CustomerSupportEmail} avec leur certificat d’enregistrement et les districts desservis. Les organismes agréés reçoivent un accès propre pour enregistrer les engagements.</p>',
    ],
  },
  // ------------------------------------------------------------ New connection
  {
    categoryId: c.newConnection,
    en: [
      'How long does a new connection take?',
      '<p>Once you have paid the quotation, a standard connection to an existing line is usually completed within 10 working days. Connections that need a new line or transformer take longer; we give you a date with the quotation.</p>',
    ],
    sp: [
      '¿Cuánto tarda una nueva conexión?',
      '<p>Una vez pagado el presupuesto, una conexión estándar a una línea existente suele completarse en 10 días hábiles. Las conexiones que necesitan una línea o un transformador nuevos tardan más; le damos una fecha junto con el presupuesto.</p>',
    ],
    fr: [
      'Combien de temps prend un nouveau raccordement ?',
      '<p>Une fois le devis payé, un raccordement standard à une ligne existante est généralement réalisé en 10 jours ouvrables. Les raccordements nécessitant une nouvelle ligne ou un transformateur prennent plus de temps ; la date vous est donnée avec le devis.</p>',
    ],
  },
  {
    categoryId: c.newConnection,
    en: [
      'How much does a connection cost?',
      '<p>The cost depends on the distance to the nearest line, the capacity you need (single or three phase) and whether the supply is overhead or underground. After a site visit we send a written quotation valid for 90 days.</p>',
    ],
    sp: [
      '¿Cuánto cuesta una conexión?',
      '<p>El coste depende de la distancia a la línea más cercana, la potencia que necesita (monofásica o trifásica) y si el suministro es aéreo o subterráneo. Tras una visita al terreno le enviamos un presupuesto por escrito válido 90 días.</p>',
    ],
    fr: [
      'Combien coûte un raccordement ?',
      '<p>Le coût dépend de la distance jusqu’à la ligne la plus proche, de la puissance voulue (monophasé ou triphasé) et du type d’alimentation, aérienne ou souterraine. Après une visite, nous envoyons un devis écrit valable 90 jours.</p>',
    ],
  },
  {
    categoryId: c.newConnection,
    en: [
      'What is a ready board?',
      '<p>A ready board is a pre-wired panel with a main switch, circuit breaker and plug points. It lets a small house without internal wiring be connected safely and quickly; choose <strong>Ready box: Yes</strong> in the request.</p>',
    ],
    sp: [
      '¿Qué es un cuadro listo (ready board)?',
      '<p>Un ready board es un panel precableado con interruptor general, disyuntor y enchufes. Permite conectar de forma rápida y segura una casa pequeña sin instalación interior; elija <strong>Ready box: Sí</strong> en la solicitud.</p>',
    ],
    fr: [
      'Qu’est-ce qu’un tableau prêt à l’emploi (ready board) ?',
      '<p>Un ready board est un tableau précâblé avec interrupteur général, disjoncteur et prises. Il permet de raccorder rapidement et en sécurité une petite maison sans câblage intérieur ; choisissez <strong>Ready box : Oui</strong> dans la demande.</p>',
    ],
  },
  {
    categoryId: c.newConnection,
    en: [
      'Do I need single-phase or three-phase supply?',
      '<p>Single phase suits most homes. Three phase is for larger loads such as workshops, pumps, cold rooms or big air-conditioning systems. Your electrician can advise from the appliances you plan to use.</p>',
    ],
    sp: [
      '¿Necesito suministro monofásico o trifásico?',
      '<p>El monofásico basta para la mayoría de las viviendas. El trifásico es para cargas mayores como talleres, bombas, cámaras frigoríficas o grandes equipos de aire acondicionado. Su electricista puede aconsejarle según los aparatos que piensa usar.</p>',
    ],
    fr: [
      'Me faut-il une alimentation monophasée ou triphasée ?',
      '<p>Le monophasé convient à la plupart des logements. Le triphasé sert aux charges importantes comme ateliers, pompes, chambres froides ou grandes climatisations. Votre électricien peut vous conseiller selon les appareils prévus.</p>',
    ],
  },
  // ------------------------------------------------------------ Landlord
  {
    categoryId: c.landlord,
    en: [
      'What is a landlord agreement?',
      '<p>With a landlord agreement, service at your rental property moves back into your name automatically when a tenant moves out, so the property never loses power between tenants. Apply under <strong>Landlord Agreement</strong>.</p>',
    ],
    sp: [
      '¿Qué es un acuerdo de propietario?',
      '<p>Con un acuerdo de propietario, el suministro de su vivienda en alquiler vuelve automáticamente a su nombre cuando un inquilino se va, de modo que la vivienda nunca se queda sin luz entre inquilinos. Solicítelo en <strong>Acuerdo de propietario</strong>.</p>',
    ],
    fr: [
      'Qu’est-ce qu’un accord bailleur ?',
      '<p>Avec un accord bailleur, le service de votre logement loué repasse automatiquement à votre nom au départ d’un locataire : le logement n’est jamais privé de courant entre deux locataires. Faites la demande dans <strong>Accord bailleur</strong>.</p>',
    ],
  },
  {
    categoryId: c.landlord,
    en: [
      'Who pays the bill while a property is empty?',
      '<p>Under a landlord agreement, the landlord pays for electricity used between tenancies. The period starts the day after the tenant’s final reading and ends when the next tenant starts service.</p>',
    ],
    sp: [
      '¿Quién paga la factura mientras la vivienda está vacía?',
      '<p>Con un acuerdo de propietario, el propietario paga la electricidad consumida entre alquileres. El periodo empieza el día siguiente a la lectura final del inquilino y termina cuando el siguiente inquilino da de alta el servicio.</p>',
    ],
    fr: [
      'Qui paie la facture quand le logement est vide ?',
      '<p>Avec un accord bailleur, le bailleur paie l’électricité consommée entre deux locations. La période commence le lendemain du relevé final du locataire et se termine quand le locataire suivant ouvre le service.</p>',
    ],
  },
  {
    categoryId: c.landlord,
    en: [
      'Can I see my tenants’ bills?',
      '<p>No. A tenant’s account and bills are private to the tenant. You see only the periods when the account is in your name. A tenant can invite you as a guest user if they wish to share.</p>',
    ],
    sp: [
      '¿Puedo ver las facturas de mis inquilinos?',
      '<p>No. La cuenta y las facturas del inquilino son privadas. Usted solo ve los periodos en que la cuenta está a su nombre. El inquilino puede invitarle como usuario invitado si desea compartirlas.</p>',
    ],
    fr: [
      'Puis-je voir les factures de mes locataires ?',
      '<p>Non. Le compte et les factures du locataire lui sont propres. Vous ne voyez que les périodes où le compte est à votre nom. Le locataire peut vous inviter comme utilisateur invité s’il souhaite les partager.</p>',
    ],
  },
  {
    categoryId: c.landlord,
    en: [
      'How do I manage several properties?',
      '<p>Link each property’s account to your profile and give it a nickname. If your user also holds the Landlord persona, choose <strong>Landlord</strong> in the persona menu to open the landlord site with all your properties in one place.</p>',
    ],
    sp: [
      '¿Cómo gestiono varias propiedades?',
      '<p>Vincule la cuenta de cada propiedad a su perfil y póngale un alias. Si su usuario tiene también el perfil de Propietario, elija <strong>Propietario</strong> en el menú de perfiles para abrir el sitio de propietarios con todas sus propiedades juntas.</p>',
    ],
    fr: [
      'Comment gérer plusieurs biens ?',
      '<p>Liez le compte de chaque bien à votre profil et donnez-lui un surnom. Si votre utilisateur a aussi le profil Bailleur, choisissez <strong>Bailleur</strong> dans le menu des profils pour ouvrir le site bailleur avec tous vos biens réunis.</p>',
    ],
  },
];
