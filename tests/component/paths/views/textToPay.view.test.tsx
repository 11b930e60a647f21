import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { savedBank } from '../../../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { textToPayMachine } from '../../../../machines/payment/textToPay/textToPay.machine.ts';
import type { TextToPayContext, TextToPayEnrolInput, TextToPayEvent, TextToPayInput } from '../../../../machines/payment/textToPay/textToPay.types.ts';
import type { TextToPayStatus } from '../../../../src/domain/textToPay.ts';
import { TextToPayPage } from '../../../../src/features/payment/textToPay/TextToPayPage.tsx';
import { ToastRegion } from '../../../../src/ui/toast.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const loadFailureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const codeText = (msgcode: string) =>
  catalogueFor('EN_US')[`payment.textToPay.code.${msgcode}`] !== undefined
    ? text(`payment.textToPay.code.${msgcode}`)
    : catalogueFor('EN_US')[`payment.code.${msgcode}`] !== undefined
      ? text(`payment.code.${msgcode}`)
      : text('payment.code.GEN500');
const button = (name: string, scope: HTMLElement = document.body) => within(scope).queryByRole('button', { name });
const mobileField = () => screen.queryByRole('textbox', { name: new RegExp(`^${text('payment.textToPay.field.mobile')}`) }) as HTMLInputElement | null;
const consentBox = () => screen.queryByRole('checkbox', { name: text('payment.textToPay.field.consent') }) as HTMLInputElement | null;
const bankRadio = () => screen.queryByRole('radio', { name: new RegExp(savedBank.nickName) }) as HTMLInputElement | null;

/**
 * Text To Pay's paths on TextToPayPage: the detail, enrol, resend and unenrol calls are settled by
 * the path; the user presses the page's buttons, types the mobile number, ticks the consent and
 * chooses the bank account.
 */
