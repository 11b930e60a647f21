import type { PaymentLocation } from '../../../domain/paymentLocations.ts';

/** What the payment locations map (maplibre, loaded on these pages only) is given by the page. */
export interface PaymentLocationsMapProps {
  /** The locations the list shows (the map draws the same). */
  locations: PaymentLocation[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** The map's name, in the reader's language. */
  label: string;
}

/** Point colours by kind (the legend uses the same). */
export const locationKindColours = { serviceCentre: '#3d1a5c', agent: '#1f7a4d' } as const;
