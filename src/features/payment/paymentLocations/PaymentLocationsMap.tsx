/**
 * The payment locations map: the listed locations as points on the shared base map
 * (src/ui/map/baseMap.ts), service centres and agent shops in their legend colours; the chosen one
 * larger, with the camera on it. A click on a point chooses it; the list's "Show on map" buttons are
 * the keyboard and screen-reader way (the canvas is hidden from both).
 */
import { useEffect, useRef } from 'react';
import type { ExpressionSpecification, GeoJSONSource } from 'maplibre-gl';
import { createBaseMap, type maplibregl } from '../../../ui/map/baseMap.ts';
import { outageMapDefaultView } from '../../../domain/outage.ts';
import type { PaymentLocation } from '../../../domain/paymentLocations.ts';
import { locationKindColours, type PaymentLocationsMapProps } from './mapProps.ts';

function pointData(locations: PaymentLocation[]) {
  return {
    type: 'FeatureCollection' as const,
    features: locations.map((l) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [l.longitude, l.latitude] }, properties: { id: l.id, kind: l.kind } })),
  };
}

function addLocationLayers(map: maplibregl.Map) {
  map.addSource('locations', { type: 'geojson', data: pointData([]), promoteId: 'id' });
  const colour = ['match', ['get', 'kind'], 'serviceCentre', locationKindColours.serviceCentre, locationKindColours.agent] as ExpressionSpecification;
  map.addLayer({
    id: 'location-points',
    type: 'circle',
    source: 'locations',
    paint: {
      'circle-color': colour,
      'circle-radius': ['case', ['boolean', ['feature-state', 'selected'], false], 10, 6],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

/** Makes the chosen location (and no other) larger and takes the camera there. */
function showSelection(map: maplibregl.Map, shown: { current: string | null }, locations: PaymentLocation[], id: string | null, animate: boolean) {
  if (shown.current) map.setFeatureState({ source: 'locations', id: shown.current }, { selected: false });
  shown.current = id;
  const location = locations.find((l) => l.id === id);
  if (!location) return;
  map.setFeatureState({ source: 'locations', id: location.id }, { selected: true });
  map.flyTo({ center: [location.longitude, location.latitude], zoom: 12, animate });
}

export default function PaymentLocationsMap({ locations, selected, onSelect, label }: PaymentLocationsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const ready = useRef(false);
  const shown = useRef<string | null>(null);
  const latest = useRef({ locations, selected, onSelect });
  useEffect(() => {
    latest.current = { locations, selected, onSelect };
  });
  const title = useRef(label);

  useEffect(() => {
    if (!container.current) return;
    const map = createBaseMap({
      container: container.current,
      label: title.current,
      view: outageMapDefaultView,
      onLoad: (loaded) => {
        addLocationLayers(loaded);
        ready.current = true;
        (loaded.getSource('locations') as GeoJSONSource).setData(pointData(latest.current.locations));
        showSelection(loaded, shown, latest.current.locations, latest.current.selected, false);
      },
    });
    map.on('click', 'location-points', (event) => {
      const id = event.features?.[0]?.properties?.id;
      if (typeof id === 'string') latest.current.onSelect(id);
    });
    map.on('mouseenter', 'location-points', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'location-points', () => (map.getCanvas().style.cursor = ''));
    mapRef.current = map;
    return () => {
      ready.current = false;
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // A search narrows the points in place; the camera stays.
  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) (map.getSource('locations') as GeoJSONSource | undefined)?.setData(pointData(locations));
  }, [locations]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) showSelection(map, shown, latest.current.locations, selected, true);
  }, [selected]);

  return <div ref={container} className="map-canvas" data-testid="payment-locations-map" />;
}
