/**
 * The reference server as a Fastify instance: the utility's service areas under /api, the health
 * call and meta file, and the built portal with its base-path rule. main.ts listens; tests use
 * `app.inject` on the instance without a socket.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { apiAreas } from '../src/domain/apiAreas.ts';
import { adminBasePath } from '../src/domain/admin.ts';
import type { Db } from './db/open.ts';
import { clientErrorAnswer, installErrorHandlers } from './http/errors.ts';
import { installSecurityHeaders } from './http/security.ts';
import { installRequestLog } from './http/logging.ts';
import { installStatic } from './http/static.ts';
import { installCompression } from './http/compression.ts';
import { installLoadShedding, type OverloadOptions } from './http/overload.ts';
import { installTurns, type TurnOptions } from './http/turns.ts';
import { refuseBodiesOnReads } from './http/validation.ts';
import { randomBytes } from 'node:crypto';
import { installAuth } from './http/auth.ts';
import { TokenSigner } from './auth/tokens.ts';
import type { ServerContext } from './context.ts';
import { RoleRights, SessionCache } from './caches.ts';
import { commonArea } from './areas/common.ts';
import { adminArea } from './areas/admin.ts';
import { systemArea } from './areas/system.ts';
import { userArea } from './areas/user.ts';
import { ssoArea } from './areas/sso.ts';
import { accountArea } from './areas/account.ts';
import { billingArea } from './areas/billing.ts';
import { outageArea } from './areas/outage.ts';
import { inboxArea } from './areas/inbox.ts';
import { portalSettings, settingsArea, type SettingsOverrides } from './areas/settings.ts';
import { customerServiceArea } from './areas/customerService.ts';
import { userBehaviorArea } from './areas/userBehavior.ts';
import { guestArea } from './areas/guest.ts';
import { usageArea } from './areas/usage.ts';
import { paymentArea } from './areas/payment.ts';
import { bankRoutingArea } from './areas/bankRouting.ts';
import type { PaymentGateway } from './gateway/types.ts';
import type { WalletType } from '../src/domain/payment.ts';
import { GatewaySimulator } from './gateway/simulator.ts';
import { PaymentScheduler } from './payments/scheduler.ts';
import { serviceArea } from './areas/service.ts';
import { usageAlertsRoutes } from './areas/usage.usageAlerts.ts';
import { paymentLocationsRoutes } from './areas/payment.paymentLocations.ts';
import { autoPayRoutes } from './areas/payment.autoPay.ts';
import { budgetBillingRoutes } from './areas/billing.budgetBilling.ts';
import { textToPayRoutes } from './areas/textToPay.ts';
import { letterOfCreditRoutes } from './areas/service.letterOfCredit.ts';
import { installmentPlanRoutes } from './areas/billing.installmentPlan.ts';
import { paymentArrangementsRoutes } from './areas/billing.paymentArrangements.ts';
import { rateAnalysisRoutes } from './areas/billing.rateAnalysis.ts';
import { paperlessRoutes } from './areas/account.paperless.ts';
import { otherServiceRoutes } from './areas/service.otherService.ts';
import { savedFormsRoutes } from './areas/service.savedForms.ts';
import { landlordAgreementRoutes } from './areas/service.landlordAgreement.ts';
import { kycRequestRoutes } from './areas/service.kycRequest.ts';
import { newConnectionRoutes } from './areas/service.newConnection.ts';
import { meterInspectionRoutes } from './areas/service.meterInspection.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job that makes scheduled payments when their day comes (tests call runDue after moving the clock). */
    paymentScheduler: PaymentScheduler;
    /** Every route Fastify registered (method and URL pattern): what the bad-input test must cover. */
    routeList: readonly RegisteredRoute[];
  }
}

interface RegisteredRoute {
  method: string;
  /** The URL pattern as registered, path parameters as `:name`. */
  url: string;
}

export interface AppOptions {
  db: Db;
  /** The Vite build output (dist/); pages answer 503 while it does not exist. */
  staticDir?: string;
  /** Fastify's pino logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** Token of the demo administration calls; when undefined they are disabled. */
  adminToken?: string;
  /**
   * Key of the signed access and two-factor tokens (and two-factor code digests). Servers sharing
   * a database need the same one; when undefined a random key is made, so a restart ends access
   * tokens (the refresh cookie then gets new ones).
   */
  tokenSecret?: string;
  /** The clock (tests move it to expire locks, codes and tokens). */
  now?: () => Date;
  /** Settings the portal reads from /api/common/portal-settings. */
  settings?: SettingsOverrides;
  /** Fastify's trustProxy: behind a reverse proxy, request.ip (the IP throttle) comes from X-Forwarded-For. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The portal's address for e-mailed links (activation, reset, guest invitation); default: relative links. */
  publicUrl?: string;
  /** The payment gateway; default the simulator (server/gateway/simulator.ts). */
  gateway?: PaymentGateway;
  /** The wallets the simulator offers (PAYMENT_WALLETS; default all four). Ignored with `gateway`. */
  paymentWallets?: readonly WalletType[];
  /** How often the scheduled-payment job runs, ms (default 60000; 0: only at start and when called). */
  paymentSchedulerMs?: number;
  /** When an overloaded server refuses calls with 503 (http/overload.ts). */
  overload?: OverloadOptions;
  /** How many calls are answered per turn of the event loop (http/turns.ts). */
  turns?: TurnOptions;
  /** Folder of uploaded documents, outside the web root (UPLOAD_DIR); default a fresh temporary folder (tests). */
  uploadDir?: string;
}

