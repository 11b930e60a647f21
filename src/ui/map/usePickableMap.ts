/**
 * A base map (baseMap.ts) showing a list of things as features the user can pick: the outage areas,
 * the payment locations. The list beside the map is the way for the keyboard and screen readers; the
 * map follows it: new items replace the features in place (the camera stays where the user left it),
 * the chosen item is marked and the camera goes to it, and a click on a feature chooses its item.
 * What differs per map (layers, paint, how the camera frames an item) is its `PickableLayers`.
 */
import { useEffect, useRef } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import { createBaseMap, type maplibregl } from './baseMap.ts';

export interface PickableLayers<T> {
  /** The GeoJSON source the features are in (features carry their item's id: promoteId). */
  source: string;
  /** The layers a click chooses from (the pointer shows a hand over them). */
  pickLayers: string[];
  /** The feature property holding the item's id. */
  idProperty: string;
  /** Adds the source and the layers, once, when the map has loaded. */
  addLayers(map: maplibregl.Map): void;
  /** The items as the source's data. */
  data(items: readonly T[]): GeoJSON.FeatureCollection;
  idOf(item: T): string;
  /** Takes the camera to a chosen item. */
  frame(map: maplibregl.Map, item: T, animate: boolean): void;
}

interface PickableMapOptions<T> {
  layers: PickableLayers<T>;
  /** The map's title for its canvas (set once: a language change remakes the page). */
  label: string;
  /** Where the camera starts. */
  view: { latitude: number; longitude: number; zoom: number };
  items: readonly T[];
  selected: string | null;
  onSelect: (id: string) => void;
}

export function usePickableMap<T>({ layers, label, view, items, selected, onSelect }: PickableMapOptions<T>) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const ready = useRef(false);
  const shown = useRef<string | null>(null);
  // The map's own listeners read the newest props.
  const latest = useRef({ items, selected, onSelect });
  useEffect(() => {
    latest.current = { items, selected, onSelect };
  });
  const made = useRef({ layers, label, view });

  /** Marks the chosen item (and no other) and frames it. */
  const showSelection = (map: maplibregl.Map, id: string | null, animate: boolean) => {
    const { source } = made.current.layers;
    if (shown.current) map.setFeatureState({ source, id: shown.current }, { selected: false });
    shown.current = id;
    const item = latest.current.items.find((candidate) => made.current.layers.idOf(candidate) === id);
    if (!item) return;
    map.setFeatureState({ source, id: made.current.layers.idOf(item) }, { selected: true });
    made.current.layers.frame(map, item, animate);
  };

  useEffect(() => {
    if (!container.current) return;
    const { layers: own, label: title, view: start } = made.current;
    const map = createBaseMap({
      container: container.current,
      label: title,
      view: start,
      onLoad: (loaded) => {
        own.addLayers(loaded);
        ready.current = true;
        (loaded.getSource(own.source) as GeoJSONSource).setData(own.data(latest.current.items));
        showSelection(loaded, latest.current.selected, false);
      },
    });
    map.on('click', own.pickLayers, (event) => {
      const id = event.features?.[0]?.properties?.[own.idProperty];
      if (typeof id === 'string') latest.current.onSelect(id);
    });
    map.on('mouseenter', own.pickLayers, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', own.pickLayers, () => (map.getCanvas().style.cursor = ''));
    mapRef.current = map;
    return () => {
      ready.current = false;
      mapRef.current = null;
      map.remove();
    };
    // The map is made once; showSelection reads refs only.
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) (map.getSource(made.current.layers.source) as GeoJSONSource | undefined)?.setData(made.current.layers.data(items));
  }, [items]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready.current) showSelection(map, selected, true);
  }, [selected]);

  return { container, mapRef };
}
