/**
 * Contracts of the reference server's demo administration calls (not part of the spec's service
 * areas). Called with the `x-admin-token` header equal to the server's admin token.
 */
import * as v from 'valibot';

export const adminBasePath = '/api/admin';
export const adminCalls = {
  /** POST: turn the maintenance switch on or off. */
  maintenance: '/maintenance',
} as const;
export const adminTokenHeader = 'x-admin-token';

export const maintenanceSwitchBodySchema = v.strictObject({
  active: v.boolean(),
  /** Message shown on /Maintenance; the stored message is kept when omitted. */
  message: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))),
});
