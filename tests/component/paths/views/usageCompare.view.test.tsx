import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { usageCompareMachine } from '../../../../machines/usage/usageCompare/usageCompare.machine.ts';
import type { CompareFigures, LoadComparisonInput, UsageCompareContext, UsageCompareEvent, UsageCompareInput } from '../../../../machines/usage/usageCompare/usageCompare.types.ts';
import type { UsageMeters } from '../../../../src/domain/usage.ts';
import { UsageComparePage } from '../../../../src/features/usage/usageCompare/UsageComparePage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { expectMeterLoadingView } from '../support/usageMeters.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });

/** Compare's paths on its page: the user picks tabs, the unit and months; each call is settled by the path. */
const adapter = defineViewAdapter(usageCompareMachine, {
  machine: 'usageCompare',
  async render(path) {
    const input = path.input as UsageCompareInput;
    const exact = replay(path);
    const meters = pendingCalls<[string], UsageMeters>();
    const comparison = pendingCalls<[LoadComparisonInput], CompareFigures>();
    const { user } = await renderPortal(<UsageComparePage accountNumber={input.accountNumber} calls={{ meters: meters.fn, comparison: comparison.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as UsageCompareEvent;
        if (isOutcome(event)) {
          // A choice made while figures were loading abandoned the earlier read: the outcome is the latest one's.
          if (invokeIdOf(event) === 'loadComparison') comparison.waiting.splice(0, comparison.waiting.length - 1);
          await settle(invokeIdOf(event) === 'loadMeters' ? meters : comparison, event);
        } else if (flow.type === 'compare.retry') await user.click(screen.getByRole('button', { name: text('common.retry') }));
        else if (flow.type === 'compare.service') await user.click(screen.getByRole('tab', { name: text(`usage.service.${flow.service}`) }));
        else if (flow.type === 'compare.previous') await user.click(screen.getByRole('button', { name: text('usage.previous.day') }));
        else if (flow.type === 'compare.next') await user.click(screen.getByRole('button', { name: text('usage.next.day') }));
        else if (flow.type === 'compare.unit') await user.click(screen.getByRole('button', { name: text(flow.unit === 'cost' ? 'usage.unit.cost' : 'usage.unit.kWh') }));
        else throw new Error(`usageCompare adapter: nothing performs ${event.type}`);
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as UsageCompareContext;
        expect(screen.getByRole('heading', { level: 1, name: text('usage.compare.title') })).toBeInTheDocument();
        if (snapshot.matches({ figures: 'loading' })) {
          const latest = comparison.waiting.at(-1)!.args[0];
          expect(latest).toMatchObject({ service: context.service, month: context.month, withNeighbours: context.service === 'electric' });
        } else expect(comparison.waiting.length).toBe(0);
        if (expectMeterLoadingView(snapshot, meters)) return;
        expect(screen.getByRole('tab', { name: text(`usage.service.${context.service}`), selected: true })).toBeInTheDocument();
        expect(pressed(text(context.unit === 'cost' ? 'usage.unit.cost' : 'usage.unit.kWh'))).toBeInTheDocument();
        if (snapshot.matches({ figures: 'failed' })) expect(screen.getByRole('alert')).toBeInTheDocument();
        else expect(screen.queryByRole('alert')).toBeNull();
        if (context.figures) {
          // The periods' table, and the similar homes for electric only.
          expect(screen.getByRole('table', { name: text('usage.compare.periods.title') })).toBeInTheDocument();
          const neighbours = screen.queryByRole('heading', { level: 3, name: text('usage.compare.neighbours.title') });
          if (context.figures.neighbours && context.figures.comparison.service === 'electric') expect(neighbours).toBeInTheDocument();
          else expect(neighbours).toBeNull();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
