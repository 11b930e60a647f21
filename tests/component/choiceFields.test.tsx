import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, RadioGroupField, SelectField } from '../../src/ui/fields/ChoiceFields.tsx';
import { TextField } from '../../src/ui/fields/TextField.tsx';

describe('form fields', () => {
  it('ties a text field error to its input', () => {
    render(<TextField label="Account number" error="Please enter a valid account number." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Account number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid account number.');
  });

  it('offers the select placeholder and options, with the error described', () => {
    render(
      <SelectField
        label="Expiry year"
        placeholder="Year"
        options={[{ value: '2026', label: '2026' }, { value: '2027', label: '2027' }]}
        error="Please choose the expiry year."
        value=""
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Expiry year' });
    expect(select).toHaveAccessibleDescription('Please choose the expiry year.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Year', '2026', '2027']);
  });

  it('reports the chosen radio button', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroupField
        legend="Pay with"
        name="method"
        value="saved"
        onChange={onChange}
        options={[{ value: 'saved', label: 'Saved card' }, { value: 'card', label: 'New card' }]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Saved card' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'New card' }));
    expect(onChange).toHaveBeenCalledWith('card');
  });

  it('labels a checkbox and shows its error', () => {
    render(<CheckboxField label="I agree to the terms" error="Please accept the terms." checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toHaveAccessibleDescription('Please accept the terms.');
  });
});
