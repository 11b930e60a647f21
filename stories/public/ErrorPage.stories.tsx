import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from '../../src/features/public/ErrorPage.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Public/ErrorPage',
  component: ErrorPage,
  decorators: [withRouter],
  args: { variant: 'error' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /Error: where unknown paths land. */
export const GeneralError: Story = { name: 'Error', parameters: { route: '/Error' } };

/** /Error404. */
export const NotFound: Story = { args: { variant: 'notFound' }, parameters: { route: '/Error404' } };
