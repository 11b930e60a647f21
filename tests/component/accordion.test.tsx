import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from '../../src/ui/Accordion.tsx';

const items: AccordionItem[] = [
  { key: 1, title: 'How do I pay my electricity bill?', content: <p>Pay online, at a service centre or by transfer.</p> },
  { key: 2, title: 'Who do I call when the power is out?', content: <p>Call 16266 or 0800 600 147.</p> },
  { key: 3, title: 'How do I buy prepaid electricity?', content: <p>Buy a 20-digit token.</p> },
];

function question(name: string) {
  return screen.getByRole('button', { name });
}

describe('Accordion', () => {
  it('shows every question as a collapsed button under a heading', () => {
    render(<Accordion items={items} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(3);
    for (const item of items) {
      const button = question(item.title);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryByText('Call 16266 or 0800 600 147.')).not.toBeVisible();
  });

  it('expands an answer on click and collapses it on a second click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const button = question('Who do I call when the power is out?');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Who do I call when the power is out?' });
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Call 16266 or 0800 600 147.')).toBeVisible();
    expect(panel).toHaveAttribute('id', button.getAttribute('aria-controls'));

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Who do I call when the power is out?' })).toBeNull();
  });

  it('keeps several answers open independently', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(question('How do I pay my electricity bill?'));
    await user.click(question('How do I buy prepaid electricity?'));
    expect(question('How do I pay my electricity bill?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Who do I call when the power is out?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('How do I buy prepaid electricity?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('works from the keyboard: Tab to a question, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(question('How do I pay my electricity bill?')).toHaveFocus();
    await user.tab();
    const second = question('Who do I call when the power is out?');
    expect(second).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Call 16266 or 0800 600 147.')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveFocus();
  });

  it('uses the requested heading level', () => {
    render(<Accordion items={items} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
