import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { paperlessMachine } from '../../../../machines/account/paperless/paperless.machine.ts';
import type { PaperlessContext, PaperlessEvent, PaperlessInput, SetBillFormatInput, SetPaperlessInput } from '../../../../machines/account/paperless/paperless.types.ts';
import type { PaperlessRecord } from '../../../../src/domain/paperless.ts';
import { PaperlessPage } from '../../../../src/features/account/paperless/PaperlessPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

const turnOn = () => screen.queryByRole('button', { name: text('account.paperless.paperless.turnOn') });
const turnOff = () => screen.queryByRole('button', { name: text('account.paperless.paperless.turnOff') });
const save = () => screen.queryByRole('button', { name: text('account.paperless.format.save') });
const formatRadio = (value: 0 | 1) => screen.getByRole('radio', { name: text(value === 1 ? 'account.paperless.format.summary' : 'account.paperless.format.detailed') });

/** Paperless billing and bill format on their page: the user presses the buttons and picks a format; each call is settled by the path. */
const adapter = defineViewAdapter(paperlessMachine, {
  machine: 'paperless',
  async render(path) {
    const input = path.input as PaperlessInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], PaperlessRecord>();
    const switches = pendingCalls<[SetPaperlessInput], PaperlessRecord>();
    const formats = pendingCalls<[SetBillFormatInput], PaperlessRecord>();
    const { user } = await renderPortal(<PaperlessPage accountNumber={input.accountNumber} calls={{ load: loads.fn, setPaperless: switches.fn, setBillFormat: formats.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as PaperlessEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadPaperless' ? loads : id === 'setBillFormat' ? formats : switches, event);
        } else if (flow.type === 'paperless.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'paperless.turnOn') {
          await user.click(turnOn()!);
        } else if (flow.type === 'paperless.turnOff') {
          await user.click(turnOff()!);
        } else if (flow.type === 'billFormat.change') {
          await user.click(formatRadio(flow.billFormat));
        } else if (flow.type === 'billFormat.save') {
          await user.click(save()!);
        } else {
          throw new Error(`paperless adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as PaperlessContext;
        expect(screen.getByRole('heading', { level: 1, name: text('account.paperless.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(switches.waiting.length).toBe(snapshot.matches('turningOn') || snapshot.matches('turningOff') ? 1 : 0);
        expect(formats.waiting.length).toBe(snapshot.matches('savingFormat') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(save()).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(save()).toBeNull();
          return;
        }
        const record = context.record!;
        const busy = !snapshot.matches('ready');
        // The paperless state and the one button that changes it.
        expect(screen.getByText(record.paperless ? formatCatalogueText('account.paperless.paperless.on', { email: record.email ?? '' }) : text('account.paperless.paperless.off'))).toBeInTheDocument();
        if (record.paperless) {
          expect(turnOn()).toBeNull();
          expect(turnOff()).toHaveProperty('disabled', busy);
        } else {
          expect(turnOff()).toBeNull();
          expect(turnOn()).toHaveProperty('disabled', busy);
        }
        expect(formatRadio(context.billFormat)).toBeChecked();
        expect(save()).toHaveProperty('disabled', busy || context.billFormat === record.isBFSEligible);
        if (context.actionFailure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.actionFailure.msgcode, ['account.paperless.code', 'error'], 'account.paperless.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('status')).toHaveTextContent(context.notice ? text(`account.paperless.notice.${context.notice}`) : '');
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
