/**
 * Paths of the session, account and dashboard calls inside their service areas (relative to the
 * area base paths of apiAreas.ts). The common area's older calls are in apiAreas.ts (commonCalls).
 */

/** {userManagement} */
export const userCalls = {
  login: '/login',
  refresh: '/token/refresh',
  sessionRestore: '/session/restore',
  me: '/me',
  logout: '/logout',
  tfaSend: '/tfa/send',
  tfaVerify: '/tfa/verify',
  authenticate: '/authenticate',
  ipLockCount: '/ip-lock-count',
  roleRights: '/role-rights',
  userRoleRights: '/user-role-rights',
  // ---- registration and account recovery (src/domain/registration.ts)
  validateAccount: '/registration/validate-account',
  userNameAvailable: '/registration/user-name-available',
  checkRegistered: '/registration/check-registered',
  register: '/registration',
  activate: '/registration/activate',
  accountLink: '/account/link',
  forgotUserId: '/forgot-user-id',
  forgotPassword: '/forgot-password',
  resetPasswordValidateKey: '/reset-password/validate-key',
  resetPassword: '/reset-password',
  problemSignIn: '/problem-sign-in',
  updateUser: '/update-user',
} as const;

/** {guestUserManagement} (src/domain/registration.ts) */
export const guestCalls = {
  /** GET ?key= : the invitation behind a /GuestRegister link. */
  invitation: '/invitation',
  /** POST: a new guest user from an invitation. */
  register: '/register',
  /** POST (signed in, ViewManageUsers): invite a guest to an account. */
  invite: '/invite',
  /** GET ?accountNumber= (signed in, ViewManageUsers): the account's guests and pending invitations. */
  list: '/guests',
  /** POST (signed in, ManageUsersEdit): a new last day of access for a guest or an invitation. */
  update: '/update',
  /** POST (signed in, ManageUsersResendActivation): a pending invitation again, with a new link. */
  resend: '/resend',
  /** POST (signed in, ManageUsersDelete): withdraw an invitation or end a guest's access. */
  revoke: '/revoke',
} as const;

/** {singleSignOn} */
export const singleSignOnCalls = {
  support: '/support',
} as const;

/** {accountManagement} */
export const accountCalls = {
  serviceAddresses: '/service-addresses',
  meters: '/meters',
  status: '/status',
} as const;

/** {billing} */
export const billingCalls = {
  dashboard: '/dashboard',
  // ---- payments (src/domain/payment.ts)
  /** GET ?accountNumber= : amounts due, bill dates, min/max allowed, pay and schedule flags. */
  currentBill: '/current-bill',
  /** GET ?accountNumber=&page=&pageSize=&type=&from=&to= : bills and payments, newest first. */
  history: '/history',
  /** GET ?accountNumber=&type=&format=&from=&to=&language= : one tab of the history as .xlsx or CSV (the Excel exports). */
  historyExport: '/history-export',
  /** GET ?accountNumber=&page=&pageSize= : prepaid recharge tokens. */
  tokenHistory: '/token-history',
  /** GET ?accountNumber=&page=&pageSize= : prepaid recharge transactions. */
  transactions: '/transactions',
  // ---- the bill (src/domain/bill.ts)
  /** GET ?accountNumber=&billNumber= : a bill with its charge lines and statement (the latest without billNumber). */
  details: '/bill-details',
  /** GET ?accountNumber=&billNumber= : why a bill differs from the previous one and last year's, and the projected next bill. */
  explainer: '/bill-explainer',
  /** GET ?accountNumber=&billNumber=&language= : the bill as a PDF (application/pdf; any bill in history). */
  pdf: '/bill-pdf',
} as const;

/** {payment} (src/domain/payment.ts). Bearer unless marked pre-login. */
export const paymentCalls = {
  /** GET ?accountNumber= : the caller's saved methods, masked. */
  methods: '/methods',
  /** POST: tokenise a card and save it. */
  cardProfile: '/profiles/card',
  /** POST: tokenise a bank account and save it. */
  bankProfile: '/profiles/bank',
  /** POST { paymentTokenId } */
  setDefault: '/methods/default',
  /** POST { paymentTokenId } */
  remove: '/methods/remove',
  /** POST { paymentTokenId, nickName } */
  rename: '/methods/rename',
  /** POST { accountNumber, amount, methodType } (signed in or not). */
  convenienceFee: '/convenience-fee',
  /** POST { accountNumber, amount } */
  duplicateCheck: '/duplicate-check',
  /** POST, Idempotency-Key: pay now. */
  pay: '/pay',
  /** POST, Idempotency-Key: pay on a later day. */
  schedule: '/schedule',
  /** GET ?uuid= : the caller's future payments. */
  scheduled: '/scheduled',
  /** POST { schedulePayUid, accountNumber } */
  cancelScheduled: '/scheduled/cancel',
  /** POST (pre-login): ValidateAccountForPayments. */
  guestValidateAccount: '/guest/validate-account',
  /** POST (pre-login), Idempotency-Key: a guest payment with a new card or bank account. */
  guestPay: '/guest/pay',
  /** POST (signed in or not): ValidateMeterForPayments. */
  validateMeter: '/prepaid/validate-meter',
  /** POST, Idempotency-Key: recharge a prepaid meter. */
  recharge: '/prepaid/recharge',
  /** POST (pre-login), Idempotency-Key: recharge a prepaid meter as a guest. */
  guestRecharge: '/prepaid/guest-recharge',
  /** GET (signed in or not): { wallets } the gateway offers. */
  wallets: '/wallets',
  /** POST { walletType } (signed in or not): the customer approved paying with the wallet; answers its one-time token. */
  walletApprove: '/wallet/approve',
} as const;

/** {bankRouting}: the bank of a routing number (document 2 section 7 "routing number lookup"). */
export const bankRoutingCalls = {
  /** GET ?routingNumber= : { routingNumber, bankName } (bankName null when no bank has it). Signed in or not. */
  lookup: '/lookup',
} as const;

/** {outage} */
export const outageCalls = {
  count: '/count',
  /** GET: the public list (GeoJSON), from the snapshot, with ETag and a short public lifetime. */
  all: '/all',
  byAccount: '/by-account',
  byCoordinates: '/by-coordinates',
  byIncident: '/by-incident',
  byPremise: '/by-premise',
  byZip: '/by-zip',
  byPlace: '/by-place',
  territory: '/territory',
  /** POST: report an outage (document 1 section 3's payload); visitors and customers. */
  report: '/report',
} as const;

/** {notificationInbox} */
export const inboxCalls = {
  unread: '/unread',
  dashboardNotification: '/dashboard-notification',
  /** The unread messages' subjects (the bell's list until the inbox's message list exists). */
  unreadMessages: '/unread-messages',
} as const;

/** {common}: the calls added with the session (the others are commonCalls in apiAreas.ts). */
export const sessionCommonCalls = {
  notificationBanner: '/notification-banner',
  portalSettings: '/portal-settings',
} as const;

/** {customerService} */
export const customerServiceCalls = {
  audit: '/audit',
  interaction: '/interaction',
} as const;

/** {userBehavior} */
export const userBehaviorCalls = {
  log: '/log',
} as const;

/** Name of the HttpOnly cookie that carries the rotating refresh token. */
export const refreshCookieName = '__Host-portal_rt';
