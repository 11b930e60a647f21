/**
 * The outage map, drawn by maplibre-gl on the shared base map (src/ui/map/baseMap.ts: offline, or
 * the utility's own style from VITE_MAP_STYLE_URL); the outage layers are added on top. This module
 * and maplibre load on the map pages only.
 *
 * The canvas is hidden from screen readers: the list beside it holds every outage, and its
 * "Show on map" buttons choose an outage here. A refresh replaces the areas' data in place and
 * never moves the camera; only choosing an outage or a search result does.
 */
import { useEffect } from 'react';
import type { ExpressionSpecification } from 'maplibre-gl';
import { maplibregl } from '../../../ui/map/baseMap.ts';
import { usePickableMap, type PickableLayers } from '../../../ui/map/usePickableMap.ts';
import { outageMapDefaultView, type OutageFeature } from '../../../domain/outage.ts';
import { outageSizeColours, type OutageMapCanvasProps } from './mapProps.ts';

const emptyCollection = { type: 'FeatureCollection' as const, features: [] };

function outageData(outages: readonly OutageFeature[]) {
  // maplibre wants flat properties: the size and status drive the paint. Each outage is its area and
  // a point at its centre: an area of a few streets is invisible on the whole country, the point is not.
  return {
    type: 'FeatureCollection' as const,
    features: outages.flatMap((o) => {
      const properties = { reference: o.id, size: o.properties.size, status: o.properties.status };
      return [
        { type: 'Feature' as const, id: o.id, geometry: o.geometry, properties },
        { type: 'Feature' as const, id: o.id, geometry: { type: 'Point' as const, coordinates: [...o.properties.centre] }, properties },
      ];
    }),
  };
}

/** Below this zoom an outage is drawn as a dot at its centre (sized and coloured as its area). */
const centreMaxZoom = 9;

function addOutageLayers(map: maplibregl.Map) {
  map.addSource('outages', { type: 'geojson', data: emptyCollection, promoteId: 'reference' });
  const colour = ['match', ['get', 'size'], 'large', outageSizeColours.large, 'medium', outageSizeColours.medium, outageSizeColours.small] as ExpressionSpecification;
  const areas = ['==', ['geometry-type'], 'Polygon'] as ExpressionSpecification;
  const centres = ['==', ['geometry-type'], 'Point'] as ExpressionSpecification;
  const selected = ['boolean', ['feature-state', 'selected'], false] as ExpressionSpecification;
  map.addLayer({ id: 'outage-areas', type: 'fill', source: 'outages', filter: areas, paint: { 'fill-color': colour, 'fill-opacity': ['case', ['==', ['get', 'status'], 'active'], 0.55, 0.25] } });
  map.addLayer({ id: 'outage-outlines', type: 'line', source: 'outages', filter: areas, paint: { 'line-color': colour, 'line-width': ['case', selected, 4, 1.5] } });
  map.addLayer({
    id: 'outage-centres',
    type: 'circle',
    source: 'outages',
    filter: centres,
    maxzoom: centreMaxZoom,
    paint: {
      'circle-color': colour,
      'circle-opacity': ['case', ['==', ['get', 'status'], 'active'], 0.9, 0.45],
      'circle-radius': ['match', ['get', 'size'], 'large', 11, 'medium', 8, 6],
      'circle-stroke-color': '#2b1740',
      'circle-stroke-width': ['case', selected, 3, 1],
    },
  });
}

/** The outage areas, the chosen one outlined (addOutageLayers), with the camera fitted to it. */
const outageLayers: PickableLayers<OutageFeature> = {
  source: 'outages',
  pickLayers: ['outage-areas', 'outage-centres'],
  idProperty: 'reference',
  addLayers: addOutageLayers,
  data: outageData,
  idOf: (outage) => outage.id,
  frame: (map, outage, animate) => {
    const ring = outage.geometry.coordinates[0] ?? [];
    const bounds = ring.reduce((b, point) => b.extend(point), new maplibregl.LngLatBounds(outage.properties.centre, outage.properties.centre));
    map.fitBounds(bounds, { padding: 40, maxZoom: 13, animate });
  },
};

export default function OutageMapCanvas({ outages, selected, place, onSelect, label }: OutageMapCanvasProps) {
  // A refresh: the areas' data change in place; the camera stays where the user left it.
  const { container, mapRef } = usePickableMap({ layers: outageLayers, label, view: outageMapDefaultView, items: outages, selected, onSelect });

  useEffect(() => {
    const map = mapRef.current;
    if (map && place && !selected) map.flyTo({ center: [place.longitude, place.latitude], zoom: 10 });
  }, [place, selected, mapRef]);

  return <div ref={container} className="map-canvas" data-testid="outage-map" />;
}
