import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectServiceTracker } from '../../../../machines/service/serviceTracker/serviceTracker.connect.ts';
import { providedServiceTrackerMachine, serviceTrackerApiCalls, type ServiceTrackerCalls } from './serviceTrackerCalls.ts';
import { ServiceTrackerView } from './ServiceTrackerView.tsx';

interface ServiceTrackerPageProps {
  /** /services/{key}: the request to show; null for all of them. */
  reference?: string | null;
  /** The cancel right on the selected account. */
  canCancel?: boolean;
  /** The edit right on the selected account. */
  canEdit?: boolean;
  calls?: ServiceTrackerCalls;
  flowLinks?: ReactNode;
  allLink?: ReactNode;
}

/** The service tracker (/serviceTracker, /services/{key}): its own machine, with the portal's calls or fakes. */
export function ServiceTrackerPage({ reference = null, canCancel = true, canEdit = true, calls = serviceTrackerApiCalls, flowLinks, allLink }: ServiceTrackerPageProps) {
  const machine = useMemo(() => providedServiceTrackerMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { reference, canCancel, canEdit } });
  return <ServiceTrackerView view={connectServiceTracker(snapshot, send)} upload={calls.upload} flowLinks={flowLinks} allLink={allLink} />;
}
