/**
 * The payment locations map: the listed locations as points on the shared base map
 * (src/ui/map/baseMap.ts), service centres and agent shops in their legend colours; the chosen one
 * larger, with the camera on it. A click on a point chooses it; the list's "Show on map" buttons are
 * the keyboard and screen-reader way (the canvas is hidden from both).
 */
import type { ExpressionSpecification } from 'maplibre-gl';
import type { maplibregl } from '../../../ui/map/baseMap.ts';
import { usePickableMap, type PickableLayers } from '../../../ui/map/usePickableMap.ts';
import { outageMapDefaultView } from '../../../domain/outage.ts';
import type { PaymentLocation } from '../../../domain/paymentLocations.ts';
import { locationKindColours, type PaymentLocationsMapProps } from './mapProps.ts';

function pointData(locations: readonly PaymentLocation[]) {
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

/** The locations as points, the chosen one larger (addLocationLayers), with the camera on it. */
const locationLayers: PickableLayers<PaymentLocation> = {
  source: 'locations',
  pickLayers: ['location-points'],
  idProperty: 'id',
  addLayers: addLocationLayers,
  data: pointData,
  idOf: (location) => location.id,
  frame: (map, location, animate) => map.flyTo({ center: [location.longitude, location.latitude], zoom: 12, animate }),
};

export default function PaymentLocationsMap({ locations, selected, onSelect, label }: PaymentLocationsMapProps) {
  // A search narrows the points in place; the camera stays.
  const { container } = usePickableMap({ layers: locationLayers, label, view: outageMapDefaultView, items: locations, selected, onSelect });
  return <div ref={container} className="map-canvas" data-testid="payment-locations-map" />;
}
