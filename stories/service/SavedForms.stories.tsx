import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectSavedForms } from '../../machines/service/savedForms/savedForms.connect.ts';
import { sampleSavedForms } from '../../machines/service/savedForms/savedForms.fixtures.ts';
import { savedFormsMachine } from '../../machines/service/savedForms/savedForms.machine.ts';
import type { SavedFormsContext } from '../../machines/service/savedForms/savedForms.types.ts';
import { SavedFormsView } from '../../src/features/service/savedForms/SavedFormsView.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};
const [first] = sampleSavedForms;

/** The tab in one state of the machine: a snapshot resolved from a state value and a context. */
function SavedFormsAt({ value, context = {} }: { value: string; context?: Partial<SavedFormsContext> }) {
  const snapshot = savedFormsMachine.resolveState({ value, context: { forms: sampleSavedForms, selected: null, failure: null, deleteFailure: null, notice: null, ...context } });
  return <SavedFormsView view={connectSavedForms(snapshot, noop)} />;
}

const meta = {
  title: 'Service/SavedForms',
  component: SavedFormsAt,
  decorators: [withRouter],
  parameters: { route: '/serviceTracker', docs: { description: { component: "The service tracker's Saved Forms tab: each story is one state of the savedForms machine." } } },
} satisfies Meta<typeof SavedFormsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the saved forms. */
export const Loading: Story = { args: { value: 'loading', context: { forms: [] } } };

/** The list could not be read: the message and Try again. */
export const Failed: Story = { args: { value: 'failed', context: { forms: [], failure: { msgcode: 'NETWORK', message: '' } } } };

/** Nothing saved. */
export const Empty: Story = { args: { value: 'empty', context: { forms: [] } } };

/** Two saved forms, each with Resume and Delete. */
export const List: Story = { args: { value: 'list' } };

/** Delete pressed: the confirmation, nothing deleted yet. */
export const Confirming: Story = { args: { value: 'confirming', context: { selected: first } } };

/** "Yes, delete it" pressed: the buttons wait. */
export const Deleting: Story = { args: { value: 'deleting', context: { selected: first } } };

/** The delete failed: the message in the dialog, with Try again. */
export const DeleteFailed: Story = { args: { value: 'deleteFailed', context: { selected: first, deleteFailure: { msgcode: 'GEN500', message: 'Server error' } } } };