const adapter = defineViewAdapter(textToPayMachine, {
  machine: 'textToPay',
  async render(path) {
    const input = path.input as TextToPayInput;
    const exact = replay(path);
    const loads = pendingCalls<[string], TextToPayStatus>();
    const enrols = pendingCalls<[TextToPayEnrolInput], TextToPayStatus>();
    const resends = pendingCalls<[string], TextToPayStatus>();
    const unenrols = pendingCalls<[string], TextToPayStatus>();
    const queues = { loadDetail: loads, enrolTextToPay: enrols, resendLink: resends, unenrolTextToPay: unenrols } as const;
    const { user } = await renderPortal(
      <>
        <TextToPayPage
          accountNumber={input.accountNumber}
          canEdit={input.canEdit}
          startWithForm={input.startWithForm}
          calls={{ detail: loads.fn, enrol: enrols.fn, resend: resends.fn, unenrol: unenrols.fn }}
        />
        <ToastRegion />
      </>,
      { route: '/TextToPay' },
    );

    return {
      async perform(step) {
        const { event } = step;
        if (isOutcome(event)) {
          await settle(queues[invokeIdOf(event) as keyof typeof queues], event);
          return;
        }
        const flow = event as TextToPayEvent;
        const context = exact.before(step).context as TextToPayContext;
        switch (flow.type) {
          case 'textToPay.retry':
            await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text('common.retry') }));
            return;
          case 'textToPay.enrol':
            await user.click(screen.getByRole('button', { name: text(context.status?.enrolled ? 'payment.textToPay.change' : 'payment.textToPay.enrol') }));
            return;
          case 'textToPay.resend':
            await user.click(screen.getByRole('button', { name: text('payment.textToPay.resend') }));
            return;
          case 'textToPay.unenrol':
            await user.click(screen.getByRole('button', { name: text('payment.textToPay.unenrol') }));
            return;
          case 'form.mobile': {
            const field = mobileField()!;
            await user.clear(field);
            field.focus();
            await user.paste(flow.value);
            return;
          }
          case 'form.consent':
            if (consentBox()!.checked !== flow.accepted) await user.click(consentBox()!);
            return;
          case 'form.bank':
            await user.click(bankRadio()!);
            return;
          case 'textToPay.submit':
            await user.click(screen.getByRole('button', { name: context.actionFailure ? text('common.retry') : text('payment.textToPay.submit') }));
            return;
          case 'textToPay.back':
            await user.click(screen.getByRole('button', { name: text('payment.textToPay.back') }));
            return;
          case 'unenrol.confirm':
            await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: context.actionFailure ? text('common.retry') : text('payment.textToPay.unenrolDialog.confirm') }));
            return;
          case 'unenrol.dismiss':
            await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text('payment.textToPay.unenrolDialog.keep') }));
            return;
          case 'textToPay.finish':
            await user.click(screen.getByRole('button', { name: text('payment.textToPay.done.back') }));
            return;
          default:
            throw new Error(`textToPay adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as TextToPayContext;
        // The toast of a change, checked first at the step that made it (it closes itself after 5 s).
        const previous = step ? (exact.before(step).context as TextToPayContext).notice : null;
        if (context.notice && context.notice.seq === 1 && !previous) {
          await waitFor(() => expect(document.querySelector('.toast-region')).toHaveTextContent(text(`payment.textToPay.notice.${context.notice!.kind}`)));
        }
        expect(screen.getByRole('heading', { level: 1, name: text('payment.textToPay.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(enrols.waiting.length).toBe(snapshot.matches('enrolling') ? 1 : 0);
        expect(resends.waiting.map((call) => call.args)).toEqual(snapshot.matches('resending') ? [[input.accountNumber]] : []);
        expect(unenrols.waiting.map((call) => call.args)).toEqual(snapshot.matches('unenrolling') ? [[input.accountNumber]] : []);
        if (snapshot.matches('loading')) {
          expect(screen.getByRole('status')).toHaveTextContent(text('common.loading'));
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(loadFailureText(context.failure!.msgcode));
          return;
        }
        const enrolled = Boolean(context.status?.enrolled);
        if (snapshot.hasTag('overview')) {
          expect(screen.getByText(text(enrolled ? 'payment.textToPay.status.enrolled' : 'payment.textToPay.status.notEnrolled'))).toBeInTheDocument();
          if (enrolled) expect(screen.getByText(context.status!.enrolment!.mobileNumber)).toBeInTheDocument();
          const dialog = screen.queryByRole('alertdialog');
          if (!dialog) {
            expect(button(text('payment.textToPay.enrol')) !== null).toBe(context.canEdit && !enrolled);
            expect(button(text('payment.textToPay.change')) !== null).toBe(context.canEdit && enrolled);
            const busy = snapshot.matches('resending');
            expect(button(text(busy ? 'payment.textToPay.resending' : 'payment.textToPay.resend')) !== null).toBe(context.canEdit && enrolled);
            expect(button(text('payment.textToPay.unenrol')) !== null).toBe(context.canEdit && enrolled);
            if (context.actionFailure && !busy) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.actionFailure.msgcode));
          }
          if (snapshot.hasTag('dialog:unenrol')) {
            expect(dialog).toHaveAccessibleName(text('payment.textToPay.unenrolDialog.title'));
            const busy = snapshot.matches('unenrolling');
            const confirm = within(dialog!).getByRole('button', {
              name: busy ? text('payment.textToPay.unenrolDialog.busy') : context.actionFailure ? text('common.retry') : text('payment.textToPay.unenrolDialog.confirm'),
            });
            expect(confirm).toHaveProperty('disabled', busy);
            if (context.actionFailure) expect(within(dialog!).getByRole('alert')).toHaveTextContent(codeText(context.actionFailure.msgcode));
          } else expect(dialog).toBeNull();
          return;
        }
        if (snapshot.hasTag('step:details')) {
          expect(screen.getByRole('heading', { level: 2, name: text('payment.textToPay.step.details') })).toBeInTheDocument();
          expect(mobileField()).toHaveValue(context.form.mobileNumber);
          expect(consentBox()).toHaveProperty('checked', context.form.consent);
          expect(bankRadio()).toHaveProperty('checked', context.form.bankToken === savedBank.paymentTokenId);
          if (context.errors.mobileNumber) expect(mobileField()).toHaveAccessibleDescription(new RegExp(text(`payment.textToPay.code.${context.errors.mobileNumber}`)));
          else expect(mobileField()).not.toHaveAttribute('aria-invalid');
          if (context.errors.consent) expect(consentBox()).toHaveAccessibleDescription(text('payment.textToPay.code.TTP_CONSENT'));
          const busy = snapshot.matches('enrolling');
          const submit = screen.getByRole('button', { name: busy ? text('payment.textToPay.busy') : context.actionFailure ? text('common.retry') : text('payment.textToPay.submit') });
          expect(submit).toHaveProperty('disabled', busy);
          if (context.actionFailure && !busy) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.actionFailure.msgcode));
          return;
        }
        if (snapshot.matches('done')) {
          expect(screen.getByRole('heading', { level: 2, name: text('payment.textToPay.done.title') })).toHaveFocus();
          expect(screen.getByText(formatCatalogueText('payment.textToPay.done.body', { mobile: context.status!.enrolment!.mobileNumber }))).toBeInTheDocument();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
