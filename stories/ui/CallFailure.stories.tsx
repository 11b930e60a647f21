import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CallFailure } from '../../src/ui/CallFailure.tsx';

const meta = {
  title: 'UI/CallFailure',
  component: CallFailure,
  args: { onRetry: fn() },
  decorators: [(Story) => <div className="container page"><Story /></div>],
} satisfies Meta<typeof CallFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No envelope (network down): the generic "could not load" text and a retry button. */
export const NetworkFailure: Story = {};

/** A server failure whose message code is in the catalogue (GEN429): that message is shown. */
export const TooManyRequests: Story = { args: { failure: { message: 'Too many requests', msgcode: 'GEN429' } } };

/** GEN500 from the server. */
export const ServerError: Story = { args: { failure: { message: 'Internal error', msgcode: 'GEN500' } } };

/** A message code the catalogue does not know falls back to the generic text. */
export const UnknownCode: Story = { args: { failure: { message: 'Bad gateway', msgcode: 'XYZ999' } } };
