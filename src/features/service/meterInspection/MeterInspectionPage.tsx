import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectMeterInspection } from '../../../../machines/service/meterInspection/meterInspection.connect.ts';
import { meterInspectionApiCalls, providedMeterInspectionMachine, type MeterInspectionCalls } from './meterInspectionCalls.ts';
import { MeterInspectionView } from './MeterInspectionView.tsx';

/** MeterInspection (/MeterInspection) for the selected account: its own machine, with the portal's calls or fakes. */
export function MeterInspectionPage({ accountNumber, calls = meterInspectionApiCalls }: { accountNumber: string; calls?: MeterInspectionCalls }) {
  const machine = useMemo(() => providedMeterInspectionMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <MeterInspectionView view={connectMeterInspection(snapshot, send)} />;
}
