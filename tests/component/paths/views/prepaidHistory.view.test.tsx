import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { prepaidHistoryMachine } from '../../../../machines/payment/prepaidHistory/prepaidHistory.machine.ts';
import type { PrepaidHistoryContext, PrepaidHistoryEvent, PrepaidHistoryInput, PrepaidHistoryPage, PrepaidHistoryRequest } from '../../../../machines/payment/prepaidHistory/prepaidHistory.types.ts';
import type { Paged } from '../../../../src/domain/payment.ts';
import type { TokenHistoryItem } from '../../../../src/domain/prepaid.ts';
import { TransactionHistoryPage } from '../../../../src/features/payment/prepaidHistory/TransactionHistoryPage.tsx';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const table = () => screen.queryByRole('table', { name: text('history.caption.tokens') });

/**
 * Token history paths on TransactionHistoryPage: each page is a call the path settles; Previous /
 * Next and Try again are the user's buttons. Context (the page shown, the failure) comes from the
 * exact replay.
 */
const adapter = defineViewAdapter(prepaidHistoryMachine, {
  machine: 'prepaidHistory',
  skip(path) {
    // Only Previous and Next exist: a jump to another page is not something a user can do.
    const exact = replay(path);
    for (const [position, { event }] of path.steps.entries()) {
      if (event.type !== 'history.page') continue;
      const shown = (exact.snapshots[position]!.context as PrepaidHistoryContext).data?.page ?? 1;
      if (Math.abs((event as Extract<PrepaidHistoryEvent, { type: 'history.page' }>).page - shown) !== 1) return 'no button jumps pages';
    }
    return false;
  },
  async render(path) {
    const input = path.input as PrepaidHistoryInput;
    const exact = replay(path);
    const pages = pendingCalls<[PrepaidHistoryRequest], PrepaidHistoryPage>();
    const { user } = await renderPortal(<TransactionHistoryPage accountNumber={input.accountNumber} state="NW" tab={input.list} calls={pages.fn} />, {
      route: '/transactionhistory/tokens',
    });
    return {
      async perform({ event, index }) {
        const history = event as PrepaidHistoryEvent;
        if (isOutcome(event)) {
          await settle(pages, event);
        } else if (history.type === 'history.retry') {
          await user.click(screen.getByRole('button', { name: text('recharge.retry') }));
        } else if (history.type === 'history.page') {
          const shown = (exact.snapshots[index - 1]!.context as PrepaidHistoryContext).data?.page ?? 1;
          await user.click(screen.getByRole('button', { name: text(history.page > shown ? 'history.next' : 'history.previous') }));
        } else {
          throw new Error(`prepaidHistory adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as PrepaidHistoryContext;
        expect(screen.getByRole('heading', { level: 1, name: text('history.title') })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: text('history.tab.tokens') })).toHaveAttribute('aria-current', 'page');
        expect(pages.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        if (snapshot.matches('failed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(text('recharge.code.NETWORK'));
          expect(table()).toBeNull();
          return;
        }
        expect(screen.queryByRole('alert')).toBeNull();
        if (snapshot.matches('empty')) {
          expect(screen.getByText(text('history.empty.tokens'), { exact: false })).toBeInTheDocument();
          expect(screen.getByRole('link', { name: text('history.rechargeLink') })).toBeInTheDocument();
          return;
        }
        const data = context.data as Paged<TokenHistoryItem> | null;
        if (!data || data.items.length === 0) {
          expect(table()).toBeNull();
          return;
        }
        // The page shown (the previous one stays while the next loads), its tokens grouped by 4.
        const rows = within(table()!).getAllByRole('row').slice(1);
        expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(data.items.map((item) => item.tokenDisplay));
        expect(screen.getByText(formatCatalogueText('history.page', { page: data.page, totalPages: data.totalPages }))).toBeInTheDocument();
        const loaded = snapshot.matches('loaded');
        expect(screen.getByRole('button', { name: text('history.previous') })).toHaveProperty('disabled', !(loaded && data.page > 1));
        expect(screen.getByRole('button', { name: text('history.next') })).toHaveProperty('disabled', !(loaded && data.page < data.totalPages));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
