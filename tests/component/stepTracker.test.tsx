import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { defineSteps, stepItems, stepTag } from '../../machines/common/steps.ts';
import { StepTracker, useStepHeadingFocus } from '../../src/ui/StepTracker.tsx';
import { catalogueFor } from '../../stories/support/i18n.ts';

const messages = { ...catalogueFor('EN_US'), 'demo.amount': 'Amount', 'demo.method': 'Method', 'demo.review': 'Review' };
const steps = defineSteps([
  { id: 'amount', labelId: 'demo.amount' },
  { id: 'method', labelId: 'demo.method' },
  { id: 'review', labelId: 'demo.review' },
] as const);

function renderTracker(current: string, onSelect?: (id: string) => void) {
  return render(
    <IntlProvider locale="en-US" messages={messages}>
      <StepTracker steps={stepItems(steps, (tag) => tag === stepTag(current))} onSelect={onSelect} />
    </IntlProvider>,
  );
}

describe('StepTracker', () => {
  it('lists the steps in order with done, current and not-started states', () => {
    renderTracker('method');
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓Amount, completed', '2Method, current step', '3Review, not started']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: Method');
  });

  it('lets the user go back to a finished step but never forward', async () => {
    const onSelect = vi.fn();
    renderTracker('method', onSelect);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(onSelect).toHaveBeenCalledWith('amount');
  });

  it('offers no button without a back intent', () => {
    renderTracker('review');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

function StepHeading({ step }: { step: string }) {
  const heading = useStepHeadingFocus(step);
  return (
    <h2 tabIndex={-1} ref={heading}>
      {step}
    </h2>
  );
}

describe('useStepHeadingFocus', () => {
  it('moves focus to the new step heading when the step changes, not on first render', () => {
    const { rerender } = render(<StepHeading step="amount" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<StepHeading step="method" />);
    expect(screen.getByRole('heading', { name: 'method' })).toHaveFocus();
  });
});
