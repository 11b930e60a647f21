import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { connectSavedForms, type SavedFormsViewModel } from '../../../../machines/service/savedForms/savedForms.connect.ts';
import { formatDate } from '../../../domain/format.ts';
import { savedFormSearchKey, type SavedFormFlow, type SavedFormSummary } from '../../../domain/savedForms.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import type { FailureTexts } from '../../../ui/failureText.ts';
import { useShowToast } from '../../../ui/toast.tsx';
import { providedSavedFormsMachine, savedFormsApiCalls, type SavedFormsCalls } from './savedFormsCalls.ts';

/** Where the tab finds the text of a message code: its own, then the error catalogue. */
export const savedFormsTexts: FailureTexts = { prefixes: ['service.savedForms.code', 'error'], fallback: 'service.savedForms.deleteFailed' };

/** The name of each flow a form can be saved in. */
export const savedFormFlowNames: Record<SavedFormFlow, string> = {
  otherService: 'service.savedForms.flow.otherService',
  startService: 'service.savedForms.flow.startService',
  stopService: 'service.savedForms.flow.stopService',
  transferService: 'service.savedForms.flow.transferService',
  newConnection: 'service.savedForms.flow.newConnection',
  kycRequest: 'service.savedForms.flow.kycRequest',
  meterInspection: 'service.savedForms.flow.meterInspection',
  landlordAgreement: 'service.savedForms.flow.landlordAgreement',
  letterOfCredit: 'service.savedForms.flow.letterOfCredit',
};

/** The Saved Forms tab as the machine's view model describes it; no rule is decided here. */
export function SavedFormsView({ view }: { view: SavedFormsViewModel }) {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const day = (form: SavedFormSummary) => formatDate(form.updatedAt, intl.locale);
  // After a delete its row (and the Delete button that had the focus) is gone: the focus goes to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeSeq = view.notice?.seq ?? 0;
  const focusedSeq = useRef(noticeSeq);
  useEffect(() => {
    if (noticeSeq === focusedSeq.current) return;
    focusedSeq.current = noticeSeq;
    headingRef.current?.focus();
  }, [noticeSeq]);
  const dialog = view.dialog;
  return (
    <section className="saved-forms" aria-labelledby={headingId} aria-busy={view.status === 'loading'}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('service.savedForms.heading')}
      </h2>
      <p>{t('service.savedForms.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'empty' ? <p>{t('service.savedForms.empty')}</p> : null}
      {view.status === 'list' ? (
        <ul className="saved-forms__list" aria-label={t('service.savedForms.listLabel')}>
          {view.forms.map((form) => (
            <li key={form.id} className="saved-forms__item">
              <h3>{form.title}</h3>
              <p>
                {t(savedFormFlowNames[form.flow])} · {t('service.savedForms.lastSaved', { date: day(form) })}
              </p>
              <p className="saved-forms__actions">
                <Link
                  className="button button--small"
                  to={form.route as never}
                  search={{ [savedFormSearchKey]: form.id } as never}
                  aria-label={t('service.savedForms.resumeLabel', { title: form.title })}
                >
                  {t('service.savedForms.resume')}
                </Link>{' '}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => view.askDelete(form.id)}
                  disabled={!view.deleteEnabled}
                  aria-label={t('service.savedForms.deleteLabel', { title: form.title })}
                >
                  {t('service.savedForms.delete')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {dialog ? (
        <ConfirmDialog
          title={t('service.savedForms.confirm.title')}
          body={t('service.savedForms.confirm.body', { title: dialog.form.title, date: day(dialog.form) })}
          keepLabel={t('service.savedForms.confirm.no')}
          confirmLabel={t('service.savedForms.confirm.yes')}
          busyLabel={t('service.savedForms.deleting')}
          busy={dialog.busy}
          failure={dialog.failure}
          texts={savedFormsTexts}
          onKeep={view.dismissDelete}
          onConfirm={view.confirmDelete}
        />
      ) : null}
    </section>
  );
}

/** The Saved Forms tab, self-contained (its own machine and calls): the tracker shows it below its requests. */
export function SavedForms({ calls = savedFormsApiCalls }: { calls?: SavedFormsCalls }) {
  const machine = useMemo(() => providedSavedFormsMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: {} });
  const view = connectSavedForms(snapshot, send);
  const showToast = useShowToast();
  const notice = view.notice;
  const announced = useRef(0);
  useEffect(() => {
    if (!notice || notice.seq === announced.current) return;
    announced.current = notice.seq;
    showToast({ kind: 'success', message: 'service.savedForms.deleted', values: { title: notice.form.title } });
  }, [notice, showToast]);
  return <SavedFormsView view={view} />;
}
