import { lazy, useMemo, type ComponentType } from 'react';
import { useMachine } from '@xstate/react';
import { connectPaymentLocations } from '../../../../machines/payment/paymentLocations/paymentLocations.connect.ts';
import { paymentLocationClockTickMs, paymentLocationPageSize } from '../../../domain/paymentLocations.ts';
import type { PaymentLocationsMapProps } from './mapProps.ts';
import { paymentLocationsApiCalls, providedPaymentLocationsMachine, type PaymentLocationsCalls } from './paymentLocationsCalls.ts';
import { PaymentLocationsView } from './PaymentLocationsView.tsx';

/** maplibre arrives with this chunk only: the page shows its text and list before it. */
const LazyPaymentLocationsMap = lazy(() => import('./PaymentLocationsMap.tsx'));

/** Payment locations (/PaymentLocation, /PrePaymentLocation): its own machine, with the portal's calls or fakes. */
export function PaymentLocationsPage({
  calls = paymentLocationsApiCalls,
  Map = LazyPaymentLocationsMap,
  tickMs = paymentLocationClockTickMs,
  pageSize = paymentLocationPageSize,
}: {
  calls?: PaymentLocationsCalls;
  /** The map component (null: none, as in jsdom tests). */
  Map?: ComponentType<PaymentLocationsMapProps> | null;
  tickMs?: number;
  pageSize?: number;
}) {
  const machine = useMemo(() => providedPaymentLocationsMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { tickMs, pageSize } });
  return <PaymentLocationsView view={connectPaymentLocations(snapshot, send)} Map={Map} />;
}
