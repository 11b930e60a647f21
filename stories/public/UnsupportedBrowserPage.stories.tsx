import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnsupportedBrowserPage } from '../../src/features/public/UnsupportedBrowserPage.tsx';

const meta = {
  title: 'Public/UnsupportedBrowserPage',
  component: UnsupportedBrowserPage,
} satisfies Meta<typeof UnsupportedBrowserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to download Chrome, Edge, Firefox or Safari. */
export const Default: Story = {};
