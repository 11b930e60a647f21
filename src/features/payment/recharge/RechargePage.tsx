import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectRecharge } from '../../../../machines/payment/recharge/recharge.connect.ts';
import type { RechargeInput } from '../../../../machines/payment/recharge/recharge.types.ts';
import { RechargeView } from './RechargeView.tsx';
import { rechargeApiCalls, providedRechargeMachine, type RechargeCalls } from './rechargeCalls.ts';

/**
 * Recharge Meter: /RechargeMeter before sign-in (any prepaid meter), /Recharge signed in (the
 * selected prepaid account's meter). One machine, two inputs.
 */
export function RechargePage({ input, calls = rechargeApiCalls }: { input: RechargeInput; calls?: RechargeCalls }) {
  const machine = useMemo(() => providedRechargeMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input });
  return <RechargeView view={connectRecharge(snapshot, send)} />;
}
