/**
 * The outage map, drawn by maplibre-gl on the shared base map (src/ui/map/baseMap.ts: offline, or
 * the utility's own style from VITE_MAP_STYLE_URL); the outage layers are added on top. This module
 * and maplibre load on the map pages only.
 *
 * The canvas is hidden from screen readers: the list beside it holds every outage, and its
 * "Show on map" buttons choose an outage here. A refresh replaces the areas' data in place and
 * never moves the camera; only choosing an outage or a search result does.
 */
import { useEffect, useRef } from 'react';
import type { ExpressionSpecification, GeoJSONSource } from 'maplibre-gl';
import { createBaseMap, maplibregl } from '../../../ui/map/baseMap.ts';
import { outageMapDefaultView, type OutageFeature } from '../../../domain/outage.ts';
import { outageSizeColours, type OutageMapCanvasProps } from './mapProps.ts';

const emptyCollection = { type: 'FeatureCollection' as const, features: [] };

function outageData(outages: OutageFeature[]) {
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

/** Outlines the chosen outage (and no other) and fits the camera to it. */
function showSelection(map: maplibregl.Map, shown: { current: string | null }, reference: string | null, all: OutageFeature[], animate: boolean) {
  if (shown.current) map.setFeatureState({ source: 'outages', id: shown.current }, { selected: false });
  shown.current = reference;
  const outage = all.find((o) => o.id === reference);
  if (!outage) return;
  map.setFeatureState({ source: 'outages', id: outage.id }, { selected: true });
  const ring = outage.geometry.coordinates[0] ?? [];
  const bounds = ring.reduce((b, point) => b.extend(point), new maplibregl.LngLatBounds(outage.properties.centre, outage.properties.centre));
  map.fitBounds(bounds, { padding: 40, maxZoom: 13, animate });
}

export default function OutageMapCanvas({ outages, selected, place, onSelect, label }: OutageMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const ready = useRef(false);
  const latest = useRef({ outages, selected, onSelect });
  // The map's own listeners read the newest props.
  useEffect(() => {
    latest.current = { outages, selected, onSelect };
  });
  const shownSelection = useRef<string | null>(null);
  // The map's title is set once, when it is made (a language change remakes the page).
  const title = useRef(label);

  useEffect(() => {
    if (!container.current) return;
    const map = createBaseMap({
      container: container.current,
      label: title.current,
      view: outageMapDefaultView,
      onLoad: (loaded) => {
        addOutageLayers(loaded);
        ready.current = true;
        (loaded.getSource('outages') as GeoJSONSource).setData(outageData(latest.current.outages));
        showSelection(loaded, shownSelection, latest.current.selected, latest.current.outages, false);
      },
    });
    map.on('click', 'outage-areas', (event) => {
      const reference = event.features?.[0]?.properties?.reference;
      if (typeof reference === 'string') latest.current.onSelect(reference);
    });
    map.on('mouseenter', 'outage-areas', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'outage-areas', () => (map.getCanvas().style.cursor = ''));
    mapRef.current = map;
    return () => {
      ready.current = false;
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // A refresh: the areas' data change in place; the camera stays where the user left it.
  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) (map.getSource('outages') as GeoJSONSource | undefined)?.setData(outageData(outages));
  }, [outages]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) showSelection(map, shownSelection, selected, latest.current.outages, true);
  }, [selected]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && place && !selected) map.flyTo({ center: [place.longitude, place.latitude], zoom: 10 });
  }, [place, selected]);

  return <div ref={container} className="map-canvas" data-testid="outage-map" />;
}
