/**
 * The utility's service territory: Botswana's outline from Natural Earth (world-atlas, 1:50m),
 * read once on first use; and the service centre nearest to a point.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import { polygonContains, distanceKm } from '../../src/domain/outageGeometry.ts';
import type { Position } from '../../src/domain/outage.ts';
import { townInfo } from '../seed/geo.ts';

/** ISO 3166-1 numeric code of Botswana (world-atlas feature ids). */
export const territoryCountryId = '072';

let polygons: Position[][][] | undefined;

function territoryPolygons(): Position[][][] {
  if (polygons) return polygons;
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  const botswana = countries.features.find((f) => f.id === territoryCountryId);
  const geometry = botswana?.geometry;
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) throw new Error('world-atlas has no outline of Botswana');
  polygons = geometry.type === 'Polygon' ? [geometry.coordinates as Position[][]] : (geometry.coordinates as Position[][][]);
  return polygons;
}

export function inTerritory(latitude: number, longitude: number): boolean {
  return territoryPolygons().some((polygon) => polygonContains(polygon, [longitude, latitude]));
}

/** The service centre town nearest to a point. */
export function nearestTown(latitude: number, longitude: number): (typeof serviceCentreTowns)[number] {
  let best: (typeof serviceCentreTowns)[number] = serviceCentreTowns[0];
  let bestKm = Number.POSITIVE_INFINITY;
  for (const town of serviceCentreTowns) {
    const km = distanceKm({ latitude, longitude }, { latitude: townInfo[town].lat, longitude: townInfo[town].lng });
    if (km < bestKm) [best, bestKm] = [town, km];
  }
  return best;
}
