import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreLoginHeader } from '../../src/ui/layout/PreLoginHeader.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Layout/PreLoginHeader',
  component: PreLoginHeader,
  decorators: [withRouter],
} satisfies Meta<typeof PreLoginHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On /login the navigation has no home icon: the user is already home. */
export const OnLogin: Story = { parameters: { route: '/login' } };

/** Anywhere else a home icon leads back to /login; the FAQ link is marked as the current page. */
export const OnFaqPage: Story = { parameters: { route: '/PreFaq' } };

/** On /Help the Help & Support link is the current page. */
export const OnHelpPage: Story = { parameters: { route: '/Help' } };
