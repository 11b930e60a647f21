import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { outageMapMachine } from '../../../../machines/outage/outageMap/outageMap.machine.ts';
import type { OutageMapContext, OutageMapEvent, OutageMapInput } from '../../../../machines/outage/outageMap/outageMap.types.ts';
import type { OutageListData, OutageLookupData, OutageSearch } from '../../../../src/domain/outage.ts';
import { OutageMapPage } from '../../../../src/features/outage/outageMap/OutageMapPage.tsx';
import { catalogueFor } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { delayOf, invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const searchBox = () => screen.queryByRole('searchbox', { name: new RegExp(text('outage.search.label')) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

const showOnMap = (reference: string) => screen.getByRole('button', { name: new RegExp(`${text('outage.item.showOnMap')}.*${reference === 'OUT-MAU-0203' ? 'Maun' : reference}`) });

/** The outage page's paths: the user types, searches, chooses and refreshes; each call and the refresh clock are settled by the path. */
const adapter = defineViewAdapter(outageMapMachine, {
  machine: 'outageMap',
  async render(path) {
    const input = path.input as OutageMapInput;
    const exact = replay(path);
    const lists = pendingCalls<[], OutageListData>();
    const lookups = pendingCalls<[OutageSearch], OutageLookupData>();
    await renderPortal(<OutageMapPage signedIn={input.signedIn} refreshMs={input.refreshMs} Map={null} calls={{ list: lists.fn, lookup: lookups.fn }} />);
    // Texts load with real timers; the refresh clock is faked from here on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as OutageMapEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadOutages' ? lists : lookups, event);
        } else if (delayOf(event) === 'outageRefresh') {
          act(() => {
            vi.advanceTimersByTime(input.refreshMs);
          });
        } else if (flow.type === 'outages.retry') {
          fireEvent.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'outages.refresh') {
          fireEvent.click(screen.getByRole('button', { name: text('outage.map.refresh') }));
        } else if (flow.type === 'search.change') {
          fireEvent.change(searchBox()!, { target: { value: flow.search } });
        } else if (flow.type === 'search.submit') {
          fireEvent.click(screen.getByRole('button', { name: text('outage.search.submit') }));
        } else if (flow.type === 'search.clear') {
          fireEvent.click(screen.getByRole('button', { name: text('outage.search.clear') }));
        } else if (flow.type === 'outage.select' && flow.reference) {
          fireEvent.click(showOnMap(flow.reference));
        } else {
          throw new Error(`outageMap adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as OutageMapContext;
        expect(screen.getByRole('heading', { level: 1, name: text('outage.map.title') })).toBeInTheDocument();
        expect(lists.waiting.length).toBe(snapshot.hasTag('loading') || snapshot.hasTag('refreshing') ? 1 : 0);
        expect(lookups.waiting.length).toBe(snapshot.hasTag('busy') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(searchBox()).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(searchBox()).toBeNull();
          return;
        }
        // Showing: the list (all, or what the search found), the search box as typed, the rule, the failure.
        const found = context.result ? new Set(context.result.outages.map((o) => o.id)) : null;
        const listed = context.list!.features.filter((o) => !found || found.has(o.id));
        const list = screen.getByRole('region', { name: text(context.result ? 'outage.list.found' : 'outage.list.title') });
        expect(within(list).getAllByRole('article')).toHaveLength(listed.length);
        for (const outage of listed) {
          const item = within(list).getByRole('article', { name: `${outage.properties.area}, ${outage.properties.town}` });
          expect(within(item).getByRole('button', { name: new RegExp(text('outage.item.showOnMap')) })).toHaveAttribute('aria-pressed', String(context.selected === outage.id));
          expect(item).toHaveTextContent(text(`outage.crew.${outage.properties.crewStatus}`));
        }
        expect(searchBox()).toHaveValue(context.search);
        if (context.searchError) expect(searchBox()).toHaveAccessibleDescription(new RegExp(text(`outage.code.${context.searchError}`)));
        else expect(searchBox()).not.toHaveAttribute('aria-invalid');
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['outage.code', 'error'], 'outage.map.searchFailed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByRole('button', { name: text('outage.search.clear') }) !== null).toBe(context.search !== '' || context.result !== null);
        const refreshing = snapshot.hasTag('refreshing');
        expect(screen.getByRole('button', { name: text(refreshing ? 'outage.map.refreshing' : 'outage.map.refresh') })).toHaveProperty('disabled', refreshing);
        expect(screen.queryByText(text('outage.map.refreshFailed')) !== null).toBe(context.refreshFailed);
        expect(screen.getByRole('button', { name: text(snapshot.hasTag('busy') ? 'outage.search.busy' : 'outage.search.submit') })).toBeInTheDocument();
      },
      dispose() {
        vi.useRealTimers();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
