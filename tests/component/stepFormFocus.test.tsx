import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewConnectionPage } from '../../src/features/service/newConnection/NewConnectionPage.tsx';
import type { NewConnectionCalls } from '../../src/features/service/newConnection/newConnectionCalls.ts';
import { renderPortal, text } from './support/render.tsx';

/** Calls a first step never makes: the step is refused before any call. */
const calls: NewConnectionCalls = {
  quote: vi.fn(() => new Promise<never>(() => {})),
  submit: vi.fn(() => new Promise<never>(() => {})),
  upload: vi.fn(() => new Promise<never>(() => {})),
};

const field = (id: string) => screen.getByRole('textbox', { name: text(`service.newConnection.field.${id}`, 'FR') });

/**
 * A step refused for its fields (the shared StepForm): the focus goes to the first field in error,
 * so that on a phone, where the errors are above the button and off the screen, the browser shows it
 * (found on /newConnectionPrelogin in French at 375 px: Suivant seemed to show no error).
 */
describe('a step form refused for its fields', () => {
  it('moves the focus to the first field in error, and on to the next one left', async () => {
    const { user } = await renderPortal(<NewConnectionPage owner={null} calls={calls} />, { language: 'FR', route: '/newConnectionPrelogin' });
    const next = screen.getByRole('button', { name: text('service.next', 'FR') });
    await user.click(next);
    expect(field('fullName')).toHaveAttribute('aria-invalid', 'true');
    expect(field('fullName')).toHaveFocus();
    expect(field('fullName')).toHaveAccessibleDescription(/.+/);

    await user.type(field('fullName'), 'Naledi Sebego');
    await user.click(next);
    expect(field('nationalId')).toHaveFocus();
    expect(calls.quote).not.toHaveBeenCalled();
  });
});
