import { lazy, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectReportOutage } from '../../../../machines/outage/reportOutage/reportOutage.connect.ts';
import type { ReportOutageInput } from '../../../../machines/outage/reportOutage/reportOutage.types.ts';
import type { ReportOutageData } from '../../../domain/outageReport.ts';
import type { PickPointMapProps } from './pickProps.ts';
import { providedReportOutageMachine, type ReportOutageCalls } from './reportOutageCalls.ts';
import { ReportOutageView } from './ReportOutageView.tsx';

/** maplibre arrives with this chunk only: the search and the location button come first. */
const LazyPickPointMap = lazy(() => import('./PickPointMap.tsx'));

/** Report an outage (/ReportOutage, /PreReportOutages): its own machine, with the portal's calls or fakes. */
export function ReportOutagePage({
  input,
  calls,
  PickMap = LazyPickPointMap,
  timeZone,
  outagesLink,
  onDone,
}: {
  input: ReportOutageInput;
  calls: ReportOutageCalls;
  /** The map to pick a point on (null: none, as in jsdom tests). */
  PickMap?: ComponentType<PickPointMapProps> | null;
  timeZone: string;
  outagesLink: ReactNode;
  /** Reported: the route opens the Success page (without it the page shows the reference itself). */
  onDone?: (result: ReportOutageData) => void;
}) {
  const machine = useMemo(() => providedReportOutageMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input });
  const view = connectReportOutage(snapshot, send);
  const result = view.status === 'done' ? view.result : null;
  useEffect(() => {
    if (result) onDone?.(result);
  }, [result, onDone]);
  return <ReportOutageView view={view} PickMap={PickMap} upload={calls.upload} timeZone={timeZone} outagesLink={outagesLink} />;
}
