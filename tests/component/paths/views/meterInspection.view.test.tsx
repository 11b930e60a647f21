import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { meterInspectionMachine } from '../../../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionContext, MeterInspectionEvent, MeterInspectionInput, MeterInspectionSubmitInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import type { MeterInspectionReceipt, MeterInspectionRecord } from '../../../../src/domain/meterInspection.ts';
import { MeterInspectionPage } from '../../../../src/features/service/meterInspection/MeterInspectionPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const field = () => screen.queryByRole('textbox', { name: new RegExp(text('service.meterInspection.field.reference')) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The form's button: waiting, Try again after a failed submission, else Submit. */
const submitLabel = (context: MeterInspectionContext, busy: boolean) =>
  text(busy ? 'service.meterInspection.busy' : context.failure ? 'common.retry' : 'service.meterInspection.submit');

/** MeterInspection's paths on its page: the user types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(meterInspectionMachine, {
  machine: 'meterInspection',
  async render(path) {
    const input = path.input as MeterInspectionInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], MeterInspectionRecord>();
    const submits = pendingCalls<[MeterInspectionSubmitInput], MeterInspectionReceipt>();
    const { user } = await renderPortal(<MeterInspectionPage accountNumber={input.accountNumber} calls={{ load: loads.fn, submit: submits.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as MeterInspectionEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadMeterInspection' ? loads : submits, event);
        } else if (flow.type === 'meterInspection.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'meterInspection.change') {
          await user.clear(field()!);
          await user.type(field()!, flow.reference);
        } else if (flow.type === 'meterInspection.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(exact.before(step).context as MeterInspectionContext, false) }));
        } else {
          throw new Error(`meterInspection adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as MeterInspectionContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.meterInspection.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(field()).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(field()).toBeNull();
          return;
        }
        if (snapshot.matches('done')) {
          expect(field()).toBeNull();
          expect(screen.getByText(formatCatalogueText('service.meterInspection.done', { confirmationNumber: context.receipt!.confirmationNumber }))).toBeInTheDocument();
          return;
        }
        // The form (editing, submitting): what was typed, the rule, the failure, the button.
        expect(field()).toHaveValue(context.reference);
        if (context.referenceError) expect(field()).toHaveAccessibleDescription(new RegExp(text(`service.meterInspection.code.${context.referenceError}`)));
        else expect(field()).not.toHaveAttribute('aria-invalid');
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.meterInspection.code', 'error'], 'service.meterInspection.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
