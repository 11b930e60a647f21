import { describe, expect, it } from 'vitest';
import { currentStep, defineSteps, stepItems, stepTag } from '../../machines/common/steps.ts';

const steps = defineSteps([
  { id: 'amount', labelId: 'pay.step.amount' },
  { id: 'method', labelId: 'pay.step.method' },
  { id: 'review', labelId: 'pay.step.review' },
] as const);

const tagged = (...tags: string[]) => (tag: string) => tags.includes(tag);

describe('step tracker items', () => {
  it('marks the tagged step doing, earlier ones done, later ones todo', () => {
    const items = stepItems(steps, tagged(stepTag('method')));
    expect(items.map((item) => [item.id, item.number, item.status])).toEqual([
      ['amount', 1, 'done'],
      ['method', 2, 'doing'],
      ['review', 3, 'todo'],
    ]);
    expect(currentStep(items)?.id).toBe('method');
  });

  it('shows every step done after the last one (success), or to do before the first', () => {
    expect(stepItems(steps, tagged()).every((item) => item.status === 'done')).toBe(true);
    expect(stepItems(steps, tagged(), 'allTodo').every((item) => item.status === 'todo')).toBe(true);
    expect(currentStep(stepItems(steps, tagged()))).toBeNull();
  });

  it('accepts 2 to 8 distinct steps only', () => {
    expect(() => defineSteps([{ id: 'a', labelId: 'x' }])).toThrow(/2 to 8/);
    expect(() => defineSteps(Array.from({ length: 9 }, (_, i) => ({ id: `s${i}`, labelId: 'x' })))).toThrow(/2 to 8/);
    expect(() => defineSteps([{ id: 'a', labelId: 'x' }, { id: 'a', labelId: 'y' }])).toThrow(/distinct/);
  });
});
