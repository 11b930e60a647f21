import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { savedFormsMachine } from '../../../../machines/service/savedForms/savedForms.machine.ts';
import type { DeleteSavedFormOutput } from '../../../../machines/service/savedForms/savedForms.types.ts';
import { formatDate } from '../../../../src/domain/format.ts';
import type { SavedFormSummary } from '../../../../src/domain/savedForms.ts';
import { SavedForms } from '../../../../src/features/service/savedForms/SavedFormsView.tsx';
import { ToastRegion } from '../../../../src/ui/toast.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const region = () => screen.getByRole('region', { name: text('service.savedForms.heading') });
const dialog = () => screen.queryByRole('alertdialog', { name: text('service.savedForms.confirm.title') });
const deleteName = (form: SavedFormSummary) => formatCatalogueText('service.savedForms.deleteLabel', { title: form.title });
const resumeName = (form: SavedFormSummary) => formatCatalogueText('service.savedForms.resumeLabel', { title: form.title });
const failureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const deleteFailureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('service.savedForms.deleteFailed');

/**
 * Saved Forms tab paths on the SavedForms component: the list and the delete are calls the path
 * settles; the user presses Try again, Delete on a form, then "Yes, delete it" (or Try again after a
 * failure) or "No, keep it" in the dialog. Each form's Resume link leads to its page with its id.
 */
const adapter = defineViewAdapter(savedFormsMachine, {
  machine: 'savedForms',
  async render(path) {
    const exact = replay(path);
    const loads = pendingCalls<[], SavedFormSummary[]>();
    const removes = pendingCalls<[string], DeleteSavedFormOutput>();
    const { user } = await renderPortal(
      <>
        <SavedForms calls={{ list: loads.fn, remove: removes.fn }} />
        <ToastRegion />
      </>,
      { route: '/serviceTracker' },
    );
    const firstNotice = () => exact.snapshots.map((s) => s.context.notice).find((notice) => notice?.seq === 1) ?? null;
    return {
      async perform({ event, before }) {
        if (isOutcome(event)) {
          const invokeId = invokeIdOf(event);
          if (invokeId === 'loadSavedForms') await settle(loads, event);
          else if (invokeId === 'deleteSavedForm') await settle(removes, event);
          else throw new Error(`savedForms adapter: no call for ${invokeId}`);
        } else if (event.type === 'savedForms.retry') {
          await user.click(within(region()).getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'savedForms.delete') {
          const form = before.context.forms.find((candidate) => candidate.id === event.id);
          const button = form ? screen.queryByRole('button', { name: deleteName(form) }) : null;
          if (button && !(button as HTMLButtonElement).disabled) await user.click(button);
          else if (form && before.matches('list')) throw new Error('savedForms adapter: the Delete button of a listed form is missing');
          // Otherwise the page offers no way to ask: the form is gone or the buttons wait for the dialog.
        } else if (event.type === 'delete.confirm') {
          await user.click(within(dialog()!).getByRole('button', { name: before.matches('deleteFailed') ? text('common.retry') : text('service.savedForms.confirm.yes') }));
        } else if (event.type === 'delete.dismiss') {
          const no = within(dialog()!).getByRole('button', { name: text('service.savedForms.confirm.no') });
          if ((no as HTMLButtonElement).disabled) return;
          await user.click(no);
        } else {
          throw new Error(`savedForms adapter: nothing performs ${event.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const section = region();
        if (snapshot.matches('loading')) {
          expect(section).toHaveAttribute('aria-busy', 'true');
          expect(within(section).getByRole('status')).toHaveTextContent(text('common.loading'));
        } else {
          expect(section).toHaveAttribute('aria-busy', 'false');
        }
        if (snapshot.matches('failed')) {
          const alert = within(section).getByRole('alert');
          expect(alert).toHaveTextContent(failureText(snapshot.context.failure?.msgcode ?? ''));
          expect(within(alert).getByRole('button', { name: text('common.retry') })).toBeEnabled();
        } else {
          expect(section.querySelector('.call-failure')).toBeNull();
        }
        if (snapshot.matches('empty')) expect(within(section).getByText(text('service.savedForms.empty'))).toBeInTheDocument();
        else expect(within(section).queryByText(text('service.savedForms.empty'))).toBeNull();
        if (snapshot.hasTag('list')) {
          const list = within(section).getByRole('list', { name: text('service.savedForms.listLabel') });
          const items = within(list).getAllByRole('listitem');
          expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(snapshot.context.forms.map((form) => form.title));
          for (const [index, form] of snapshot.context.forms.entries()) {
            const item = items[index]!;
            expect(item).toHaveTextContent(text(`service.savedForms.flow.${form.flow}`));
            expect(item).toHaveTextContent(formatCatalogueText('service.savedForms.lastSaved', { date: formatDate(form.updatedAt, 'en-US') }));
            expect(within(item).getByRole('link', { name: resumeName(form) })).toHaveAttribute('href', `${form.route}?savedForm=${form.id}`);
            const button = within(item).getByRole('button', { name: deleteName(form) });
            if (snapshot.matches('list')) expect(button).toBeEnabled();
            else expect(button).toBeDisabled();
          }
        } else {
          expect(within(section).queryByRole('list')).toBeNull();
        }
        const open = dialog();
        if (snapshot.hasTag('dialog')) {
          expect(open).not.toBeNull();
          const selected = snapshot.context.selected!;
          expect(open).toHaveTextContent(selected.title);
          const busy = snapshot.hasTag('busy');
          for (const button of within(open!).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(busy);
          if (busy) expect(removes.waiting.map((call) => call.args)).toEqual([[selected.id]]);
          if (snapshot.matches('deleteFailed')) expect(within(open!).getByRole('alert')).toHaveTextContent(deleteFailureText(snapshot.context.deleteFailure?.msgcode ?? ''));
          else expect(within(open!).queryByRole('alert')).toBeNull();
        } else {
          await waitFor(() => expect(dialog()).toBeNull());
        }
        const notice = firstNotice();
        if (snapshot.context.notice && notice) {
          const expected = formatCatalogueText('service.savedForms.deleted', { title: notice.form.title });
          await waitFor(() => expect(document.querySelector('.toast-region')).toHaveTextContent(expected.replace(/\s+/g, ' ')));
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
