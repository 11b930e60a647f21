import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpPage } from '../../src/features/help/HelpPage.tsx';
import { networkFailure, okResult, serviceCentres } from '../support/fixtures.ts';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Help/HelpPage',
  component: HelpPage,
  decorators: [withRouter],
  parameters: { route: '/Help' },
  args: { centres: okResult(serviceCentres) },
  argTypes: { centres: { control: false } },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Call centre 0800 600 147, short code 16266, e-mail, FAQ topics and the service centres. */
export const CentresLoaded: Story = {};

/** The service-centre call failed: the rest of the page still helps, the list offers a retry. */
export const CentresFailed: Story = { args: { centres: networkFailure() } };
