import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sampleKycDocuments } from '../../../../machines/service/kycRequest/kycRequest.fixtures.ts';
import { kycRequestMachine } from '../../../../machines/service/kycRequest/kycRequest.machine.ts';
import type { KycRequestContext, KycRequestEvent, KycRequestInput, KycRequestSubmitInput } from '../../../../machines/service/kycRequest/kycRequest.types.ts';
import { formatDate, parseDisplayDate } from '../../../../src/domain/format.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import { kycApplicantFields, kycCompanyFields, kycDocumentKindsOf, type KycReceipt } from '../../../../src/domain/kyc.ts';
import { KycRequestPage } from '../../../../src/features/service/kycRequest/KycRequestPage.tsx';
import { kycRequestTexts } from '../../../../src/features/service/kycRequest/kycRequestText.ts';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a, 0x20]);
const stepHeading = () => document.querySelector('form h2, section h2');
/** The words a message code is shown with: the flow's own, the service's, the registration rules', then the error catalogue. */
const codeText = (code: string) => text(kycRequestTexts.prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? kycRequestTexts.fallback);
const stepOf = (snapshot: { hasTag: (tag: never) => boolean }) => ['applicant', 'company', 'documents', 'review'].find((id) => snapshot.hasTag(`step:${id}` as never));

