import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { serviceTrackerMachine } from '../../../../machines/service/serviceTracker/serviceTracker.machine.ts';
import type { ServiceTrackerContext, ServiceTrackerInput } from '../../../../machines/service/serviceTracker/serviceTracker.types.ts';
import { isCancellable, isEditable, statusNames, type CalendarDay, type EditAppointment, type ServiceRequestSummary, type SupplyDocuments } from '../../../../src/domain/serviceRequests.ts';
import { ServiceTrackerPage } from '../../../../src/features/service/serviceTracker/ServiceTrackerPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const requestName = (request: ServiceRequestSummary) => formatCatalogueText('service.tracker.requestName', { type: text(`service.tracker.type.${request.orderType}`), reference: request.reference });
const cancelName = (request: ServiceRequestSummary) => formatCatalogueText('service.tracker.cancelLabel', { request: requestName(request) });
const editName = (request: ServiceRequestSummary) => formatCatalogueText('service.tracker.editLabel', { request: requestName(request) });
const dialog = () => screen.queryByRole('alertdialog', { name: text('service.tracker.confirm.title') });
const editor = () => screen.queryByRole('dialog', { name: text('service.tracker.edit.title') });
const cards = () => [...document.querySelectorAll<HTMLElement>('article.service-request')];
const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const cardButton = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('article.service-request button')].find((candidate) => candidate.getAttribute('aria-label') === label) ?? null;
const shownText = (msgcode: string, prefixes: string[], fallback: string) => text(prefixes.map((prefix) => `${prefix}.${msgcode}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);

/**
 * The tracker's paths on its page: the list and the cancellation are calls the path settles; the
 * user presses Try again, Cancel request on a card, then "Yes, cancel it" (or Try again) or "No, keep it";
 * Edit appointment on a card, a day in the select, a slot's radio, Save, Try again or Close.
 */
const adapter = defineViewAdapter(serviceTrackerMachine, {
  machine: 'serviceTracker',
  async render(path) {
    const input = path.input as ServiceTrackerInput;
    const exact = replay(path);
    const loads = pendingCalls<[], ServiceRequestSummary[]>();
    const cancels = pendingCalls<[string], ServiceRequestSummary>();
    const calendars = pendingCalls<[string], CalendarDay[]>();
    const edits = pendingCalls<[EditAppointment], ServiceRequestSummary>();
    const supplies = pendingCalls<[SupplyDocuments], ServiceRequestSummary>();
    // The upload field stores a file at once, under the id the path's event names.
    const upload = (file: File) => Promise.resolve({ documentId: file.name.replace(/\.pdf$/, ''), fileName: file.name, contentType: 'application/pdf', size: file.size, uploadedAt: '2026-11-22T07:59:00.000Z' });
    const { user } = await renderPortal(
      <ServiceTrackerPage reference={input.reference} canCancel={input.canCancel} canEdit={input.canEdit} calls={{ load: loads.fn, cancel: cancels.fn, calendar: calendars.fn, editAppointment: edits.fn, upload, supplyDocuments: supplies.fn }} />,
    );
    const calls = { loadRequests: loads, cancelRequest: cancels, loadCalendar: calendars, editAppointment: edits, supplyDocuments: supplies } as const;
    return {
      async perform({ event, before }) {
        if (isOutcome(event)) {
          await settle(calls[invokeIdOf(event) as keyof typeof calls] as typeof loads, event);
        } else if (event.type === 'tracker.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'tracker.cancel') {
          const request = (before.context as ServiceTrackerContext).requests.find((r) => r.reference === event.reference);
          const button = request ? cardButton(cancelName(request)) : null;
          if (button && !(button as HTMLButtonElement).disabled) await user.click(button);
          else if (input.canCancel && request && isCancellable(request) && before.matches('list')) throw new Error('serviceTracker adapter: the Cancel button of an open request is missing');
          // Otherwise the page offers no way to ask: a closed request, no cancel right, or a dialog open.
        } else if (event.type === 'cancel.confirm') {
          await user.click(within(dialog()!).getByRole('button', { name: before.matches('cancelFailed') ? text('common.retry') : text('service.tracker.confirm.yes') }));
        } else if (event.type === 'cancel.dismiss') {
          const no = within(dialog()!).getByRole('button', { name: text('service.tracker.confirm.no') });
          if (!(no as HTMLButtonElement).disabled) await user.click(no);
        } else if (event.type === 'tracker.edit') {
          const request = (before.context as ServiceTrackerContext).requests.find((r) => r.reference === event.reference);
          const button = request ? cardButton(editName(request)) : null;
          if (button && !button.disabled) await user.click(button);
          else if (input.canEdit && request && isEditable(request) && before.matches('list')) throw new Error('serviceTracker adapter: the Edit appointment button of an open request is missing');
        } else if (event.type === 'edit.day' || event.type === 'edit.slot') {
          // Only the editor's form offers a day and a slot; choosing the one already chosen changes nothing.
          if (before.matches('editChoosing')) {
            const form = editor()!;
            if (event.type === 'edit.day') await user.selectOptions(within(form).getByRole('combobox', { name: text('service.tracker.edit.day') }), event.day);
            else await user.click(form.querySelector<HTMLInputElement>(`input[name="slot"][value="${event.slot}"]`)!);
          }
        } else if (event.type === 'edit.submit') {
          if (before.matches('editChoosing')) await user.click(within(editor()!).getByRole('button', { name: text('service.tracker.edit.save') }));
        } else if (event.type === 'edit.retry') {
          if (before.matches('editCalendarFailed')) await user.click(within(editor()!).getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'edit.dismiss') {
          const close = editor() ? within(editor()!).getByRole('button', { name: text('service.tracker.edit.close') }) : null;
          if (close && !(close as HTMLButtonElement).disabled) await user.click(close);
        } else if (event.type === 'supply.change' || event.type === 'supply.submit') {
          const context = before.context as ServiceTrackerContext;
          const request = context.requests.find((r) => r.reference === event.reference);
          const card = request && before.hasTag('list') ? cards().find((candidate) => candidate.querySelector('h2')?.textContent === requestName(request)) : undefined;
          const section = card?.querySelector<HTMLElement>('.service-request__missing') ?? null;
          if (!section) return; // Not shown: a request that does not wait for a document (or the list is not shown).
          if (event.type === 'supply.change') {
            // One upload per path: the file named after the document id the event carries.
            if (JSON.stringify(context.uploads[event.reference] ?? []) !== JSON.stringify(event.documentIds)) {
              const name = `${event.documentIds[0]!}.pdf`;
              await user.upload(section.querySelector<HTMLInputElement>('input[type=file]')!, new File([pdfBytes], name, { type: 'application/pdf' }));
              await waitFor(() => expect(section).toHaveTextContent(formatCatalogueText('upload.announce.done', { name })));
            }
          } else {
            const send = within(section).getByRole('button', { name: formatCatalogueText('service.tracker.missing.sendLabel', { request: requestName(request!) }) });
            if (!(send as HTMLButtonElement).disabled) await user.click(send);
          }
        } else {
          throw new Error(`serviceTracker adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as ServiceTrackerContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.tracker.title'));
        expect(loads.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(cancels.waiting.map((call) => call.args)).toEqual(snapshot.matches('cancelling') ? [[context.selected!.reference]] : []);
        expect(calendars.waiting.map((call) => call.args)).toEqual(snapshot.matches('editLoading') ? [[context.selected!.appointment!.town]] : []);
        expect(supplies.waiting.map((call) => call.args)).toEqual(snapshot.matches('supplying') ? [[{ reference: context.selected!.reference, documentIds: context.uploads[context.selected!.reference] }]] : []);
        expect(edits.waiting.map((call) => call.args)).toEqual(snapshot.matches('editSaving') ? [[{ reference: context.selected!.reference, appointment: { day: context.editDay, slot: context.editSlot } }]] : []);
        if (snapshot.matches('loading')) expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
        if (snapshot.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(shownText(context.failure!.msgcode, ['error'], 'error.loadFailed'));
        if (snapshot.matches('empty')) expect(screen.getByText(text('service.tracker.empty'))).toBeInTheDocument();
        // Plain selectors inside the cards: role queries over three full cards are slow in jsdom.
        const shownCards = cards();
        if (snapshot.hasTag('list')) {
          const focused = context.requests.filter((r) => r.reference === input.reference);
          const shown = focused.length > 0 ? focused : context.requests;
          expect(shownCards.map((card) => card.querySelector('h2')?.textContent)).toEqual(shown.map(requestName));
          for (const [index, request] of shown.entries()) {
            const card = shownCards[index]!;
            expect(card.querySelector('.service-request__status')).toHaveTextContent(text(`service.tracker.status.${statusNames[request.status]}`));
            expect(card.querySelectorAll('.service-request__timeline li')).toHaveLength(request.timeline.length);
            expect([...card.querySelectorAll('.service-request__documents a')].map((link) => link.textContent)).toEqual(request.documents.map((document) => document.fileName));
            const buttons = [...card.querySelectorAll<HTMLButtonElement>(':scope > p.form-actions button')];
            const expected = [...(input.canEdit && isEditable(request) ? [editName(request)] : []), ...(input.canCancel && isCancellable(request) ? [cancelName(request)] : [])];
            expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(expected);
            for (const button of buttons) expect(button.disabled).toBe(!snapshot.matches('list'));
            const missing = card.querySelector<HTMLElement>('.service-request__missing');
            if (request.status !== 2) expect(missing).toBeNull();
            else {
              expect(missing).toHaveTextContent(text(`service.tracker.missingDocument.${request.missingDocument ?? 'any'}`));
              const sending = snapshot.matches('supplying') && context.selected?.reference === request.reference;
              expect(missing!.querySelector<HTMLButtonElement>('.form-actions button')!.disabled).toBe(sending);
              if (context.supplyMissing === request.reference) expect(missing).toHaveTextContent(text('service.tracker.missing.required'));
              else expect(missing).not.toHaveTextContent(text('service.tracker.missing.required'));
              const failed = context.supplyFailure?.reference === request.reference ? context.supplyFailure.failure : null;
              if (failed) expect(within(missing!).getByRole('alert')).toHaveTextContent(shownText(failed.msgcode, ['service.code', 'error'], 'service.tracker.missing.failed'));
            }
          }
        } else {
          expect(shownCards).toEqual([]);
        }
        const notice = context.notice;
        const status = document.querySelector('.service-tracker__notice')!;
        if (notice && !snapshot.matches('loading')) expect(status).toHaveTextContent(formatCatalogueText(`service.tracker.${notice.kind}`, { reference: notice.reference }));
        else expect(status).toHaveTextContent('');
        const open = dialog();
        if (snapshot.hasTag('dialog')) {
          expect(open).toHaveTextContent(context.selected!.reference);
          const busy = snapshot.hasTag('busy');
          for (const button of within(open!).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(busy);
          if (snapshot.matches('cancelFailed')) expect(within(open!).getByRole('alert')).toHaveTextContent(shownText(context.cancelFailure!.msgcode, ['service.code', 'error'], 'service.tracker.cancelFailed'));
          else expect(within(open!).queryByRole('alert')).toBeNull();
        } else {
          await waitFor(() => expect(dialog()).toBeNull());
        }
        const edit = editor();
        if (snapshot.hasTag('editor')) {
          expect(edit).toHaveTextContent(context.selected!.reference);
          const busy = snapshot.hasTag('busy');
          if (snapshot.matches('editCalendarFailed')) {
            expect(within(edit!).getByRole('alert')).toHaveTextContent(shownText(context.editFailure!.msgcode, ['error'], 'error.loadFailed'));
            expect(within(edit!).queryByRole('combobox')).toBeNull();
          } else {
            for (const button of within(edit!).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(busy);
            if (context.editFailure) expect(within(edit!).getByRole('alert')).toHaveTextContent(shownText(context.editFailure.msgcode, ['service.code', 'error'], 'service.code.SRV_EDIT_FAILED'));
            else expect(within(edit!).queryByRole('alert')).toBeNull();
            if (context.calendar.length > 0) {
              expect(within(edit!).getByRole('combobox', { name: text('service.tracker.edit.day') })).toHaveValue(context.editDay ?? '');
              const offered = context.calendar.some((d) => d.day === context.editDay);
              expect(edit!.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value).toBe(offered ? String(context.editSlot) : undefined);
            } else {
              expect(within(edit!).queryByRole('combobox')).toBeNull();
            }
            if (context.editInvalid) expect(edit).toHaveTextContent(text('service.tracker.edit.invalid'));
            else expect(edit).not.toHaveTextContent(text('service.tracker.edit.invalid'));
          }
        } else {
          await waitFor(() => expect(editor()).toBeNull());
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
