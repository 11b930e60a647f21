import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MachineAtlas } from '../../../stories/machines/atlas/MachineAtlas.tsx';

/** The statechart atlas of Storybook's "Machines" section: diagram, state details, simulator. */
async function open(machineId: string) {
  const user = userEvent.setup();
  render(<MachineAtlas machineId={machineId} />);
  const diagram = await screen.findByRole('group', { name: `Statechart of ${machineId}` }, { timeout: 5000 });
  // Restart and a new scenario remount the simulator: always read the one on screen.
  const simulator = () => screen.getByRole('region', { name: 'Simulator' });
  const current = () => within(simulator()).getByTestId('atlas-current-state').textContent;
  const button = (name: string | RegExp) => within(simulator()).getByRole('button', { name });
  return { user, diagram, simulator, current, button };
}

describe('MachineAtlas', () => {
  it('walks the language machine offline: outcomes of invoked actors, guarded events, steps', async () => {
    const { user, simulator, current, button } = await open('language');
    expect(current()).toBe('loadingInitial');
    const invoked = within(simulator()).getByRole('group', { name: 'Invoked actor loadInitialTexts' });
    expect(within(invoked).getAllByRole('button').map((item) => item.textContent)).toEqual([
      'resolve: texts loaded',
      'reject: network down',
    ]);

    await user.click(button('resolve: texts loaded'));
    expect(current()).toBe('ready');
    // The guard lets only a different language through.
    expect(button('language.select (language: FR)')).toBeEnabled();
    expect(button('language.select (language: EN_US)')).toBeDisabled();

    await user.click(button('language.select (language: FR)'));
    expect(current()).toBe('switching');
    await user.click(button('reject: network down'));
    expect(current()).toBe('ready');
    expect(within(within(simulator()).getByRole('list', { name: 'Steps taken' })).getAllByRole('listitem')).toHaveLength(3);

    await user.click(button('Restart'));
    expect(current()).toBe('loadingInitial');
    expect(within(simulator()).queryByRole('list', { name: 'Steps taken' })).toBeNull();
  });

  it('highlights the active states and selects a state with the keyboard', async () => {
    const { user, diagram } = await open('language');
    const ready = within(diagram).getByRole('button', { name: /^state ready/ });
    const loading = within(diagram).getByRole('button', { name: /^state loadingInitial, active/ });
    expect(loading).toHaveClass('atlas-state--active');
    expect(ready).not.toHaveClass('atlas-state--active');

    ready.focus();
    await user.keyboard('{Enter}');
    expect(ready).toHaveAttribute('aria-pressed', 'true');
    const details = screen.getByRole('region', { name: 'Selected state' });
    expect(within(details).getByRole('heading', { level: 2 })).toHaveTextContent('ready');
    expect(details).toHaveTextContent('Texts are on screen; the user may choose another language.');
    expect(details).toHaveTextContent('language.select [isDifferentLanguage] → switching');
  });

  it('lets time pass only when asked (delays)', async () => {
    const { user, current, button } = await open('toast');
    await user.click(button('toast.show (toast: success · maintenance.over)'));
    expect(current()).toBe('showing');
    await user.click(button('after autoClose (5,000 ms)'));
    expect(current()).toBe('idle');
  });

  it('marks final states; a finished machine takes no more events', async () => {
    const { user, diagram, simulator, current, button } = await open('versionCheck');
    expect(within(diagram).getByRole('button', { name: /^final state reloading/ })).toBeInTheDocument();
    await user.click(button('resolve: 10.3.0 deployed'));
    await user.click(button('version.reload'));
    expect(current()).toBe('reloading');
    expect(within(simulator()).getByText('final')).toBeInTheDocument();
    expect(within(simulator()).queryByRole('group', { name: 'Events' })).toBeNull();
  });

  it('marks the regions of a parallel state', async () => {
    const { diagram, current } = await open('notificationBanner');
    expect(within(diagram).getByRole('button', { name: /^machine notificationBanner \(parallel\)/ })).toBeInTheDocument();
    for (const region of ['banner', 'outageCount', 'inbox']) {
      expect(within(diagram).getByRole('button', { name: new RegExp(`^region ${region}, active`) })).toBeInTheDocument();
    }
    expect(current()).toBe('banner.loading, outageCount.requesting, inbox.loading');
  });

  it('starts from another scenario', async () => {
    const { user, simulator, current } = await open('maintenance');
    expect(current()).toBe('watching.checking');
    await user.selectOptions(within(simulator()).getByRole('combobox', { name: 'Start from' }), 'checking switched off');
    expect(current()).toBe('off');
  });
});
