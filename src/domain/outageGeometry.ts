/** Plane geometry of the outage areas: areas drawn around a point, point-in-area, distances. Pure. */
import type { PolygonGeometry, Position } from './outage.ts';

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A closed ring of 12 points around a centre, its radius varied by a seed so that areas do not all
 * look like circles (the same seed always draws the same area).
 */
export function areaAround(centre: Position, radiusKm: number, seed = 0): PolygonGeometry {
  const [lng, lat] = centre;
  const points = 12;
  const ring: Position[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points;
    const wobble = 0.75 + 0.25 * Math.abs(Math.sin(seed * 7.3 + i * 1.9));
    const r = radiusKm * wobble;
    const dLat = (r / earthRadiusKm) * (180 / Math.PI) * Math.sin(angle);
    const dLng = ((r / earthRadiusKm) * (180 / Math.PI) * Math.cos(angle)) / Math.cos(radians(lat));
    ring.push([round(lng + dLng), round(lat + dLat)]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Ray casting on one ring (GeoJSON order: longitude, latitude). */
function inRing(point: Position, ring: Position[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function polygonContains(polygon: Position[][], point: Position): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !inRing(point, outer)) return false;
  return !holes.some((hole) => inRing(point, hole));
}

export function areaContains(geometry: PolygonGeometry, point: Position): boolean {
  return polygonContains(geometry.coordinates, point);
}
