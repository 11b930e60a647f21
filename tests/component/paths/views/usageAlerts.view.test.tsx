import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { usageAlertsMachine } from '../../../../machines/usage/usageAlerts/usageAlerts.machine.ts';
import type { UsageAlertField, UsageAlertsContext, UsageAlertsEvent, UsageAlertsInput, UsageAlertsSaveInput } from '../../../../machines/usage/usageAlerts/usageAlerts.types.ts';
import type { UsageAlertsRecord, UsageAlertsSaved } from '../../../../src/domain/usageAlerts.ts';
import { UsageAlertsPage } from '../../../../src/features/usage/usageAlerts/UsageAlertsPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const fields: readonly UsageAlertField[] = ['dailyThreshold', 'monthlyBudget'];
const field = (name: UsageAlertField) => screen.queryByRole('textbox', { name: text(`usage.usageAlerts.field.${name}`) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The form's button: waiting, Try again after a failed save, else Save alerts. */
const submitLabel = (context: UsageAlertsContext, busy: boolean) => text(busy ? 'usage.usageAlerts.busy' : context.failure ? 'common.retry' : 'usage.usageAlerts.submit');

/** The usage alerts' paths in their section: the user types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(usageAlertsMachine, {
  machine: 'usageAlerts',
  async render(path) {
    const input = path.input as UsageAlertsInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], UsageAlertsRecord>();
    const saves = pendingCalls<[UsageAlertsSaveInput], UsageAlertsSaved>();
    const { user } = await renderPortal(<UsageAlertsPage accountNumber={input.accountNumber} calls={{ load: loads.fn, save: saves.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as UsageAlertsEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadUsageAlerts' ? loads : saves, event);
        } else if (flow.type === 'usageAlerts.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'usageAlerts.change') {
          await user.clear(field(flow.field)!);
          if (flow.value) await user.type(field(flow.field)!, flow.value);
        } else if (flow.type === 'usageAlerts.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(exact.before(step).context as UsageAlertsContext, false) }));
        } else {
          throw new Error(`usageAlerts adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as UsageAlertsContext;
        expect(screen.getByRole('heading', { level: 2, name: text('usage.usageAlerts.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(saves.waiting.length).toBe(snapshot.matches('saving') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(field('dailyThreshold')).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(field('dailyThreshold')).toBeNull();
          return;
        }
        // The form (editing, saving): what was typed, each field's rule, the failure, the button.
        for (const name of fields) {
          expect(field(name)).toHaveValue(context.fields[name]);
          const code = context.errors[name];
          if (code) expect(field(name)).toHaveAccessibleDescription(new RegExp(formatCatalogueText(`usage.usageAlerts.code.${code}`, { max: '99,999.99' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          else expect(field(name)).not.toHaveAttribute('aria-invalid');
        }
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['usage.usageAlerts.code', 'error'], 'usage.usageAlerts.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('saving')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('saving'));
        // Saved: it says so, and how many alerts the save raised; the latest alert is shown.
        const saved = screen.queryByText(text('usage.usageAlerts.saved'), { exact: false });
        if (context.saved) {
          expect(saved).toHaveTextContent(context.saved.raised === 0 ? text('usage.usageAlerts.raised.none') : formatCatalogueText('usage.usageAlerts.raised', { count: context.saved.raised }));
          expect(screen.getByText(/^Latest alert:/)).toBeInTheDocument();
        } else expect(saved).toBeNull();
        if (!context.record?.latest) expect(screen.getByText(text('usage.usageAlerts.latest.none'))).toBeInTheDocument();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
