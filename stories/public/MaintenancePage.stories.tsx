import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenancePage } from '../../src/features/public/MaintenancePage.tsx';
import { activeMaintenance, networkFailure, noActiveMaintenance, okResult } from '../support/fixtures.ts';
import { languageFromGlobals } from '../support/i18n.ts';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Public/MaintenancePage',
  component: MaintenancePage,
  decorators: [withRouter],
  parameters: { route: '/Maintenance' },
  args: { result: okResult(noActiveMaintenance) },
  argTypes: { result: { control: false } },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message for the active maintenance window (in the chosen language), then the apology. */
export const ActiveMessage: Story = {
  render: (_, context) => <MaintenancePage result={okResult(activeMaintenance(languageFromGlobals(context.globals)))} />,
};

/** No active item: maintenance is over, with a link home. */
export const NoneActive: Story = {};

/** The maintenance call failed: retry. */
export const CallFailed: Story = { args: { result: networkFailure() } };
