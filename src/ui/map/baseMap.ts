/**
 * The one place the portal's maps are made: maplibre-gl with its worker and CSS, on the offline base
 * map of scripts/basemap.ts (country outlines and the service centre towns, no tile or glyph server:
 * the style has no `glyphs`, so maplibre draws the town labels with local fonts), or a utility's own
 * style when VITE_MAP_STYLE_URL is set. Only the map components import this module, and they load
 * lazily on the map pages, so maplibre never reaches the first chunk.
 *
 * Every map is a picture beside a list or a form that says the same: the canvas is left out of the
 * tab order and hidden from screen readers, and maplibre's own words (its title) are the reader's.
 */
import * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import basemapUrl from 'virtual:outage-basemap';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

const configuredStyleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

/** The offline style: sea, countries (Botswana lighter), borders, town points and labels. */
export function offlineStyle(): StyleSpecification {
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

export interface BaseMapOptions {
  container: HTMLElement;
  /** The map's name, in the reader's language (set once: a language change remakes the page). */
  label: string;
  /** Where the camera starts. */
  view: { latitude: number; longitude: number; zoom: number };
  /** Runs when the style has loaded, before the map says it is ready (add sources and layers here). */
  onLoad?: (map: maplibregl.Map) => void;
}

/**
 * A map on the base map, out of the tab order and hidden from screen readers, that marks its
 * readiness (`data-ready`) and its camera (`data-view`: longitude, latitude, zoom) on the container,
 * so tests can see that it drew and that a refresh left the view alone.
 */
export function createBaseMap({ container, label, view, onLoad }: BaseMapOptions): maplibregl.Map {
  const map = new maplibregl.Map({
    container,
    style: configuredStyleUrl ?? offlineStyle(),
    center: [view.longitude, view.latitude],
    zoom: view.zoom,
    attributionControl: false,
    // The list or form beside the map is the keyboard way; the canvas stays out of the tab order.
    keyboard: false,
    canvasContextAttributes: { preserveDrawingBuffer: true },
    // maplibre's own words, in the reader's language (no zoom buttons: pinch and wheel zoom).
    locale: { 'Map.Title': label },
  });
  map.getCanvas().setAttribute('tabindex', '-1');
  map.getCanvas().setAttribute('aria-hidden', 'true');
  const markView = () => (container.dataset.view = [...map.getCenter().toArray(), map.getZoom()].map((n) => n.toFixed(4)).join(','));
  map.on('moveend', markView);
  map.on('load', () => {
    onLoad?.(map);
    markView();
    container.dataset.ready = 'true';
  });
  return map;
}
