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
  // maplibre wants flat properties: the size and status drive the paint.
  return {
    type: 'FeatureCollection' as const,
    features: outages.map((o) => ({ type: 'Feature' as const, id: o.id, geometry: o.geometry, properties: { reference: o.id, size: o.properties.size, status: o.properties.status } })),
  };
}

function addOutageLayers(map: maplibregl.Map) {
  map.addSource('outages', { type: 'geojson', data: emptyCollection, promoteId: 'reference' });
  const colour = ['match', ['get', 'size'], 'large', outageSizeColours.large, 'medium', outageSizeColours.medium, outageSizeColours.small] as ExpressionSpecification;
  map.addLayer({ id: 'outage-areas', type: 'fill', source: 'outages', paint: { 'fill-color': colour, 'fill-opacity': ['case', ['==', ['get', 'status'], 'active'], 0.55, 0.25] } });
  map.addLayer({ id: 'outage-outlines', type: 'line', source: 'outages', paint: { 'line-color': colour, 'line-width': ['case', ['boolean', ['feature-state', 'selected'], false], 4, 1.5] } });
}

/** The outage areas, the chosen one outlined (addOutageLayers), with the camera fitted to it. */
const outageLayers: PickableLayers<OutageFeature> = {
  source: 'outages',
  pickLayer: 'outage-areas',
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
