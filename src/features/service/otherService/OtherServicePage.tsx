import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectOtherService } from '../../../../machines/service/otherService/otherService.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import { ResumeNotice, ResumeSavedForm, SaveForLater, type Resumed, type SavedFormCalls } from '../common/savedForms.tsx';
import { otherServiceApiCalls, providedOtherServiceMachine, type OtherServiceCalls } from './otherServiceCalls.ts';
import { OtherServiceView } from './OtherServiceView.tsx';

interface OtherServicePageProps {
  accountNumber: string;
  today: string;
  calls?: OtherServiceCalls;
  trackerLink?: ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
}

/** Other service (/OtherService) for the selected account: its own machine, with the portal's calls or fakes. */
export function OtherServicePage({ accountNumber, today, calls = otherServiceApiCalls, trackerLink, savedForms }: OtherServicePageProps) {
  const machine = useMemo(() => providedOtherServiceMachine(calls), [calls]);
  const input = { accountNumber, today };
  if (!savedForms) return <OtherServiceFlow machine={machine} input={input} trackerLink={trackerLink} />;
  return (
    <ResumeSavedForm
      machine={machine}
      input={input}
      savedFormId={savedForms.id}
      calls={savedForms.calls}
      // A form saved on another day keeps its answers, but the start date's window is today's.
      adapt={(snapshot) => ({ ...snapshot, context: { ...(snapshot.context as object), today } })}
    >
      {(resumed) => <OtherServiceFlow machine={machine} input={input} trackerLink={trackerLink} resumed={resumed} savedFormCalls={savedForms.calls} />}
    </ResumeSavedForm>
  );
}

function OtherServiceFlow({ machine, input, trackerLink, resumed, savedFormCalls }: { machine: ReturnType<typeof providedOtherServiceMachine>; input: { accountNumber: string; today: string }; trackerLink?: ReactNode; resumed?: Resumed; savedFormCalls?: SavedFormCalls }) {
  const intl = useIntl();
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: resumed?.snapshot as never });
  const view = connectOtherService(snapshot, send);
  const step = currentStep(view.steps);
  const title = intl.formatMessage({ id: 'service.savedForms.title' }, { flow: intl.formatMessage({ id: 'service.otherService.title' }), step: step ? intl.formatMessage({ id: step.labelId }) : '' });
  const saveForLater = resumed ? <SaveForLater actorRef={actorRef} flow="otherService" route="/OtherService" title={title} savedFormId={resumed.savedFormId} calls={savedFormCalls} /> : null;
  return <OtherServiceView view={view} trackerLink={trackerLink} notice={resumed ? <ResumeNotice resumed={resumed} /> : null} saveForLater={saveForLater} />;
}