/** The KYC request's paths on its page: the customer types, chooses, adds shareholders, uploads and presses the buttons; the submission is settled by the path. */
const adapter = defineViewAdapter(kycRequestMachine, {
  machine: 'kycRequest',
  async render(path) {
    const input = path.input as KycRequestInput;
    const exact = replay(path);
    const submits = pendingCalls<[KycRequestSubmitInput], KycReceipt>();
    const upload = vi.fn((file: File): Promise<UploadedDocument> => Promise.resolve(Object.values(sampleKycDocuments).find((document) => document.fileName === file.name)!));
    const { user } = await renderPortal(<KycRequestPage today={input.today} accountNumber={input.accountNumber} known={input.known} calls={{ submit: submits.fn, upload }} />);
    const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
    const retype = async (element: HTMLElement, value: string) => {
      // Pasted, not typed key by key: the paths type a dozen fields, and each keystroke is a render.
      await user.clear(element);
      await user.click(element);
      await user.paste(value);
    };
    return {
      async perform(step) {
        const { event } = step;
        const before = exact.before(step);
        const context = before.context as KycRequestContext;
        const flow = event as KycRequestEvent;
        const holders = context.form.shareholders.length;
        if (isOutcome(event)) return settle(submits, event);
        switch (flow.type) {
          case 'kyc.chooseType':
            return user.click(screen.getByRole('radio', { name: text(`service.kyc.kycType.${flow.kycType}`) }));
          case 'kyc.chooseApplicantType':
            return void (await user.selectOptions(field(text('service.kyc.applicantType')), flow.applicantType));
          case 'kyc.chooseIdentityType':
            return user.click(screen.getByRole('radio', { name: text(`service.kyc.identityType.${flow.identityType}`) }));
          case 'kyc.toggleLandOwner':
            if (context.form.landOwner === flow.value) return;
            return user.click(screen.getByRole('checkbox', { name: text('service.kyc.landOwner') }));
          case 'kyc.change': {
            const shown = before.matches('applicant') ? kycApplicantFields.some((f) => f === flow.field) : before.matches('company') && kycCompanyFields.some((f) => f === flow.field);
            if (!shown) return;
            if (flow.field === 'industryType') return void (await user.selectOptions(field(text('service.kyc.field.industryType')), flow.value));
            return retype(field(text(`service.kyc.field.${flow.field}`)), flow.value);
          }
          case 'kyc.addShareholder':
            return user.click(screen.getByRole('button', { name: text('service.kyc.addShareholder') }));
          case 'kyc.removeShareholder':
            return user.click(screen.getByRole('button', { name: formatCatalogueText('service.kyc.removeShareholder', { number: flow.index + 1 }) }));
          case 'kyc.changeShareholder':
            if (!before.matches('company') || flow.index >= holders) return;
            return retype(field(formatCatalogueText(`service.kyc.shareholder.${flow.field}`, { number: flow.index + 1 })), flow.value);
          case 'kyc.documents': {
            const kinds = kycDocumentKindsOf(context.form.kycType);
            if (!before.matches('documents') || !kinds.includes(flow.kind) || context.documents[flow.kind]) return;
            const name = flow.documents[0]!.fileName;
            await user.upload(document.querySelectorAll<HTMLInputElement>('input[type=file]')[kinds.indexOf(flow.kind)]!, new File([pdfBytes], name, { type: 'application/pdf' }));
            await waitFor(() => expect(screen.getByText(name)).toBeInTheDocument());
            await waitFor(() => expect(document.querySelector('progress')).toBeNull());
            return;
          }
          case 'step.next':
            return user.click(screen.getByRole('button', { name: text('service.next') }));
          case 'step.back':
            return user.click(screen.getByRole('button', { name: text('service.back') }));
          case 'step.submit':
            return user.click(screen.getByRole('button', { name: text(context.failure ? 'common.retry' : 'service.kyc.submit') }));
          default:
            throw new Error(`kycRequest adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as KycRequestContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.kyc.title'));
        expect(submits.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        const trackerSteps = document.querySelectorAll('ol li');
        if (snapshot.matches('done')) {
          expect(stepHeading()).toHaveTextContent(text('service.stop.doneTitle'));
          expect(document.body).toHaveTextContent(context.receipt!.reference);
          return;
        }
        // A home's tracker has no company step.
        expect(trackerSteps.length).toBe(context.form.kycType === 'Company' ? 4 : 3);
        const current = stepOf(snapshot)!;
        expect(stepHeading()).toHaveTextContent(text(`service.kyc.step.${current}`));
        if (current === 'applicant') {
          expect(screen.getByRole('radio', { name: text(`service.kyc.kycType.${context.form.kycType}`) })).toBeChecked();
          expect(screen.getByRole('radio', { name: text(`service.kyc.identityType.${context.form.identityType}`) })).toBeChecked();
          expect(field(text('service.kyc.applicantType'))).toHaveValue(context.form.applicantType);
          expect(screen.getByRole('checkbox', { name: text('service.kyc.landOwner') })).toHaveProperty('checked', context.form.landOwner);
          for (const name of kycApplicantFields) {
            const input = field(text(`service.kyc.field.${name}`));
            expect(input).toHaveValue(context.form[name]);
            const code = context.applicantErrors[name];
            if (code) expect(input).toHaveAccessibleDescription(new RegExp(codeText(code).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
            else expect(input).not.toHaveAttribute('aria-invalid', 'true');
          }
        } else if (current === 'company') {
          for (const name of kycCompanyFields) expect(field(text(`service.kyc.field.${name}`))).toHaveValue(context.form[name]);
          context.form.shareholders.forEach((holder, index) => {
            expect(field(formatCatalogueText('service.kyc.shareholder.share', { number: index + 1 }))).toHaveValue(holder.share);
          });
          expect(screen.queryByLabelText(formatCatalogueText('service.kyc.shareholder.name', { number: context.form.shareholders.length + 1 }))).toBeNull();
          expect(screen.queryAllByRole('button', { name: /^Remove/ })).toHaveLength(context.form.shareholders.length > 1 ? context.form.shareholders.length : 0);
          if (context.companyErrors.shares) expect(document.body).toHaveTextContent(codeText('KYC_SHARES_TOTAL'));
          if (context.companyErrors.taxNumber) expect(field(text('service.kyc.field.taxNumber'))).toHaveAccessibleDescription(codeText(context.companyErrors.taxNumber));
        } else if (current === 'documents') {
          expect(document.querySelectorAll('input[type=file]')).toHaveLength(kycDocumentKindsOf(context.form.kycType).length);
          for (const kind of kycDocumentKindsOf(context.form.kycType)) {
            const uploaded = context.documents[kind];
            if (uploaded) expect(screen.getByText(uploaded.fileName)).toBeInTheDocument();
          }
          if (Object.values(context.documentErrors).some(Boolean)) expect(document.body).toHaveTextContent(codeText('SRV_DOCUMENT_MISSING'));
        } else {
          const busy = snapshot.matches('submitting');
          const button = screen.getByRole('button', { name: text(busy ? 'service.submitting' : context.failure ? 'common.retry' : 'service.kyc.submit') });
          expect(button).toHaveProperty('disabled', busy);
          expect(document.querySelector('dl')).toHaveTextContent(context.form.fullName);
          // Each term then its value, as the list's own children: the layout that sets terms in bold beside their values.
          const pairs = [...document.querySelector('dl.summary-list')!.children].map((child) => child.tagName);
          expect(pairs.length).toBeGreaterThan(0);
          expect(pairs).toEqual(pairs.map((_, index) => (index % 2 === 0 ? 'DT' : 'DD')));
          // A summary's date in words (docs/dates.md), not as typed.
          expect(document.querySelector('dl')).toHaveTextContent(formatDate(parseDisplayDate(context.form.dateOfBirth), 'en-US'));
          expect(document.querySelector('dl')).not.toHaveTextContent(context.form.dateOfBirth);
          if (context.form.kycType === 'Company') expect(document.querySelector('dl')).toHaveTextContent(context.form.taxNumber);
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.failure.msgcode));
          else expect(screen.queryByRole('alert')).toBeNull();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
