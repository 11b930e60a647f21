import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { sampleOtherServiceAccount, sampleOtherServicePlace, sampleOtherServiceReceipt, sampleOtherServiceToday, validOtherServiceForm } from '../../machines/service/otherService/otherService.fixtures.ts';
import { otherServiceMachine } from '../../machines/service/otherService/otherService.machine.ts';
import { sampleSavedForms } from '../../machines/service/savedForms/savedForms.fixtures.ts';
import type { SavedForm } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { OtherServicePage } from '../../src/features/service/otherService/OtherServicePage.tsx';
import { withRouter } from '../support/router.tsx';

const [summary] = sampleSavedForms;
const otherCalls = { load: () => Promise.resolve(sampleOtherServicePlace), submit: () => Promise.resolve(sampleOtherServiceReceipt) };

/** Other service's form filled in, as Save for later keeps it (a persisted snapshot). */
const filled = createActor(otherServiceMachine, {
  snapshot: otherServiceMachine.resolveState({
    value: 'editing',
    context: { accountNumber: sampleOtherServiceAccount, today: sampleOtherServiceToday, place: sampleOtherServicePlace, form: validOtherServiceForm, errors: {}, failure: null, receipt: null },
  }),
  input: { accountNumber: sampleOtherServiceAccount, today: sampleOtherServiceToday },
}).getPersistedSnapshot() as unknown as SavedForm['snapshot'];

function savedCalls({ snapshot = filled, refuse = false }: { snapshot?: SavedForm['snapshot']; refuse?: boolean } = {}): SavedFormCalls {
  return {
    get: () => Promise.resolve({ ...summary!, snapshot }),
    save: () => (refuse ? Promise.reject({ msgcode: 'SAVED_FORM_LIMIT', message: '' }) : Promise.resolve(summary!)),
    remove: (id) => Promise.resolve({ id, deleted: true }),
  };
}

/** Other service with saved forms: Save for later on its steps, and a saved form resumed (?savedForm=). */
function OtherServiceSaved({ resume = false, calls, accountNumber = sampleOtherServiceAccount }: { resume?: boolean; calls: SavedFormCalls; accountNumber?: string }) {
  return <OtherServicePage accountNumber={accountNumber} today={sampleOtherServiceToday} calls={otherCalls} savedForms={{ id: resume ? summary!.id : undefined, calls }} />;
}

const meta = {
  title: 'Service/SavedFormsInFlow',
  component: OtherServiceSaved,
  decorators: [withRouter],
  parameters: { route: '/OtherService', docs: { description: { component: 'Saved forms in a flow (Other service): Save for later, its outcomes, and a saved form resumed or started afresh.' } } },
} satisfies Meta<typeof OtherServiceSaved>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: /Save for later|Guardar para más tarde|Enregistrer pour plus tard/ });

/** The form with Save for later. */
export const SaveForLater: Story = { args: { calls: savedCalls() } };

/** Saved: the status line and the link to the Saved forms. */
export const Saved: Story = {
  args: { calls: savedCalls() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await saveButton(canvasElement));
    await expect(await within(canvasElement).findByRole('link', { name: /saved forms|formularios guardados|formulaires enregistrés/i })).toBeInTheDocument();
  },
};

/** The save was refused (20 saved forms already): why, and the button to try again. */
export const SaveRefused: Story = {
  args: { calls: savedCalls({ refuse: true }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await saveButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** A saved form resumed: the form as it was left. */
export const Resumed: Story = { args: { resume: true, calls: savedCalls() } };

/** A saved form that no longer fits the flow: a notice, and the form afresh. */
export const Stale: Story = { args: { resume: true, calls: savedCalls({ snapshot: { ...filled, value: 'aStepThatIsGone' } }) } };

/** A saved form resumed while another account is selected: it says which account the request is for. */
export const ResumedForAnotherAccount: Story = { args: { resume: true, calls: savedCalls(), accountNumber: '900800700' } };
