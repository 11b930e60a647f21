import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema (`npm run db:generate`) and committed; the server
// applies them at start on PGlite or on a PostgreSQL server (server/db/open.ts).
export default defineConfig({
  dialect: 'postgresql',
  // One file per area (server/db/schema/*.ts; server/db/schema.ts re-exports them for the server).
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
