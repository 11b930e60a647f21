/**
 * The access token lives in memory only (DESIGN.md "Security"): never in storage, gone on reload.
 * The refresh token is an HttpOnly cookie the browser sends to the refresh call by itself.
 * `version` counts replacements, so a 401 for an older token is replayed instead of refreshed again.
 */
let accessToken: string | null = null;
let version = 0;

export const accessTokens = {
  get: () => accessToken,
  version: () => version,
  set(token: string) {
    accessToken = token;
    version += 1;
  },
  clear() {
    accessToken = null;
    version += 1;
  },
};
