/**
 * The outage and payment-location maps' offline base map (issue 18): no tile or glyph server is
 * reachable, so the base map is extracted at build time from npm data packages into one static
 * file the portal serves: the outlines of Botswana and its neighbours (Natural Earth 1:50m from
 * world-atlas, through topojson-client) and the 17 service centre towns as label points.
 *
 * A Vite plugin: `import basemapUrl from 'virtual:outage-basemap'` gives the file's URL; the build
 * emits it as a hashed asset (long cache, precompressed), the dev server answers it from memory.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import { serviceCentreTowns } from '../src/domain/constants.ts';
import { cityOfTown, townInfo } from '../server/seed/geo.ts';

/** ISO 3166-1 numeric ids: Botswana, then its neighbours and the countries around them. */
export const basemapCountryIds = ['072', '516', '710', '716', '894', '024', '426', '748', '508'] as const;
const homeCountryId = '072';

const round = (value: unknown): unknown => (Array.isArray(value) ? value.map(round) : typeof value === 'number' ? Math.round(value * 1000) / 1000 : value);

/** The base map as GeoJSON text: country areas (home: true for Botswana) and town points. */
export function basemapGeoJson(): string {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(topology, topology.objects.countries).features.filter((f) => (basemapCountryIds as readonly string[]).includes(String(f.id)));
  const features = [
    ...countries.map((f) => ({
      type: 'Feature',
      properties: { kind: 'country', name: f.properties.name, home: f.id === homeCountryId },
      geometry: { ...f.geometry, coordinates: round((f.geometry as { coordinates: unknown }).coordinates) },
    })),
    ...serviceCentreTowns.map((town) => ({
      type: 'Feature',
      properties: { kind: 'town', name: cityOfTown(town) },
      geometry: { type: 'Point', coordinates: [townInfo[town].lng, townInfo[town].lat] },
    })),
  ];
  return JSON.stringify({ type: 'FeatureCollection', features });
}

const virtualId = 'virtual:outage-basemap';
const devPath = '/@outage-basemap/southern-africa.json';

export function basemap(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let cached: string | undefined;
  const source = () => (cached ??= basemapGeoJson());
  return {
    name: 'outage-basemap',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      if (command === 'build') {
        const reference = this.emitFile({ type: 'asset', name: 'southern-africa.json', source: source() });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      }
      return `export default ${JSON.stringify(devPath)};`;
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(source());
      });
    },
  };
}
