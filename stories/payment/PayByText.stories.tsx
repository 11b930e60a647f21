import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLink, sampleLinkKey, samplePaid } from '../../machines/payment/payByText/payByText.fixtures.ts';
import { PayByTextPage } from '../../src/features/payment/payByText/PayByTextPage.tsx';
import type { PayByTextCalls } from '../../src/features/payment/payByText/payByTextCalls.ts';
import { withRouter } from '../support/router.tsx';

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));

const ok: PayByTextCalls = { link: async () => sampleLink, pay: async () => samplePaid };

const meta = {
  title: 'Payment/PayByText',
  component: PayByTextPage,
  decorators: [withRouter],
  parameters: {
    route: '/PayByText',
    docs: { description: { component: 'Pay by text (/PayByText?key=..., the link Text To Pay texts, before sign-in): the payByText machine with fake calls.' } },
  },
  args: { linkKey: sampleLinkKey, calls: ok },
} satisfies Meta<typeof PayByTextPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the link pays. */
export const Loading: Story = { args: { calls: { ...ok, link: never } } };

/** What the link pays: the masked account, the amount due, the bank account; Pay. */
export const Ready: Story = {};

/** The link was used (or replaced, or is past its days): "This link has expired." */
export const Expired: Story = { args: { calls: { ...ok, link: () => refuse('TTP_LINK_USED') } } };

/** The link could not be read: the message and Try again. */
export const LoadFailed: Story = { args: { calls: { ...ok, link: () => refuse('NETWORK') } } };
