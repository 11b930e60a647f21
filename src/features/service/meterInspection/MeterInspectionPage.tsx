import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectMeterInspection } from '../../../../machines/service/meterInspection/meterInspection.connect.ts';
import type { MeterInspectionInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import { meterInspectionApiCalls, providedMeterInspectionMachine, type MeterInspectionCalls } from './meterInspectionCalls.ts';
import { MeterInspectionView } from './MeterInspectionView.tsx';

/** The meter inspection request (/MeterInspection signed in, /meterinspectionPrelogin for a visitor): its own machine, with the portal's calls or fakes. */
export function MeterInspectionPage({ input, calls = meterInspectionApiCalls, doneLink }: { input: MeterInspectionInput; calls?: MeterInspectionCalls; doneLink?: (reference: string) => ReactNode }) {
  const machine = useMemo(() => providedMeterInspectionMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input });
  return <MeterInspectionView view={connectMeterInspection(snapshot, send)} upload={calls.upload} doneLink={doneLink} />;
}
