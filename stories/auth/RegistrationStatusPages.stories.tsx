import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivationPage, type ActivationResult } from '../../src/features/auth/registration/ActivationPage.tsx';
import { RegisterSuccessPage } from '../../src/features/auth/registration/RegisterSuccessPage.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Auth/Registration/Status pages',
  decorators: [withRouter],
  parameters: {
    docs: { description: { component: '/RegisterSuccess (check your e-mail) and /UserAccountActivation (active, or the link expired).' } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The activation link is on its way to the masked address. */
export const RegisterSuccess: Story = {
  parameters: { route: '/RegisterSuccess' },
  render: () => <RegisterSuccessPage email="k***@example.com" />,
};

let keys = 0;
const answer = (result: ActivationResult) => () => Promise.resolve(result);

/** The link worked: Sign in. */
export const ActivationSuccess: Story = {
  parameters: { route: '/UserAccountActivation' },
  render: () => <ActivationPage activationKey={`story-active-${++keys}`} activate={answer({ status: 'active' })} />,
};

/** ACT001: the link was used or has expired; register again. */
export const ActivationExpired: Story = {
  parameters: { route: '/UserAccountActivation' },
  render: () => (
    <ActivationPage activationKey={`story-expired-${++keys}`} activate={answer({ status: 'failed', msgcode: 'ACT001', message: '' })} />
  ),
};

/** The activation is being checked. */
export const Activating: Story = {
  parameters: { route: '/UserAccountActivation' },
  render: () => <ActivationPage activationKey={`story-pending-${++keys}`} activate={() => new Promise<ActivationResult>(() => undefined)} />,
};
