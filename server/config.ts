/**
 * Server configuration from the environment. Paths are relative to the repository root, so the
 * server and the reset command find the same data folder whatever the working directory.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Token of the demo administration calls; generated at start when unset. */
  adminToken: string | undefined;
  /** The Vite build output served as the portal. */
  staticDir: string;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data/pg'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    staticDir: path.resolve(repoRoot, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
