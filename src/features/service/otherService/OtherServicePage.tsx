import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectOtherService } from '../../../../machines/service/otherService/otherService.connect.ts';
import { otherServiceApiCalls, providedOtherServiceMachine, type OtherServiceCalls } from './otherServiceCalls.ts';
import { OtherServiceView } from './OtherServiceView.tsx';

/** Other service (/OtherService) for the selected account: its own machine, with the portal's calls or fakes. */
export function OtherServicePage({ accountNumber, today, calls = otherServiceApiCalls, trackerLink }: { accountNumber: string; today: string; calls?: OtherServiceCalls; trackerLink?: ReactNode }) {
  const machine = useMemo(() => providedOtherServiceMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, today } });
  return <OtherServiceView view={connectOtherService(snapshot, send)} trackerLink={trackerLink} />;
}
