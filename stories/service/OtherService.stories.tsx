import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectOtherService } from '../../machines/service/otherService/otherService.connect.ts';
import { pastOtherServiceStartDate, sampleOtherServiceAccount, sampleOtherServicePlace, sampleOtherServiceReceipt, sampleOtherServiceToday, validOtherServiceForm } from '../../machines/service/otherService/otherService.fixtures.ts';
import { otherServiceMachine } from '../../machines/service/otherService/otherService.machine.ts';
import type { OtherServiceContext } from '../../machines/service/otherService/otherService.types.ts';
import { emptyOtherServiceForm } from '../../src/domain/otherService.ts';
import { OtherServiceView } from '../../src/features/service/otherService/OtherServiceView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function OtherServiceAt({ value, context = {} }: { value: string; context?: Partial<OtherServiceContext> }) {
  const snapshot = otherServiceMachine.resolveState({
    value,
    context: { accountNumber: sampleOtherServiceAccount, today: sampleOtherServiceToday, place: sampleOtherServicePlace, form: emptyOtherServiceForm, errors: {}, failure: null, receipt: null, ...context },
  });
  return <OtherServiceView view={connectOtherService(snapshot, noop)} />;
}

const meta = {
  title: 'Service/OtherService',
  component: OtherServiceAt,
  parameters: { docs: { description: { component: 'Other service (/OtherService): each story is one state of the otherService machine.' } } },
} satisfies Meta<typeof OtherServiceAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the premise and installation. */
export const Loading: Story = { args: { value: 'loading', context: { place: null } } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { place: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** The empty form. */
export const Editing: Story = { args: { value: 'editing' } };

/** Continue on a form that breaks rules: each field says why. */
export const Invalid: Story = {
  args: {
    value: 'editing',
    context: { form: { ...emptyOtherServiceForm, startDate: pastOtherServiceStartDate }, errors: { orderType: 'SRV_OTHER_ORDER_TYPE', taskType: 'SRV_OTHER_TASK_TYPE', startDate: 'SRV_OTHER_START_DATE', message: 'SRV_OTHER_MESSAGE' } },
  },
};

/** The form filled in. */
export const Filled: Story = { args: { value: 'editing', context: { form: validOtherServiceForm } } };

/** The review. */
export const Review: Story = { args: { value: 'reviewing', context: { form: validOtherServiceForm } } };

/** Submitting: the review waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { form: validOtherServiceForm } } };

/** The submission failed: the review says why; Submit tries again. */
export const SubmitFailed: Story = { args: { value: 'reviewing', context: { form: validOtherServiceForm, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The server refused the start date: back on the form, which says why. */
export const DateRefused: Story = {
  args: { value: 'editing', context: { form: validOtherServiceForm, failure: { msgcode: 'SRV_OTHER_START_DATE', message: '' } } },
};

/** The reference. */
export const Done: Story = { args: { value: 'done', context: { form: validOtherServiceForm, receipt: sampleOtherServiceReceipt } } };
