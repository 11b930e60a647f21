import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../src/ui/fields/DateField.tsx';
import { renderPortal } from './support/render.tsx';

const noop = () => {};

describe('a date field', () => {
  it('shows the format in the reader’s language, as the hints write it', async () => {
    const { unmount } = await renderPortal(<DateField label="Date" hint="JJ/MM/AAAA" value="" onChange={noop} />, { language: 'FR' });
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    unmount();
    await renderPortal(<DateField label="Date" hint="DD/MM/YYYY" value="" onChange={noop} />, { language: 'EN_US' });
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });
});
