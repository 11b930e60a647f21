/** One-time authentication tokens (auth_tokens): random, stored as SHA-256, valid 10 minutes. */
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { sessionLimits } from '../../src/domain/session.ts';
import { randomToken, sha256Hex } from './tokens.ts';

export async function issueAuthToken(
  ctx: ServerContext,
  values: { userId: string; purpose: 'login' | 'support'; agentUserId: string | null },
): Promise<string> {
  const now = ctx.now();
  const token = randomToken();
  await ctx.db.insert(t.authTokens).values({
    ...values,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLimits.authTokenSeconds * 1000),
  });
  return token;
}
