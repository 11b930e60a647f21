import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { SavedMethodsDialog, SavedMethodsViewModel, SavedMethodRow } from '../../../../machines/payment/savedMethods/savedMethods.connect.ts';
import type { SavedPaymentMethod } from '../../../domain/payment.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { PaymentMethodStep } from '../paymentMethod/PaymentMethodView.tsx';
import { methodSummary, paymentTexts } from '../paymentText.ts';
import '../payment.css';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The method as a person calls it: its nickname, else "VISA ending 4242" in the language. */
export function useMethodName() {
  const intl = useIntl();
  return (method: Pick<SavedPaymentMethod, 'nickName' | 'brand' | 'last4' | 'bankName' | 'kind'>) => method.nickName || methodSummary(intl, method);
}

function MethodItem({ row, view, t }: { row: SavedMethodRow; view: SavedMethodsViewModel; t: T }) {
  const intl = useIntl();
  const name = useMethodName()(row.method);
  const { method } = row;
  const summary = methodSummary(intl, method);
  const titleId = useId();
  return (
    <li className="saved-method" aria-labelledby={titleId}>
      <div className="saved-method__text">
        <p id={titleId} className="saved-method__name">
          {summary}
          {method.isDefault ? <span className="chip"> {t('payment.savedMethods.default')}</span> : null}
        </p>
        {method.nickName ? <p className="saved-method__nickname">{method.nickName}</p> : null}
        {method.kind === 'card' && method.expiryMonth && method.expiryYear ? (
          <p className={method.isExpired ? 'saved-method__expired' : 'field__hint'}>
            {method.isExpired
              ? t('payment.method.saved.expired')
              : t('payment.method.saved.expires', { month: String(method.expiryMonth).padStart(2, '0'), year: method.expiryYear })}
          </p>
        ) : null}
        {method.kind === 'bank' && method.bankName ? <p className="field__hint">{method.bankName}</p> : null}
        {(method.uses?.scheduledPayments ?? 0) > 0 ? <p className="field__hint">{t('payment.savedMethods.inUseHint', { count: method.uses?.scheduledPayments ?? 0 })}</p> : null}
        {(method.uses?.autoPay ?? 0) > 0 ? <p className="field__hint">{t('payment.savedMethods.autoPayHint')}</p> : null}
      </div>
      {view.canManage ? (
        <div className="saved-method__actions">
          {method.isDefault || method.isExpired ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => view.setDefault(method.paymentTokenId)}
              disabled={!row.canSetDefault}
              aria-label={t('payment.savedMethods.setDefaultLabel', { method: name })}
            >
              {t('payment.savedMethods.setDefault')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => view.rename(method.paymentTokenId)}
            disabled={!row.canRename}
            aria-label={t('payment.savedMethods.renameLabel', { method: name })}
          >
            {t('payment.savedMethods.rename')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => view.remove(method.paymentTokenId)}
            disabled={!row.canRemove}
            aria-label={t('payment.savedMethods.removeLabel', { method: name })}
          >
            {t('payment.savedMethods.remove')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function RenameDialog({ dialog, view, t }: { dialog: Extract<SavedMethodsDialog, { kind: 'rename' }>; view: SavedMethodsViewModel; t: T }) {
  const titleId = useId();
  const error = useFailureText(paymentTexts);
  const intl = useIntl();
  return (
    <ModalDialog labelledBy={titleId} className="modal saved-method-dialog" onClose={dialog.busy ? undefined : view.dismissRename}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          view.confirmRename();
        }}
        noValidate
      >
        <h2 id={titleId}>{t('payment.savedMethods.renameTitle', { method: methodSummary(intl, dialog.method) })}</h2>
        <FormAlert texts={paymentTexts} failure={dialog.failure} />
        <TextField
          label={t('payment.method.nickname')}
          name="nickName"
          maxLength={40}
          value={dialog.nickName}
          hint={t('payment.savedMethods.nicknameHint')}
          error={error(dialog.nickNameError)}
          onChange={(event) => view.changeNickname(event.target.value)}
        />
        <div className="modal__actions form-actions">
          <button type="button" className="button button--secondary" onClick={view.dismissRename} disabled={dialog.busy}>
            {t('payment.savedMethods.cancel')}
          </button>
          <button type="submit" className="button" disabled={dialog.busy} aria-busy={dialog.busy}>
            {dialog.busy ? t('payment.savedMethods.saving') : dialog.failure ? t('common.retry') : t('payment.savedMethods.saveName')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function RemoveDialog({ dialog, view, t }: { dialog: Extract<SavedMethodsDialog, { kind: 'remove' }>; view: SavedMethodsViewModel; t: T }) {
  const name = useMethodName();
  return (
    <ConfirmDialog
      className="modal saved-method-dialog"
      title={t('payment.savedMethods.removeTitle')}
      body={t(dialog.method.isDefault ? 'payment.savedMethods.removeDefaultBody' : 'payment.savedMethods.removeBody', { method: name(dialog.method) })}
      keepLabel={t('payment.savedMethods.keep')}
      confirmLabel={t('payment.savedMethods.removeConfirm')}
      busyLabel={t('payment.savedMethods.removing')}
      busy={dialog.busy}
      failure={dialog.failure}
      texts={paymentTexts}
      onKeep={view.dismissRemove}
      onConfirm={view.confirmRemove}
    />
  );
}

function InUseDialog({ dialog, view, t }: { dialog: Extract<SavedMethodsDialog, { kind: 'inUse' }>; view: SavedMethodsViewModel; t: T }) {
  const titleId = useId();
  const bodyId = useId();
  const name = useMethodName();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={bodyId} className="modal saved-method-dialog" onClose={view.dismissRemove}>
      <h2 id={titleId}>{t('payment.savedMethods.inUseTitle')}</h2>
      <div id={bodyId}>
        {dialog.scheduledPayments > 0 ? <p>{t('payment.savedMethods.inUseBody', { method: name(dialog.method), count: dialog.scheduledPayments })}</p> : null}
        {dialog.autoPay > 0 ? <p>{t('payment.savedMethods.autoPayBody', { method: name(dialog.method) })}</p> : null}
      </div>
      {dialog.scheduledPayments > 0 ? (
        <p>
          <Link to="/billinghistory/{-$tab}" params={{ tab: 'scheduled' }}>
            {t('payment.savedMethods.inUseLink')}
          </Link>
        </p>
      ) : null}
      {dialog.autoPay > 0 ? (
        <p>
          <Link to="/AutoPay">{t('payment.savedMethods.autoPayLink')}</Link>
        </p>
      ) : null}
      <div className="modal__actions form-actions">
        <button type="button" className="button" onClick={view.dismissRemove}>
          {t('payment.savedMethods.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

function AddForm({ view, t, heading }: { view: SavedMethodsViewModel; t: T; heading: RefObject<HTMLHeadingElement | null> }) {
  const add = view.add!;
  return (
    <section className="saved-methods__add" aria-labelledby="saved-methods-add">
      <h2 id="saved-methods-add" ref={heading} tabIndex={-1}>
        {t('payment.savedMethods.addTitle')}
      </h2>
      <FormAlert texts={paymentTexts} failure={add.failure} />
      {add.step ? (
        <PaymentMethodStep actorRef={add.step} />
      ) : (
        <p role="status" className="field__status">
          {t('payment.savedMethods.adding')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={view.cancelAdd} disabled={add.saving}>
          {t('payment.savedMethods.cancel')}
        </button>
        <button type="button" className="button" onClick={view.submitAdd} disabled={add.saving} aria-busy={add.saving}>
          {add.saving ? t('payment.savedMethods.saving') : t('payment.savedMethods.save')}
        </button>
      </div>
    </section>
  );
}

/** Payment Information as the machine's view model describes it; no rule is decided here. */
export function SavedMethodsView({ view }: { view: SavedMethodsViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  // The new part's heading takes the focus: the add form's when it opens, else the page's.
  const heading = useStepHeadingFocus(view.status);
  // After a write the button that had the focus may be gone (a removed row, a closed dialog): the
  // focus goes to the list's heading, so keyboard users stay on the page.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const noticeSeq = view.notice?.seq ?? 0;
  const focusedSeq = useRef(noticeSeq);
  useEffect(() => {
    if (noticeSeq === focusedSeq.current) return;
    focusedSeq.current = noticeSeq;
    listHeading.current?.focus();
  }, [noticeSeq]);
  return (
    <div className="container page saved-methods">
      <h1 ref={view.status === 'adding' ? undefined : heading} tabIndex={-1}>
        {t('payment.savedMethods.title')}
      </h1>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'adding' ? <AddForm view={view} t={t} heading={heading} /> : null}
      {view.status === 'list' ? (
        <section aria-labelledby="saved-methods-list" aria-busy={view.busy}>
          <h2 id="saved-methods-list" ref={listHeading} tabIndex={-1}>
            {t('payment.savedMethods.listTitle')}
          </h2>
          <p>{t(view.canManage ? 'payment.savedMethods.intro' : 'payment.savedMethods.readOnly')}</p>
          {view.defaultFailure ? (
            <div className="saved-methods__failure">
              <FormAlert texts={paymentTexts} failure={view.defaultFailure} />
              <div className="form-actions">
                <button type="button" className="button button--secondary" onClick={view.dismissDefault}>
                  {t('payment.savedMethods.close')}
                </button>
                <button type="button" className="button" onClick={view.retryDefault}>
                  {t('common.retry')}
                </button>
              </div>
            </div>
          ) : null}
          {view.busy ? (
            <p role="status" className="field__status">
              {t('payment.savedMethods.settingDefault')}
            </p>
          ) : null}
          {view.rows.length === 0 ? (
            <p className="billing-empty">{t('payment.savedMethods.empty')}</p>
          ) : (
            <ul className="saved-methods__list">
              {view.rows.map((row) => (
                <MethodItem key={row.method.paymentTokenId} row={row} view={view} t={t} />
              ))}
            </ul>
          )}
          {view.canManage ? (
            <div className="form-actions">
              <button type="button" className="button" onClick={view.startAdd} disabled={!view.canAdd}>
                {t('payment.savedMethods.add')}
              </button>
            </div>
          ) : null}
          {view.canManage && view.atLimit ? <p className="field__hint">{t('payment.savedMethods.atLimit', { limit: view.limit })}</p> : null}
        </section>
      ) : null}
      {view.dialog?.kind === 'rename' ? <RenameDialog dialog={view.dialog} view={view} t={t} /> : null}
      {view.dialog?.kind === 'remove' ? <RemoveDialog dialog={view.dialog} view={view} t={t} /> : null}
      {view.dialog?.kind === 'inUse' ? <InUseDialog dialog={view.dialog} view={view} t={t} /> : null}
    </div>
  );
}
