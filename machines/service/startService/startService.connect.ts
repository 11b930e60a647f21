import type { SnapshotFrom } from 'xstate';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import { type CoApplicantField, type CustomerType, type DepositOption, type Town } from '../../../src/domain/serviceRequests.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { connectServiceSteps, type ServiceStepsViewModel } from '../serviceSteps.connect.ts';
import { startServiceSteps, type startServiceMachine } from './startService.machine.ts';
import type { StartServiceContext, StartServiceEvent } from './startService.types.ts';

export type StartServiceStatus = 'premise' | 'customer' | 'mailing' | 'loadingCalendar' | 'calendarFailed' | 'appointment' | 'credit' | 'preferences' | 'review' | 'done';

export interface StartServiceViewModel extends Omit<StartServiceContext, 'today'>, ServiceStepsViewModel {
  status: StartServiceStatus;
  steps: StepItem[];
  /** A call is under way: the step's buttons wait. */
  busy: boolean;
  changeQuery: (value: string) => void;
  chooseTown: (town: Town | '') => void;
  search: () => void;
  choosePremise: (premiseId: string) => void;
  chooseCustomerType: (customerType: CustomerType) => void;
  changeBusinessName: (value: string) => void;
  toggleCoApplicant: (value: boolean) => void;
  changeCoApplicant: (field: CoApplicantField, value: string) => void;
  changeAccess: (field: 'accessInstructions' | 'gateCode', value: string) => void;
  chooseCreditReview: (value: boolean) => void;
  chooseDeposit: (value: DepositOption) => void;
  documentsChanged: (documents: UploadedDocument[]) => void;
  toggleOptIn: (value: boolean) => void;
  changeTextNumber: (value: string) => void;
  togglePaperless: (value: boolean) => void;
}

export function connectStartService(snapshot: SnapshotFrom<typeof startServiceMachine>, send: (event: StartServiceEvent) => void): StartServiceViewModel {
  const { context } = snapshot;
  const status: StartServiceStatus = snapshot.hasTag('done')
    ? 'done'
    : snapshot.matches('loadingCalendar')
      ? 'loadingCalendar'
      : snapshot.matches('calendarFailed')
        ? 'calendarFailed'
        : snapshot.hasTag('step:premise')
          ? 'premise'
          : snapshot.hasTag('step:customer')
            ? 'customer'
            : snapshot.hasTag('step:mailing')
              ? 'mailing'
              : snapshot.hasTag('step:appointment')
                ? 'appointment'
                : snapshot.hasTag('step:credit')
                  ? 'credit'
                  : snapshot.hasTag('step:preferences')
                    ? 'preferences'
                    : 'review';
  const { today: _today, ...rest } = context;
  return {
    ...rest,
    ...connectServiceSteps(context, send),
    status,
    steps: stepItems(startServiceSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
    changeQuery: (value) => send({ type: 'start.changeQuery', value }),
    chooseTown: (town) => send({ type: 'start.chooseTown', town }),
    search: () => send({ type: 'start.search' }),
    choosePremise: (premiseId) => send({ type: 'start.choosePremise', premiseId }),
    chooseCustomerType: (customerType) => send({ type: 'start.chooseCustomerType', customerType }),
    changeBusinessName: (value) => send({ type: 'start.changeBusinessName', value }),
    toggleCoApplicant: (value) => send({ type: 'start.toggleCoApplicant', value }),
    changeCoApplicant: (field, value) => send({ type: 'start.changeCoApplicant', field, value }),
    changeAccess: (field, value) => send({ type: 'start.changeAccess', field, value }),
    chooseCreditReview: (value) => send({ type: 'start.chooseCreditReview', value }),
    chooseDeposit: (value) => send({ type: 'start.chooseDeposit', value }),
    documentsChanged: (documents) => send({ type: 'start.documents', documents }),
    toggleOptIn: (value) => send({ type: 'start.toggleOptIn', value }),
    changeTextNumber: (value) => send({ type: 'start.changeTextNumber', value }),
    togglePaperless: (value) => send({ type: 'start.togglePaperless', value }),
  };
}
