/** What the pick-a-point map (maplibre, loaded on the report pages only) is given by the page. */
export interface PickPointMapProps {
  /** The point picked so far, or null. */
  point: { latitude: number; longitude: number } | null;
  onPick: (latitude: number, longitude: number) => void;
  /** The map's name, in the reader's language. */
  label: string;
}
