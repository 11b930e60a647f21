/**
 * The map a visitor picks the outage's place on (maplibre, loaded with this chunk only), on the same
 * offline base map as the outage map. A click or tap picks the point; the marker shows it. The
 * canvas is hidden from screen readers: the address search and "Use my location" beside it are the
 * keyboard and screen-reader ways to give the place.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import basemapUrl from 'virtual:outage-basemap';
import { outageMapDefaultView } from '../../../domain/outage.ts';
import type { PickPointMapProps } from './pickProps.ts';

maplibregl.setWorkerUrl(workerUrl);

const configuredStyleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

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

export default function PickPointMap({ point, onPick, label }: PickPointMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const marker = useRef<maplibregl.Marker | null>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const title = useRef(label);

  useEffect(() => {
    if (!container.current) return;
    const map = new maplibregl.Map({
      container: container.current,
      style: configuredStyleUrl ?? offlineStyle(),
      center: [outageMapDefaultView.longitude, outageMapDefaultView.latitude],
      zoom: outageMapDefaultView.zoom,
      attributionControl: false,
      keyboard: false,
      canvasContextAttributes: { preserveDrawingBuffer: true },
      locale: { 'Map.Title': title.current },
    });
    map.getCanvas().setAttribute('tabindex', '-1');
    map.getCanvas().setAttribute('aria-hidden', 'true');
    const element = container.current;
    map.on('load', () => (element.dataset.ready = 'true'));
    map.on('click', (event) => onPickRef.current(event.lngLat.lat, event.lngLat.lng));
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      marker.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) marker.current = new maplibregl.Marker({ color: '#3d1a5c' }).setLngLat([point.longitude, point.latitude]).addTo(map);
    else marker.current.setLngLat([point.longitude, point.latitude]);
    marker.current.getElement().setAttribute('aria-hidden', 'true');
  }, [point]);

  return <div ref={container} className="outage-map__canvas" data-testid="pick-map" />;
}
