import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { usageOverviewMachine } from '../../../../machines/usage/usageOverview/usageOverview.machine.ts';
import type { LoadFiguresInput, UsageFigures, UsageOverviewContext, UsageOverviewEvent, UsageOverviewInput } from '../../../../machines/usage/usageOverview/usageOverview.types.ts';
import type { UsageDownloadRequest, UsageMeters } from '../../../../src/domain/usage.ts';
import { UsageOverviewPage } from '../../../../src/features/usage/usageOverview/UsageOverviewPage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { expectMeterLoadingView } from '../support/usageMeters.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });
const weatherBox = () => screen.queryByRole('checkbox', { name: text('usage.weather.show') });

/** The usage overview's paths on its page: the user picks tabs, switches and steps; each call is settled by the path. */
const adapter = defineViewAdapter(usageOverviewMachine, {
  machine: 'usageOverview',
  async render(path) {
    const input = path.input as UsageOverviewInput;
    const exact = replay(path);
    const meters = pendingCalls<[string], UsageMeters>();
    const figures = pendingCalls<[LoadFiguresInput], UsageFigures>();
    const downloads = pendingCalls<[UsageDownloadRequest], void>();
    const { user } = await renderPortal(
      <UsageOverviewPage
        accountNumber={input.accountNumber}
        canOverlayWeather={input.canOverlayWeather}
        canDownload={input.canDownload}
        calls={{ meters: meters.fn, figures: figures.fn, download: downloads.fn }}
      />,
    );
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as UsageOverviewEvent;
        const before = exact.before(step).context as UsageOverviewContext;
        if (isOutcome(event)) {
          // A choice made while figures were loading abandoned the earlier read: the outcome is the latest one's.
          if (invokeIdOf(event) === 'loadFigures') figures.waiting.splice(0, figures.waiting.length - 1);
          const id = invokeIdOf(event);
          await settle(id === 'loadMeters' ? meters : id === 'downloadUsage' ? downloads : figures, event);
        }
        else if (flow.type === 'usage.download') await user.click(screen.getByRole('button', { name: text(`usage.download.${flow.format}`) }));
        else if (flow.type === 'usage.retry') await user.click(screen.getByRole('button', { name: text('common.retry') }));
        else if (flow.type === 'usage.service') await user.click(screen.getByRole('tab', { name: text(`usage.service.${flow.service}`) }));
        else if (flow.type === 'usage.view') await user.click(screen.getByRole('button', { name: text(`usage.view.${flow.view}`) }));
        else if (flow.type === 'usage.previous') await user.click(screen.getByRole('button', { name: text(`usage.previous.${before.view}`) }));
        else if (flow.type === 'usage.next') await user.click(screen.getByRole('button', { name: text(`usage.next.${before.view}`) }));
        else if (flow.type === 'usage.unit') await user.click(screen.getByRole('button', { name: text(flow.unit === 'cost' ? 'usage.unit.cost' : 'usage.unit.kWh') }));
        else if (flow.type === 'usage.display') await user.click(screen.getByRole('button', { name: text(`usage.display.${flow.display}`) }));
        else if (flow.type === 'usage.weather') {
          // The box is ticked or not as the context says; a click sets the state the event asks for.
          if (weatherBox()!.matches(':checked') !== flow.on) await user.click(weatherBox()!);
        } else throw new Error(`usageOverview adapter: nothing performs ${event.type}`);
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as UsageOverviewContext;
        expect(screen.getByRole('heading', { level: 1, name: text('usage.title') })).toBeInTheDocument();
        if (snapshot.matches({ figures: 'loading' })) {
          // The latest read asks for the chosen service and view.
          const latest = figures.waiting.at(-1)!.args[0];
          expect(latest.service).toBe(context.service);
          // Temperature on reads the weather too (off keeps the read and only hides it).
          if (context.weather) expect(latest.request.weather).toBe(true);
        } else expect(figures.waiting.length).toBe(0);
        if (expectMeterLoadingView(snapshot, meters)) return;
        // The figures: the chosen tab, periodicity, unit and display are pressed; the weather box as chosen.
        expect(screen.getByRole('tab', { name: text(`usage.service.${context.service}`), selected: true })).toBeInTheDocument();
        expect(pressed(text(`usage.view.${context.view}`))).toBeInTheDocument();
        expect(pressed(text(context.unit === 'cost' ? 'usage.unit.cost' : 'usage.unit.kWh'))).toBeInTheDocument();
        expect(pressed(text(`usage.display.${context.display}`))).toBeInTheDocument();
        if (context.canOverlayWeather) expect(weatherBox()!.matches(':checked')).toBe(context.weather);
        else expect(weatherBox()).toBeNull();
        // The downloads are offered with the right, once figures are shown; a failed one says so.
        const downloadButton = screen.queryByRole('button', { name: text('usage.download.xlsx') });
        if (context.canDownload && snapshot.matches({ figures: 'shown' })) expect(downloadButton).toBeInTheDocument();
        else expect(downloadButton).toBeNull();
        expect(downloads.waiting.length).toBe(snapshot.hasTag('downloading') ? 1 : 0);
        if (snapshot.hasTag('downloading')) expect(screen.getByText(text('usage.download.busy'))).toBeInTheDocument();
        if (snapshot.matches({ figures: { shown: 'downloadFailed' } })) expect(screen.getByRole('alert')).toHaveTextContent(text('usage.download.failed'));
        else if (snapshot.matches({ figures: 'failed' })) expect(screen.getByRole('alert')).toBeInTheDocument();
        else expect(screen.queryByRole('alert')).toBeNull();
        if (context.figures) {
          expect(document.querySelector('.usage-summary')).not.toBeNull();
          if (context.display === 'table') expect(screen.getByRole('table')).toBeInTheDocument();
          else expect(screen.queryByRole('table')).toBeNull();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
