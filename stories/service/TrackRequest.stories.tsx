import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectTrackRequest } from '../../machines/service/trackRequest/trackRequest.connect.ts';
import { sampleTracked } from '../../machines/service/trackRequest/trackRequest.fixtures.ts';
import { trackRequestMachine } from '../../machines/service/trackRequest/trackRequest.machine.ts';
import type { TrackRequestContext } from '../../machines/service/trackRequest/trackRequest.types.ts';
import { TrackRequestView } from '../../src/features/service/trackRequest/TrackRequestView.tsx';

const noop = () => {};
const base: TrackRequestContext = { reference: sampleTracked.reference, contact: 'neo.kgosi@example.com', errors: {}, request: null, failure: null };

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function TrackRequestAt({ value, context = {} }: { value: string; context?: Partial<TrackRequestContext> }) {
  const snapshot = trackRequestMachine.resolveState({ value, context: { ...base, ...context } });
  return <TrackRequestView view={connectTrackRequest(snapshot, noop)} />;
}

const meta = {
  title: 'Service/TrackRequest',
  component: TrackRequestAt,
  parameters: { docs: { description: { component: 'Tracking a request without signing in (/ConnectMeTrackRequest/{key?}): each story is one state of the trackRequest machine.' } } },
} satisfies Meta<typeof TrackRequestAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form from the menu: nothing typed. */
export const Form: Story = { args: { value: 'form', context: { reference: '', contact: '' } } };

/** Opened from a link: the reference filled in. */
export const FormFromLink: Story = { args: { value: 'form', context: { contact: '' } } };

/** Both fields say what is wrong. */
export const FormErrors: Story = { args: { value: 'form', context: { reference: 'SR-1', contact: '', errors: { reference: 'SRV_REFERENCE', contact: 'SRV_TRACK_CONTACT' } } } };

/** Looking the request up. */
export const Checking: Story = { args: { value: 'checking' } };

/** No request with this reference and email or phone (the same whichever was wrong). */
export const NotFound: Story = { args: { value: 'notFound' } };

/** The call failed (here: too many tries). */
export const Failed: Story = { args: { value: 'failed', context: { failure: { msgcode: 'GEN015', message: '' } } } };

/** Found: status, priority, appointment and timeline. */
export const Found: Story = { args: { value: 'found', context: { request: sampleTracked } } };
