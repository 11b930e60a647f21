import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { rateAnalysisMachine } from '../../../../machines/billing/rateAnalysis/rateAnalysis.machine.ts';
import type { RateAnalysisContext, RateAnalysisEvent, RateAnalysisInput } from '../../../../machines/billing/rateAnalysis/rateAnalysis.types.ts';
import type { RateAnalysis } from '../../../../src/domain/rateAnalysis.ts';
import { formatMoney } from '../../../../src/domain/format.ts';
import { RateAnalysisPage } from '../../../../src/features/billing/rateAnalysis/RateAnalysisPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** Money as the page shows it, with its spaces as Testing Library reads them. */
const moneyShown = (value: number) => formatMoney(value, 'en-US').replace(/\s/g, ' ');

const chooser = () => screen.queryByRole('combobox', { name: text('billing.rateAnalysis.months.choose') });

const failureShown = (code: string) => text(`error.${code}` in catalogueFor('EN_US') ? `error.${code}` : 'error.loadFailed');

/** Rate analysis on its page: the user presses Try again and chooses tariffs; each load is settled by the path. */
const adapter = defineViewAdapter(rateAnalysisMachine, {
  machine: 'rateAnalysis',
  async render(path) {
    const input = path.input as RateAnalysisInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], RateAnalysis>();
    const { user } = await renderPortal(<RateAnalysisPage accountNumber={input.accountNumber} calls={{ load: loads.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as RateAnalysisEvent;
        if (isOutcome(event)) {
          await settle(loads, event);
        } else if (flow.type === 'rateAnalysis.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'rateAnalysis.choose') {
          const select = chooser()!;
          const offered = [...select.querySelectorAll('option')].some((option) => option.value === flow.tariffCode);
          // A tariff the list does not offer cannot be chosen on the page: the machine ignores it too.
          if (offered) await user.selectOptions(select, flow.tariffCode);
        } else {
          throw new Error(`rateAnalysis adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as RateAnalysisContext;
        expect(screen.getByRole('heading', { level: 1, name: text('billing.rateAnalysis.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(screen.queryByRole('table')).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode));
          expect(screen.queryByRole('table')).toBeNull();
          return;
        }
        if (snapshot.matches('empty')) {
          expect(screen.getByRole('heading', { level: 2, name: text('billing.rateAnalysis.empty.title') })).toBeInTheDocument();
          expect(screen.queryByRole('table')).toBeNull();
          return;
        }
        // The list: the tariffs cheapest first with their totals, and the chosen one month by month.
        const analysis = context.analysis!;
        const [options, months] = screen.getAllByRole('table');
        const rows = within(options!).getAllByRole('row').slice(1);
        expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(analysis.options.map((option) => option.tariffName));
        rows.forEach((row, index) => expect(row).toHaveTextContent(moneyShown(analysis.options[index]!.total)));
        const chosen = analysis.options.find((option) => option.tariffCode === context.chosenTariff)!;
        expect(chooser()).toHaveValue(chosen.tariffCode);
        expect(within(months!).getByText(formatCatalogueText('billing.rateAnalysis.months.caption', { tariff: chosen.tariffName }))).toBeInTheDocument();
        const monthRows = within(months!).getAllByRole('row').slice(1);
        expect(monthRows).toHaveLength(analysis.months.length);
        expect(monthRows[0]).toHaveTextContent(moneyShown(chosen.monthly[0]!));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
