import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { landlordAgreementMachine } from '../../../../machines/service/landlordAgreement/landlordAgreement.machine.ts';
import type { LandlordAgreementContext, LandlordAgreementEvent, LandlordAgreementInput, LandlordAgreementSubmitInput } from '../../../../machines/service/landlordAgreement/landlordAgreement.types.ts';
import type { LandlordAgreementRecord, LandlordDateField } from '../../../../src/domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../../../src/domain/serviceRequests.ts';
import { LandlordAgreementPage } from '../../../../src/features/service/landlordAgreement/LandlordAgreementPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const dateLabels: Record<LandlordDateField, string> = { startDate: 'service.landlordAgreement.field.startDate', endDate: 'service.landlordAgreement.field.endDate' };
const dateField = (field: LandlordDateField) => screen.queryByRole('textbox', { name: text(dateLabels[field]) });
const premiseBox = (context: LandlordAgreementContext, accountNumber: string) => {
  const premise = context.record!.premises.find((p) => p.accountNumber === accountNumber)!;
  return screen.getByRole('checkbox', { name: new RegExp(`^${premise.nickname}:`) });
};
const termsBox = () => screen.queryByRole('checkbox', { name: text('service.landlordAgreement.field.acceptTerms') });
const messageField = () => screen.queryByRole('textbox', { name: new RegExp(`^${text('service.landlordAgreement.field.message').replace(/[()]/g, '\\$&')}`) });
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/** The review's button: waiting, Try again after a failed submission, else Sign the agreement. */
const submitLabel = (context: LandlordAgreementContext, busy: boolean) => text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.landlordAgreement.submit');

/** Landlord agreement's paths on its page: the landlord ticks, types and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(landlordAgreementMachine, {
  machine: 'landlordAgreement',
  async render(path) {
    const input = path.input as LandlordAgreementInput;
    const exact = replay(path);
    const loads = pendingCalls<[], LandlordAgreementRecord>();
    const submits = pendingCalls<[LandlordAgreementSubmitInput], ServiceRequestSummary>();
    const { user } = await renderPortal(<LandlordAgreementPage today={input.today} calls={{ load: loads.fn, submit: submits.fn }} />, { route: '/LandlordAgreement' });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as LandlordAgreementEvent;
        const before = exact.before(step).context as LandlordAgreementContext;
        if (isOutcome(event)) {
          await settle(invokeIdOf(event) === 'loadLandlordAgreement' ? loads : submits, event);
        } else if (flow.type === 'landlord.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'landlord.togglePremise') {
          await user.click(premiseBox(before, flow.accountNumber));
        } else if (flow.type === 'landlord.changeDate') {
          await user.clear(dateField(flow.field)!);
          if (flow.value) await user.type(dateField(flow.field)!, flow.value);
        } else if (flow.type === 'landlord.toggleTerms') {
          await user.click(termsBox()!);
        } else if (flow.type === 'landlord.changeMessage') {
          await user.clear(messageField()!);
          await user.type(messageField()!, flow.value);
        } else if (flow.type === 'landlord.continue') {
          await user.click(screen.getByRole('button', { name: text('service.next') }));
        } else if (flow.type === 'landlord.back') {
          await user.click(screen.getByRole('button', { name: text('service.back') }));
        } else if (flow.type === 'landlord.submit') {
          await user.click(screen.getByRole('button', { name: submitLabel(before, false) }));
        } else {
          throw new Error(`landlordAgreement adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as LandlordAgreementContext;
        expect(screen.getByRole('heading', { level: 1, name: text('service.landlordAgreement.title') })).toBeInTheDocument();
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          expect(dateField('startDate')).toBeNull();
          return;
        }
        if (snapshot.matches('loadFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode, ['error'], 'error.loadFailed'));
          return;
        }
        if (snapshot.matches('notLandlord')) {
          expect(screen.getByText(text('service.landlordAgreement.notLandlord'))).toBeInTheDocument();
          expect(dateField('startDate')).toBeNull();
          return;
        }
        if (snapshot.matches('done')) {
          expect(screen.getByText(formatCatalogueText('service.landlordAgreement.signed', { reference: context.receipt!.reference })).closest('[role="status"]')).not.toBeNull();
          return;
        }
        if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure.msgcode, ['service.landlordAgreement.code', 'error'], 'service.landlordAgreement.failed'));
        else expect(screen.queryByRole('alert')).toBeNull();
        if (snapshot.matches('choosing')) {
          for (const premise of context.record!.premises) {
            const box = premiseBox(context, premise.accountNumber);
            expect(box).toHaveProperty('checked', context.form.accountNumbers.includes(premise.accountNumber));
            expect(box).toHaveProperty('disabled', premise.agreement !== null);
          }
          if (context.errors.premises) expect(screen.getByText(text(`service.landlordAgreement.code.${context.errors.premises}`))).toBeInTheDocument();
          for (const field of ['startDate', 'endDate'] as const) {
            expect(dateField(field)).toHaveValue(context.form[field]);
            const error = context.errors[field];
            if (error) expect(dateField(field)).toHaveAccessibleDescription(new RegExp(escape(text(`service.landlordAgreement.code.${error}`))));
            else expect(dateField(field)).not.toHaveAttribute('aria-invalid');
          }
          return;
        }
        if (snapshot.matches('terms')) {
          expect(termsBox()).toHaveProperty('checked', context.form.acceptTerms);
          if (context.errors.terms) expect(termsBox()).toHaveAccessibleDescription(text('service.landlordAgreement.code.LANDLORD_TERMS'));
          expect(messageField()).toHaveValue(context.form.message);
          return;
        }
        // The review (reviewing, submitting): what will be signed, and the button.
        const chosen = context.record!.premises.filter((p) => context.form.accountNumbers.includes(p.accountNumber));
        for (const premise of chosen) expect(screen.getByText(new RegExp(escape(premise.address)))).toBeInTheDocument();
        expect(dateField('startDate')).toBeNull();
        const button = screen.getByRole('button', { name: submitLabel(context, snapshot.matches('submitting')) });
        expect(button).toHaveProperty('disabled', snapshot.matches('submitting'));
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
