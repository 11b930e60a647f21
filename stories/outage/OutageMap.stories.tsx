import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectOutageMap } from '../../machines/outage/outageMap/outageMap.connect.ts';
import { outageRefreshMs, sampleLookup, sampleOutageList } from '../../machines/outage/outageMap/outageMap.fixtures.ts';
import { outageMapMachine } from '../../machines/outage/outageMap/outageMap.machine.ts';
import type { OutageMapContext } from '../../machines/outage/outageMap/outageMap.types.ts';
import { OutageMapView } from '../../src/features/outage/outageMap/OutageMapView.tsx';

const noop = () => {};

/** The view in one state of the machine (without the map, which needs WebGL: the list is the text way). */
function OutageMapAt({ value, context = {} }: { value: string | Record<string, string>; context?: Partial<OutageMapContext> }) {
  const snapshot = outageMapMachine.resolveState({
    value,
    context: { signedIn: false, refreshMs: outageRefreshMs, list: null, search: '', searchError: null, result: null, selected: null, failure: null, refreshFailed: false, ...context },
  });
  return <OutageMapView view={connectOutageMap(snapshot, noop)} Map={null} timeZone="America/Los_Angeles" />;
}

const meta = {
  title: 'Outage/Outage map and list',
  component: OutageMapAt,
  parameters: { docs: { description: { component: 'The outage page (/PreOutages, /outages): each story is one state of the outageMap machine.' } } },
} satisfies Meta<typeof OutageMapAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = sampleOutageList;

/** Reading the list. */
export const Loading: Story = { args: { value: 'loading' } };

/** The list could not be read: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The summary, the search and every outage. */
export const Showing: Story = { args: { value: { showing: 'idle' }, context: { list } } };

/** No outage at all. */
export const NoOutages: Story = { args: { value: { showing: 'idle' }, context: { list: { ...list, features: [] } } } };

/** One outage chosen (from the list or the map). */
export const Selected: Story = { args: { value: { showing: 'idle' }, context: { list, selected: 'OUT-MAU-0203' } } };

/** Signed in: the search takes an account number too. */
export const SignedIn: Story = { args: { value: { showing: 'idle' }, context: { list, signedIn: true } } };

/** Words that break the rule: the box says why. */
export const SearchInvalid: Story = { args: { value: { showing: 'idle' }, context: { list, search: 'M', searchError: 'OUT_PLACE_LENGTH' } } };

/** A search under way. */
export const Searching: Story = { args: { value: { showing: 'searching' }, context: { list, search: 'Maun' } } };

/** What a search found. */
export const SearchFound: Story = { args: { value: { showing: 'idle' }, context: { list, search: 'Maun', result: sampleLookup, selected: 'OUT-MAU-0203' } } };

/** The search failed: the words stay, the message says why. */
export const SearchFailed: Story = { args: { value: { showing: 'idle' }, context: { list, search: 'Maun', failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Reading the list again: the list stays as it is. */
export const Refreshing: Story = { args: { value: { showing: 'refreshing' }, context: { list } } };

/** The refresh failed: the older list, marked as older. */
export const RefreshFailed: Story = { args: { value: { showing: 'idle' }, context: { list, refreshFailed: true } } };
