import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { connectPaymentLocations } from '../../../../machines/payment/paymentLocations/paymentLocations.connect.ts';
import { paymentLocationsMachine } from '../../../../machines/payment/paymentLocations/paymentLocations.machine.ts';
import type { PaymentLocationsContext, PaymentLocationsEvent, PaymentLocationsInput } from '../../../../machines/payment/paymentLocations/paymentLocations.types.ts';
import type { PaymentLocationsData } from '../../../../src/domain/paymentLocations.ts';
import { PaymentLocationsPage } from '../../../../src/features/payment/paymentLocations/PaymentLocationsPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { delayOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const searchBox = () => screen.queryByRole('searchbox', { name: text('payment.locations.search.label') });
const serviceBox = () => screen.getByRole('combobox', { name: text('payment.locations.service.label') });

/** The text a failure code is shown with: the error catalogue's, else the fallback. */
const failureShown = (code: string) => text(`error.${code}` in catalogueFor('EN_US') ? `error.${code}` : 'error.loadFailed');

/** The payment locations page's paths: the user types, chooses a service, clears and picks; the load and the clock are settled by the path. */
const adapter = defineViewAdapter(paymentLocationsMachine, {
  machine: 'paymentLocations',
  async render(path) {
    const input = path.input as PaymentLocationsInput;
    const exact = replay(path);
    const lists = pendingCalls<[], PaymentLocationsData>();
    await renderPortal(<PaymentLocationsPage tickMs={input.tickMs} pageSize={input.pageSize} Map={null} calls={{ list: lists.fn }} />);
    // Texts load with real timers; the page's clock is faked from here on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as PaymentLocationsEvent;
        if (isOutcome(event)) {
          await settle(lists, event);
        } else if (delayOf(event) === 'clockTick') {
          act(() => {
            vi.advanceTimersByTime(input.tickMs);
          });
        } else if (flow.type === 'locations.retry') {
          fireEvent.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'search.change') {
          fireEvent.change(searchBox()!, { target: { value: flow.search } });
        } else if (flow.type === 'service.choose') {
          fireEvent.change(serviceBox(), { target: { value: flow.service ?? '' } });
        } else if (flow.type === 'list.more') {
          const more = screen.queryByRole('button', { name: /^Show \d+ more place/ });
          if (more) {
            const before = screen.getAllByRole('article').length;
            fireEvent.click(more);
            // The reading goes on at the first new card.
            expect(screen.getAllByRole('article')[before]?.querySelector('h3')).toHaveFocus();
          }
        } else if (flow.type === 'search.clear') {
          fireEvent.click(screen.getByRole('button', { name: text('payment.locations.search.clear') }));
        } else if (flow.type === 'location.select' && flow.id) {
          // Only a listed location has a button; choosing one that is not listed is what the map cannot offer either.
          const item = screen.queryByRole('article', { name: (exact.before(step).context as PaymentLocationsContext).data?.locations.find((l) => l.id === flow.id)?.name ?? flow.id });
          if (item) fireEvent.click(within(item).getByRole('button', { name: new RegExp(text('payment.locations.showOnMap')) }));
        } else {
          throw new Error(`paymentLocations adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as PaymentLocationsContext;
        expect(screen.getByRole('heading', { level: 1, name: text('payment.locations.title') })).toBeInTheDocument();
        expect(lists.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(searchBox()).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode));
          expect(searchBox()).toBeNull();
          return;
        }
        // Showing: the words and the service as chosen, the list they find, open now at the page's clock, the choice.
        const view = connectPaymentLocations(snapshot as never, () => {});
        expect(searchBox()).toHaveValue(context.search);
        expect(serviceBox()).toHaveValue(context.service ?? '');
        const list = screen.getByRole('region', { name: text('payment.locations.list.title') });
        // A page at a time: the cards shown, and Show more while some are hidden.
        expect(within(list).queryAllByRole('article')).toHaveLength(view.shown.length);
        expect(view.shown.length).toBe(Math.min(view.listed.length, context.shown));
        const more = within(list).queryByRole('button', { name: /^Show \d+ more place/ });
        if (view.hidden > 0) expect(more).toHaveTextContent(formatCatalogueText('payment.locations.list.more', { count: view.nextPage }));
        else expect(more).toBeNull();
        if (view.listed.length === 0) expect(list).toHaveTextContent(text('payment.locations.list.empty'));
        for (const location of view.shown) {
          const item = within(list).getByRole('article', { name: location.name });
          expect(within(item).getByRole('button', { name: new RegExp(text('payment.locations.showOnMap')) })).toHaveAttribute('aria-pressed', String(context.selected === location.id));
          expect(item).toHaveTextContent(text(location.opening.open ? 'payment.locations.open' : 'payment.locations.closedUntil').split('{')[0]!);
        }
        const summary = !view.filtered ? 'payment.locations.summary.all' : view.listed.length === 0 ? 'payment.locations.summary.none' : 'payment.locations.summary.found';
        expect(screen.getByRole('status')).toHaveTextContent(formatCatalogueText(summary, { count: view.filtered ? view.listed.length : view.total, open: view.openNow }));
        // The count shown is said where the summary is announced, once the list is longer than a page.
        const showing = formatCatalogueText('payment.locations.list.showing', { shown: view.shown.length, count: view.listed.length });
        if (view.paged) expect(screen.getByRole('status')).toHaveTextContent(showing);
        else expect(screen.getByRole('status')).not.toHaveTextContent(showing);
        expect(screen.queryByRole('button', { name: text('payment.locations.search.clear') }) !== null).toBe(view.filtered);
      },
      dispose() {
        vi.useRealTimers();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
