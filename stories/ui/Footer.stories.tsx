import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../../src/ui/layout/Footer.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  decorators: [withRouter],
  parameters: { route: '/login' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Help link, toll-free number (0800 600 147), support short code 16266, site and legal links, version. */
export const Default: Story = {};

/** The footer under a page other than the landing page (links are the same on every pre-login page). */
export const OnHelpPage: Story = { parameters: { route: '/Help' } };
