import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GuestUsersViewModel } from '../../../../machines/account/guestUsers/guestUsers.connect.ts';
import type { GuestEntry } from '../../../domain/guestUsers.ts';
import { formatDate } from '../../../domain/format.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { guestTexts } from './guestUsersText.ts';
import './guestUsers.css';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';

/** Which actions the user's rights allow (ManageUsersAdd, ManageUsersResendActivation, ManageUsersDelete). */
export interface GuestUserAbilities {
  add: boolean;
  /** ManageUsersEdit: change the last day of access. */
  edit: boolean;
  resend: boolean;
  remove: boolean;
}

const fullName = (guest: GuestEntry) => `${guest.firstName} ${guest.lastName}`.trim() || guest.email;

/** yyyy-mm-dd of the day after `today` (the earliest last day of access). */
function tomorrowOf(today: Date): string {
  return new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
}

function StatusLabel({ status }: { status: GuestEntry['status'] }) {
  const intl = useIntl();
  const text =
    status === 'active'
      ? intl.formatMessage({ id: 'guest.status.active' })
      : status === 'pending'
        ? intl.formatMessage({ id: 'guest.status.pending' })
        : intl.formatMessage({ id: 'guest.status.expired' });
  return <span className={`guest-status guest-status--${status}`}>{text}</span>;
}

function Notice({ view, timeZone }: { view: GuestUsersViewModel; timeZone: string }) {
  const intl = useIntl();
  const notice = view.notice;
  if (!notice) return null;
  let text: string;
  if (notice.kind === 'invited') text = intl.formatMessage({ id: 'guest.notice.invited' }, { email: notice.email });
  else if (notice.kind === 'resent') text = intl.formatMessage({ id: 'guest.notice.resent' }, { email: notice.email });
  else if (notice.kind === 'updated') text = intl.formatMessage({ id: 'guest.notice.updated' }, { email: notice.email, date: formatDate(notice.accessUntil, intl.locale, timeZone) });
  else if (notice.removed === 'guest') text = intl.formatMessage({ id: 'guest.notice.removedGuest' }, { email: notice.email });
  else text = intl.formatMessage({ id: 'guest.notice.removedInvitation' }, { email: notice.email });
  return <p className="guest-notice">{text}</p>;
}

