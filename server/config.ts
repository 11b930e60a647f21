/**
 * Server configuration from the environment. Paths are relative to the repository root, so the
 * server and the reset command find the same data folder whatever the working directory.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walletTypes, type WalletType } from '../src/domain/payment.ts';

export const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Where the cache-invalidation listener connects (PostgreSQL itself, past any pooler); default databaseUrl. */
  databaseListenUrl: string | undefined;
  /** Token of the demo administration calls; generated at start when unset. */
  adminToken: string | undefined;
  /** The Vite build output served as the portal. */
  staticDir: string;
  logLevel: string;
  /** Key of the signed access and two-factor tokens; random per start when unset. */
  tokenSecret: string | undefined;
  /** Maintenance polling interval the portal is told (end-to-end tests use a short one). */
  maintenancePollMs: number | undefined;
  /** Sites of the Enterprise, Landlord and Property Manager experiences. */
  externalSites: { enterprise?: string; landlord?: string; propertyManager?: string };
  /** Fastify trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** The portal's public address for e-mailed links; undefined: links relative to the portal. */
  publicUrl: string | undefined;
  /** How often scheduled payments due are made, ms (default 60000). */
  paymentSchedulerMs: number | undefined;
  /** The wallets the gateway simulator offers (default all four; PAYMENT_WALLETS empty: none). */
  paymentWallets: WalletType[];
  /** Folder of uploaded documents (outside the web root; shared by every process of a deployment). */
  uploadDir: string;
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url.toString();
}

function trustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

/**
 * PAYMENT_WALLETS: the wallets offered, comma-separated names of walletTypes ("PayPal,Venmo"). Unset:
 * all of them; set but empty: none. An unknown name stops the start rather than hiding a wallet.
 */
export function paymentWallets(value: string | undefined): WalletType[] {
  if (value === undefined) return [...walletTypes];
  const names = value.split(',').map((part) => part.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(walletTypes as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`PAYMENT_WALLETS names unknown wallets (${unknown.join(', ')}); known: ${walletTypes.join(', ')}`);
  return walletTypes.filter((wallet) => names.includes(wallet));
}

function tokenSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters long');
  return value;
}

/** Uploaded files must never be reachable as portal files: UPLOAD_DIR outside STATIC_DIR. */
function outsideWebRoot(uploadDir: string, staticDir: string): string {
  const relative = path.relative(staticDir, uploadDir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) throw new Error(`UPLOAD_DIR (${uploadDir}) must be outside STATIC_DIR (${staticDir})`);
  return uploadDir;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data/pg'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    staticDir: path.resolve(repoRoot, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    tokenSecret: tokenSecret(env.TOKEN_SECRET),
    maintenancePollMs: positiveInteger('MAINTENANCE_POLL_MS', env.MAINTENANCE_POLL_MS),
    externalSites: {
      enterprise: httpUrl('EXTERNAL_SITE_ENTERPRISE', env.EXTERNAL_SITE_ENTERPRISE),
      landlord: httpUrl('EXTERNAL_SITE_LANDLORD', env.EXTERNAL_SITE_LANDLORD),
      propertyManager: httpUrl('EXTERNAL_SITE_PROPERTY_MANAGER', env.EXTERNAL_SITE_PROPERTY_MANAGER),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: httpUrl('PUBLIC_URL', env.PUBLIC_URL)?.replace(/\/+$/, ''),
    paymentSchedulerMs: positiveInteger('PAYMENT_SCHEDULER_MS', env.PAYMENT_SCHEDULER_MS),
    paymentWallets: paymentWallets(env.PAYMENT_WALLETS),
    uploadDir: outsideWebRoot(path.resolve(repoRoot, env.UPLOAD_DIR || '.data/uploads'), path.resolve(repoRoot, env.STATIC_DIR || 'dist')),
  };
}
