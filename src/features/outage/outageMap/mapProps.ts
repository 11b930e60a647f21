import type { OutageFeature, OutagePlace } from '../../../domain/outage.ts';

/** What the map (drawn by maplibre, loaded on map pages only) is given by the page. */
export interface OutageMapCanvasProps {
  outages: OutageFeature[];
  selected: string | null;
  /** Where the last search led: the map goes there once. */
  place: OutagePlace | null;
  onSelect: (reference: string) => void;
  /** The legend's and areas' names, in the reader's language. */
  label: string;
}

/** Area colours by size (the legend uses the same). */
export const outageSizeColours = { small: '#f2c14e', medium: '#e8833a', large: '#c0392b' } as const;
