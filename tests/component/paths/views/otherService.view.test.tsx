import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { otherServiceMachine } from '../../../../machines/service/otherService/otherService.machine.ts';
import type { OtherServiceContext, OtherServiceEvent, OtherServiceInput, OtherServiceSubmitInput } from '../../../../machines/service/otherService/otherService.types.ts';
import { formatDate, parseDisplayDate } from '../../../../src/domain/format.ts';
import type { OtherServiceField, OtherServicePlace } from '../../../../src/domain/otherService.ts';
import type { ServiceRequestSummary } from '../../../../src/domain/serviceRequests.ts';
import { OtherServicePage } from '../../../../src/features/service/otherService/OtherServicePage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const labels: Record<OtherServiceField, string> = {
  orderType: 'service.otherService.field.orderType',
  taskType: 'service.otherService.field.taskType',
  startDate: 'service.otherService.field.startDate',
  message: 'service.otherService.field.message',
};
const control = (field: OtherServiceField) =>
  field === 'orderType' || field === 'taskType' ? screen.queryByRole('combobox', { name: text(labels[field]) }) : screen.queryByRole('textbox', { name: new RegExp(`^${text(labels[field])}`) });

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The review's button: waiting, Try again after a failed submission, else Send the request. */
const submitLabel = (context: OtherServiceContext, busy: boolean) => text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.otherService.submit');

/** Other service's paths on its page: the user picks, types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(otherServiceMachine, {
  machine: 'otherService',
  async render(path) {
    const input = path.input as OtherServiceInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], OtherServicePlace>();
    const submits = pendingCalls<[OtherServiceSubmitInput], ServiceRequestSummary>();
    const { user } = await renderPortal(<OtherServicePage accountNumber={input.accountNumber} today={input.today} calls={{ load: loads.fn, submit: submits.fn }} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as OtherServiceEvent;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadOtherService' ? loads : submits, event);
        } else if (flow.type === 'otherService.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'otherService.change') {
          const target = control(flow.field)!;
          if (flow.field === 'orderType' || flow.field === 'taskType') await user.selectOptions(target, flow.value);
          else {
            await user.clear(target);
            await user.type(target, flow.value);
          }
        } else if (flow.type === 'otherService.continue') {
          await user.click(screen.getByRole('button', { name: text('service.next') }));
        } else if (flow.type === 'otherService.back') {
          await user.click(screen.getByRole('button', { name: text('service.back') }));
        } else if (flow.type === 'otherService.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(exact.before(step).context as OtherServiceContext, false) }));
        } else {
          throw new Error(`otherService adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as OtherServiceContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.otherService.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(control('message')).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          expect(control('message')).toBeNull();
          return;
        }
        if (snapshot.matches('done')) {
          expect(control('message')).toBeNull();
          const date = formatDate(parseDisplayDate(context.form.startDate)!, 'en-US');
          expect(screen.getByText(formatCatalogueText('service.otherService.done', { reference: context.receipt!.reference, date }))).toBeInTheDocument();
          return;
        }
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.otherService.code', 'error'], 'service.otherService.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        if (snapshot.matches('editing')) {
          // The form: what was typed or picked, each field's rule once Continue was pressed.
          for (const field of Object.keys(labels) as OtherServiceField[]) {
            expect(control(field)).toHaveValue(context.form[field]);
            const error = context.errors[field];
            if (error) expect(control(field)).toHaveAccessibleDescription(new RegExp(text(`service.otherService.code.${error}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
            else expect(control(field)).not.toHaveAttribute('aria-invalid');
          }
          return;
        }
        // The review (reviewing, submitting): what will be asked, and the button.
        expect(control('message')).toBeNull();
        expect(screen.getByText(context.form.message.trim())).toBeInTheDocument();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
