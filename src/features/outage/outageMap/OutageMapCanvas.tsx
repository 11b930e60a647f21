/**
 * The outage map, drawn by maplibre-gl (this module and maplibre load on the map pages only). The
 * base map is the offline file of scripts/basemap.ts, with no glyph server: the style has no
 * `glyphs`, so maplibre draws the town labels with local fonts. A utility with its own tiles sets
 * VITE_MAP_STYLE_URL; the outage layers are added on top of its style.
 *
 * The canvas is hidden from screen readers: the list beside it holds every outage, and its
 * "Show on map" buttons choose an outage here. A refresh replaces the areas' data in place and
 * never moves the camera; only choosing an outage or a search result does.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import basemapUrl from 'virtual:outage-basemap';
import { outageMapDefaultView, type OutageFeature } from '../../../domain/outage.ts';
import { outageSizeColours, type OutageMapCanvasProps } from './mapProps.ts';

maplibregl.setWorkerUrl(workerUrl);

const configuredStyleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

const emptyCollection = { type: 'FeatureCollection' as const, features: [] };

/** The offline style: sea, countries (Botswana lighter), borders, town points and labels. */
function offlineStyle(): StyleSpecification {
  const base = new URL(basemapUrl, document.baseURI).href;
  return {
    version: 8,
    sources: { basemap: { type: 'geojson', data: base } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dfe9f3' } },
      { id: 'countries', type: 'fill', source: 'basemap', filter: ['==', ['get', 'kind'], 'country'], paint: { 'fill-color': ['case', ['get', 'home'], '#fbfaf5', '#e6e3da'] } },
      { id: 'borders', type: 'line', source: 'basemap', filter: ['==', ['get', 'kind'], 'country'], paint: { 'line-color': '#8a8596', 'line-width': 1 } },
      { id: 'towns', type: 'circle', source: 'basemap', filter: ['==', ['get', 'kind'], 'town'], paint: { 'circle-radius': 3, 'circle-color': '#3d1a5c' } },
      {
        id: 'town-labels',
        type: 'symbol',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'town'],
        layout: { 'text-field': ['get', 'name'], 'text-font': ['sans-serif'], 'text-size': 12, 'text-offset': [0, 0.9], 'text-anchor': 'top' },
        paint: { 'text-color': '#1f1f24', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
    ],
  };
}

function outageData(outages: OutageFeature[]) {
  // maplibre wants flat properties: the size and status drive the paint.
  return {
    type: 'FeatureCollection' as const,
    features: outages.map((o) => ({ type: 'Feature' as const, id: o.id, geometry: o.geometry, properties: { reference: o.id, size: o.properties.size, status: o.properties.status } })),
  };
}

function addOutageLayers(map: maplibregl.Map) {
  map.addSource('outages', { type: 'geojson', data: emptyCollection, promoteId: 'reference' });
  const colour = ['match', ['get', 'size'], 'large', outageSizeColours.large, 'medium', outageSizeColours.medium, outageSizeColours.small] as maplibregl.ExpressionSpecification;
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
    const map = new maplibregl.Map({
      container: container.current,
      style: configuredStyleUrl ?? offlineStyle(),
      center: [outageMapDefaultView.longitude, outageMapDefaultView.latitude],
      zoom: outageMapDefaultView.zoom,
      attributionControl: false,
      // The list is the keyboard way through the outages; the canvas stays out of the tab order.
      keyboard: false,
      canvasContextAttributes: { preserveDrawingBuffer: true },
      // maplibre's own words, in the reader's language (no zoom buttons: pinch and wheel zoom, the list is the keyboard way).
      locale: { 'Map.Title': title.current },
    });
    map.getCanvas().setAttribute('tabindex', '-1');
    map.getCanvas().setAttribute('aria-hidden', 'true');
    const element = container.current;
    // The camera and readiness as attributes: tests read that a refresh leaves the view alone.
    const markView = () => (element.dataset.view = [...map.getCenter().toArray(), map.getZoom()].map((n) => n.toFixed(4)).join(','));
    map.on('moveend', markView);
    map.on('load', () => {
      addOutageLayers(map);
      markView();
      element.dataset.ready = 'true';
      ready.current = true;
      (map.getSource('outages') as GeoJSONSource).setData(outageData(latest.current.outages));
      showSelection(map, shownSelection, latest.current.selected, latest.current.outages, false);
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

  return <div ref={container} className="outage-map__canvas" data-testid="outage-map" />;
}
