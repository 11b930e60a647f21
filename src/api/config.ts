import { apiAreas, type ApiArea } from '../domain/apiAreas.ts';

/**
 * Base URL of each service area. Defaults to the reference server on the same origin; a build
 * for a utility's real services sets VITE_SERVICE_<AREA> (for example VITE_SERVICE_COMMON).
 */
export function serviceBaseUrl(area: ApiArea): string {
  const key = `VITE_SERVICE_${area.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  const configured = (import.meta.env as Record<string, string | undefined>)[key];
  return configured ?? apiAreas[area];
}
