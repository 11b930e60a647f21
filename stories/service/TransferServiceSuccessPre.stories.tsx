import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTransferReceipt } from '../../machines/service/transferService/transferService.fixtures.ts';
import { TransferServiceSuccess } from '../../src/features/service/transferService/PreTransferService.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Service/TransferServiceSuccessPre',
  component: TransferServiceSuccess,
  decorators: [withRouter],
  parameters: { docs: { description: { component: "/TransferServiceSuccessPre: a visitor's transfer made, both references, each tracked without signing in." } } },
} satisfies Meta<typeof TransferServiceSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both references and appointments, with the links to track each. */
export const Success: Story = { args: { receipt: sampleTransferReceipt } };

/** Opened without a transfer (after a reload): the way to tracking by reference. */
export const Missing: Story = { args: { receipt: null } };
