import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectPaymentLocations } from '../../machines/payment/paymentLocations/paymentLocations.connect.ts';
import { locationsPageSize, locationsTickMs, samplePaymentLocationsData } from '../../machines/payment/paymentLocations/paymentLocations.fixtures.ts';
import { paymentLocationsMachine } from '../../machines/payment/paymentLocations/paymentLocations.machine.ts';
import type { PaymentLocationsContext } from '../../machines/payment/paymentLocations/paymentLocations.types.ts';
import { PaymentLocationsView } from '../../src/features/payment/paymentLocations/PaymentLocationsView.tsx';

const noop = () => {};

/** The view in one state of the machine (without the map, which needs a browser's WebGL). */
function PaymentLocationsAt({ value, context = {} }: { value: string; context?: Partial<PaymentLocationsContext> }) {
  const snapshot = paymentLocationsMachine.resolveState({
    value,
    context: { tickMs: locationsTickMs, pageSize: locationsPageSize, data: null, now: null, search: '', service: null, selected: null, shown: locationsPageSize, failure: null, ...context },
  });
  return <PaymentLocationsView view={connectPaymentLocations(snapshot, noop)} Map={null} />;
}

const loaded = { data: samplePaymentLocationsData, now: samplePaymentLocationsData.asOf };

const meta = {
  title: 'Payment/PaymentLocations',
  component: PaymentLocationsAt,
  parameters: { docs: { description: { component: 'Payment locations (/PaymentLocation, /PrePaymentLocation): each story is one state of the paymentLocations machine.' } } },
} satisfies Meta<typeof PaymentLocationsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the locations. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** Every location, all open (16:29 on a Thursday in Gaborone). */
export const Showing: Story = { args: { value: 'showing', context: loaded } };

/** A minute later: the service centres have closed until the next morning. */
export const AfterClosing: Story = { args: { value: 'showing', context: { ...loaded, now: '2026-11-26T14:30:30.000Z' } } };

/** A town searched, one location chosen. */
export const Searched: Story = { args: { value: 'showing', context: { ...loaded, search: 'Maun', selected: 'PL-MAU-A1' } } };

/** A service chosen: only the places offering mobile money. */
export const ByService: Story = { args: { value: 'showing', context: { ...loaded, service: 'mobileMoney' } } };

/** Nothing found. */
export const NothingFound: Story = { args: { value: 'showing', context: { ...loaded, search: 'Tsabong' } } };

/** Every page of the list shown (after Show more). */
export const AllShown: Story = { args: { value: 'showing', context: { ...loaded, shown: 6 } } };
