import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginLandingPage } from '../../src/features/public/LoginLandingPage.tsx';
import { Footer } from '../../src/ui/layout/Footer.tsx';
import { PreLoginHeader } from '../../src/ui/layout/PreLoginHeader.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Pages/Public/LoginLandingPage',
  component: LoginLandingPage,
  decorators: [withRouter],
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pre-login home: help, FAQ and outage cards. */
export const Default: Story = {};

/** The page inside the pre-login frame (header without home icon, footer, toast region), as at /login. */
export const InPortalFrame: Story = {
  render: () => (
    <div className="app-frame">
      <PreLoginHeader />
      <main id="main" tabIndex={-1}>
        <LoginLandingPage />
      </main>
      <Footer />
      <ToastRegion />
    </div>
  ),
};
