import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IdleTimeoutDialogView } from '../../src/features/session/idleTimeout/IdleTimeoutDialog.tsx';
import '../../src/features/session/shell.css';

/** The dialog with a story-local answer: Continue or Log Out closes it. */
function IdleDemo({ busy }: { busy: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="container" style={{ minHeight: '16rem' }}>
      <IdleTimeoutDialogView view={{ dialogOpen: open, busy, continueSession: () => setOpen(false), logOut: () => setOpen(false) }} />
    </div>
  );
}

const meta = {
  title: 'Session/IdleTimeoutDialog',
  component: IdleDemo,
  args: { busy: false },
  parameters: {
    docs: {
      description: {
        component:
          'Session expiry (alertdialog) after 29 idle minutes: GEN017 text, Log Out and Continue; focus starts on Continue. At 30 minutes the session ends by itself.',
      },
    },
  },
} satisfies Meta<typeof IdleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button')[1]!);
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** Continue pressed: the tokens are being refreshed. */
export const Continuing: Story = { args: { busy: true } };