/** Request bodies above this size answer 413 (uploads get their own limit in their area). */
export const bodyLimitBytes = 1_048_576;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The security headers of every answer, for the parser's refusals too (clientErrorAnswer): only a
  // listening server meets the parser.
  let securityHeaders: Readonly<Record<string, string>> = {};
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request comes from installRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: bodyLimitBytes,
    // Long random path parameters (tokens in links) are fine; longer ones are refused by routing.
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: clientErrorAnswer(() => securityHeaders),
  });
  // Bodies are JSON only: a text/plain body must get 415, not be read as a string.
  app.removeContentTypeParser('text/plain');
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  installErrorHandlers(app);
  securityHeaders = await installSecurityHeaders(app);
  installLoadShedding(app, options.overload);
  installTurns(app, options.turns);
  installRequestLog(app);
  installCompression(app);
  refuseBodiesOnReads(app);
  await app.register(cookie);

  const ctx: ServerContext = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    tokens: new TokenSigner(options.tokenSecret ?? randomBytes(32)),
    settings: portalSettings(options.settings),
    publicUrl: (options.publicUrl ?? '').replace(/\/+$/, ''),
    rights: new RoleRights(options.db),
    sessions: new SessionCache(options.db),
  };
  const auth = installAuth(app, ctx);

  await app.register(systemArea(options.db, options.staticDir));
  await app.register(commonArea(options.db), { prefix: apiAreas.common });
  await app.register(settingsArea(ctx, auth), { prefix: apiAreas.common });
  await app.register(userArea(ctx, auth), { prefix: apiAreas.userManagement });
  await app.register(ssoArea(ctx, auth), { prefix: apiAreas.singleSignOn });
  await app.register(accountArea(ctx, auth), { prefix: apiAreas.accountManagement });
  await app.register(billingArea(ctx, auth), { prefix: apiAreas.billing });
  await app.register(outageArea(ctx, auth), { prefix: apiAreas.outage });
  await app.register(inboxArea(ctx, auth), { prefix: apiAreas.notificationInbox });
  await app.register(customerServiceArea(ctx, auth), { prefix: apiAreas.customerService });
  await app.register(userBehaviorArea(ctx, auth), { prefix: apiAreas.userBehavior });
  await app.register(guestArea(ctx, auth), { prefix: apiAreas.guestUserManagement });
  await app.register(usageArea(ctx, auth), { prefix: apiAreas.usage });
  const payments = { ctx, gateway: options.gateway ?? new GatewaySimulator(options.db, ctx.now, options.paymentWallets) };
  await app.register(paymentArea(ctx, auth, payments), { prefix: apiAreas.payment });
  await app.register(bankRoutingArea(payments.gateway), { prefix: apiAreas.bankRouting });
  const scheduler = new PaymentScheduler(payments, app.log, options.paymentSchedulerMs ?? 60_000);
  app.decorate('paymentScheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  // Before the database closes: a run under way finishes first.
  app.addHook('onClose', async () => scheduler.stop());
  await app.register(adminArea(ctx, options.adminToken), { prefix: adminBasePath });
  const uploadDir = options.uploadDir ?? mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
  // A temporary folder made here goes with the server.
  if (!options.uploadDir) app.addHook('onClose', async () => rmSync(uploadDir, { recursive: true, force: true }));
  await app.register(serviceArea(ctx, auth, uploadDir), { prefix: apiAreas.service });
  await app.register(usageAlertsRoutes(ctx, auth), { prefix: apiAreas.usage });
  await app.register(paymentLocationsRoutes(ctx, auth), { prefix: apiAreas.payment });
  await app.register(autoPayRoutes(ctx, auth, payments), { prefix: apiAreas.payment });
  await app.register(budgetBillingRoutes(ctx, auth), { prefix: apiAreas.billing });
  await app.register(textToPayRoutes(ctx, auth, payments), { prefix: apiAreas.textToPay });
  await app.register(letterOfCreditRoutes(ctx, auth), { prefix: apiAreas.service });
  await app.register(installmentPlanRoutes(ctx, auth), { prefix: apiAreas.billing });
  await app.register(paymentArrangementsRoutes(ctx, auth), { prefix: apiAreas.billing });
  await app.register(rateAnalysisRoutes(ctx, auth), { prefix: apiAreas.billing });
  await app.register(paperlessRoutes(ctx, auth), { prefix: apiAreas.accountManagement });
  await app.register(otherServiceRoutes(ctx, auth), { prefix: apiAreas.service });
  await app.register(savedFormsRoutes(ctx, auth), { prefix: apiAreas.service });
  await app.register(landlordAgreementRoutes(ctx, auth), { prefix: apiAreas.service });
  await app.register(kycRequestRoutes(ctx, auth), { prefix: apiAreas.service });
  await app.register(newConnectionRoutes(ctx, auth), { prefix: apiAreas.service });
  await app.register(meterInspectionRoutes(ctx, auth), { prefix: apiAreas.service });

  // Paths of service areas whose calls later issues add answer the 404 envelope (errors.ts).
  await installStatic(app, options.staticDir);

  return app;
}