/** The Guest User page as the machine's view model describes it; no rule is decided here. */
export function GuestUserView({ view, timeZone, abilities }: { view: GuestUsersViewModel; timeZone: string; abilities: GuestUserAbilities }) {
  const intl = useIntl();
  const error = useFailureText(guestTexts);
  const invite = { values: view.invite, errors: view.errors, error, change: view.changeInvite };
  const t = (id: string) => intl.formatMessage({ id });
  const dialogTitle = useId();
  const dialogText = useId();
  const date = (value: string) => formatDate(value, intl.locale, timeZone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submitInvite();
  };
  const confirming = view.confirming;
  const editing = view.editing;
  const accessTitle = useId();
  const accessText = useId();
  const saveAccess = (event: FormEvent) => {
    event.preventDefault();
    view.saveAccess();
  };

  return (
    <div className="container page guest-users-page">
      <h1 tabIndex={-1}>{t('guest.users.title')}</h1>
      <p className="lead">{t('guest.users.intro')}</p>
      <div role="status" aria-live="polite">
        <Notice view={view} timeZone={timeZone} />
      </div>
      <FormAlert texts={guestTexts} failure={view.loadFailed ? null : view.failure} />

      <section className="guest-card" aria-labelledby="guest-list-title" aria-busy={view.busy}>
        <h2 id="guest-list-title">{t('guest.users.listTitle')}</h2>
        {view.loading ? (
          <p className="inline-loader" role="status" aria-live="polite">
            <span className="spinner spinner--small" aria-hidden="true" />
            <span>{t('guest.users.loading')}</span>
          </p>
        ) : view.loadFailed ? (
          <CallFailure failure={view.failure} texts={guestTexts} onRetry={view.retry} />
        ) : view.guests.length === 0 ? (
          <p>{t('guest.users.empty')}</p>
        ) : (
          <div className="guest-table-wrap">
            <table className="guest-table">
              <thead>
                <tr>
                  <th scope="col">{t('guest.col.name')}</th>
                  <th scope="col">{t('guest.col.email')}</th>
                  <th scope="col">{t('guest.col.status')}</th>
                  <th scope="col">{t('guest.col.accessUntil')}</th>
                  <th scope="col">{t('guest.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {view.guests.map((guest) => (
                  <tr key={guest.id}>
                    <th scope="row">
                      {fullName(guest)}
                      {guest.userName ? <span className="guest-table__user">{intl.formatMessage({ id: 'guest.users.userName' }, { userName: guest.userName })}</span> : null}
                    </th>
                    <td>{guest.email}</td>
                    <td>
                      <StatusLabel status={guest.status} />
                    </td>
                    <td>{date(guest.accessUntil)}</td>
                    <td>
                      <div className="guest-table__actions">
                      {view.working?.id === guest.id ? <span role="status">{t('guest.users.working')}</span> : null}
                      {abilities.edit ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={view.busy}
                          aria-label={intl.formatMessage({ id: 'guest.users.editAccessLabel' }, { name: fullName(guest) })}
                          onClick={() => view.editAccess(guest.id)}
                        >
                          {t('guest.users.editAccess')}
                        </button>
                      ) : null}
                      {abilities.resend && guest.status === 'pending' ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={view.busy}
                          aria-label={intl.formatMessage({ id: 'guest.users.resendLabel' }, { email: guest.email })}
                          onClick={() => view.resend(guest.id)}
                        >
                          {t('guest.users.resend')}
                        </button>
                      ) : null}
                      {abilities.remove ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={view.busy}
                          aria-label={intl.formatMessage({ id: 'guest.users.removeLabel' }, { name: fullName(guest) })}
                          onClick={() => view.remove(guest.id)}
                        >
                          {t('guest.users.remove')}
                        </button>
                      ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {abilities.add ? (
        <form className="guest-card" noValidate onSubmit={submit} aria-labelledby="guest-invite-title" aria-busy={view.inviting}>
          <h2 id="guest-invite-title">{t('guest.invite.title')}</h2>
          <FormAlert texts={guestTexts} formError={view.formError} />
          <fieldset className="guest-invite__fields" disabled={view.inviting}>
            <BoundTextField
              form={invite}
              name="firstName"
              label={t('guest.invite.firstName')}
              maxLength={50}
            />
            <BoundTextField
              form={invite}
              name="lastName"
              label={t('guest.invite.lastName')}
              maxLength={50}
            />
            <BoundTextField
              form={invite}
              name="email"
              label={t('guest.invite.email')}
              type="email"
              maxLength={100}
            />
            <BoundTextField
              form={invite}
              name="accessUntil"
              label={t('guest.invite.accessUntil')}
              hint={t('guest.invite.accessHint')}
              type="date"
              min={tomorrowOf(view.today)}
            />
            <p className="guest-invite__role">
              {t('guest.invitation.role')}: {t('guest.role.guest')}
            </p>
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button" disabled={view.busy}>
              {view.inviting ? t('guest.invite.busy') : t('guest.invite.submit')}
            </button>
          </div>
        </form>
      ) : null}

      {editing ? (
        <ModalDialog labelledBy={accessTitle} describedBy={accessText} onClose={view.cancelAccess} className="guest-dialog">
          <form noValidate onSubmit={saveAccess} aria-busy={view.busy}>
            <h2 id={accessTitle}>{t('guest.access.title')}</h2>
            <p id={accessText}>{intl.formatMessage({ id: 'guest.access.text' }, { name: fullName(editing), email: editing.email })}</p>
            <TextField
              label={t('guest.access.field')}
              name="newAccessUntil"
              type="date"
              min={tomorrowOf(view.today)}
              value={view.accessDraft}
              disabled={view.busy}
              error={error(view.errors.accessDraft)}
              onChange={(event) => view.changeAccess(event.target.value)}
            />
            <div className="form-actions">
              <button type="button" className="button button--secondary" disabled={view.busy} onClick={view.cancelAccess}>
                {t('guest.access.cancel')}
              </button>
              <button type="submit" className="button" disabled={view.busy}>
                {view.busy ? t('guest.users.working') : t('guest.access.save')}
              </button>
            </div>
          </form>
        </ModalDialog>
      ) : null}

      {confirming ? (
        <ModalDialog role="alertdialog" labelledBy={dialogTitle} describedBy={dialogText} onClose={view.cancelRemoval} className="guest-dialog">
          <h2 id={dialogTitle}>{t('guest.remove.title')}</h2>
          <p id={dialogText}>
            {confirming.status === 'pending'
              ? intl.formatMessage({ id: 'guest.remove.textInvitation' }, { email: confirming.email })
              : intl.formatMessage({ id: 'guest.remove.textGuest' }, { name: fullName(confirming), email: confirming.email })}
          </p>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.cancelRemoval}>
              {t('guest.remove.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={view.confirmRemoval}>
              {t('guest.remove.confirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
