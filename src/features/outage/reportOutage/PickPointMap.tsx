/**
 * The map a visitor picks the outage's place on (maplibre, loaded with this chunk only), on the same
 * offline base map as the outage map. A click or tap picks the point; the marker shows it. The
 * canvas is hidden from screen readers: the address search and "Use my location" beside it are the
 * keyboard and screen-reader ways to give the place.
 */
import { useEffect, useRef } from 'react';
import { createBaseMap, maplibregl } from '../../../ui/map/baseMap.ts';
import { outageMapDefaultView } from '../../../domain/outage.ts';
import type { PickPointMapProps } from './pickProps.ts';

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
    const map = createBaseMap({ container: container.current, label: title.current, view: outageMapDefaultView });
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

  return <div ref={container} className="map-canvas" data-testid="pick-map" />;
}
