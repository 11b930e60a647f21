import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreServicesPage } from '../../src/features/service/overview/PreServicesPage.tsx';
import { withPreLoginSession } from '../support/sessionTestProvider.tsx';

const meta = {
  title: 'Service/PreServices',
  component: PreServicesPage,
  decorators: [withPreLoginSession],
  parameters: { docs: { description: { component: '/PreloginServices and /PreServiceOverview: what a visitor can do about service without an account (the pages built), and what signing in adds.' } } },
} satisfies Meta<typeof PreServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visitors (/PreloginServices). */
export const Visitor: Story = { parameters: { preLogin: { route: '/PreloginServices' } } };
