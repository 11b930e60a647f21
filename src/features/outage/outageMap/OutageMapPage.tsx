import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectOutageMap } from '../../../../machines/outage/outageMap/outageMap.connect.ts';
import { sessionTimes } from '../../../domain/constants.ts';
import { timeZoneFor } from '../../../domain/format.ts';
import type { OutageMapCanvasProps } from './mapProps.ts';
import { outageMapApiCalls, providedOutageMapMachine, type OutageMapCalls } from './outageMapCalls.ts';
import { OutageMapView } from './OutageMapView.tsx';

/** maplibre arrives with this chunk only: the page shows its text and list before it. */
const LazyOutageMapCanvas = lazy(() => import('./OutageMapCanvas.tsx'));

/** The outage map and list (/PreOutages, /outages): its own machine, with the portal's calls or fakes. */
export function OutageMapPage({
  signedIn,
  calls = outageMapApiCalls,
  Map = LazyOutageMapCanvas,
  refreshMs = sessionTimes.outageRefreshMs,
  timeZone = timeZoneFor(null),
  reportLink,
}: {
  signedIn: boolean;
  calls?: OutageMapCalls;
  /** The map component (null: none, as in jsdom tests). */
  Map?: ComponentType<OutageMapCanvasProps> | null;
  refreshMs?: number;
  /** The zone outage times are shown in: the signed-in account's (Phoenix for AZ), else Los Angeles. */
  timeZone?: string;
  reportLink?: ReactNode;
}) {
  const machine = useMemo(() => providedOutageMapMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { signedIn, refreshMs } });
  return <OutageMapView view={connectOutageMap(snapshot, send)} Map={Map} timeZone={timeZone} reportLink={reportLink} />;
}
