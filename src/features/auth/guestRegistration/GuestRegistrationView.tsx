import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { GuestRegistrationViewModel } from '../../../../machines/auth/guestRegistration/guestRegistration.connect.ts';
import { contactTypes } from '../../../domain/fields.ts';
import { formatDate } from '../../../domain/format.ts';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { CredentialsStep } from '../CredentialsStep.tsx';
import { SignUpForm, SignUpReview } from '../SignUpForm.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { guestTexts } from './guestText.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';

/** The invitation as the utility read it: who, which account (masked), until when, which role. */
function InvitationFacts({ view }: { view: GuestRegistrationViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const invitation = view.invitation;
  if (!invitation) return null;
  return (
    <dl className="register-summary guest-invitation">
      <dt>{t('guest.summary.account')}</dt>
      <dd>{invitation.accountNumber}</dd>
      <dt>{t('guest.invitation.email')}</dt>
      <dd>{invitation.email}</dd>
      <dt>{t('guest.invitation.role')}</dt>
      <dd>{t('guest.role.guest')}</dd>
      <dt>{t('guest.invitation.accessUntil')}</dt>
      <dd>{formatDate(invitation.accessUntil, intl.locale)}</dd>
    </dl>
  );
}

/** Guest registration as the machine's view model describes it; no rule is decided here. */
export function GuestRegistrationView({ view, invitationKey }: { view: GuestRegistrationViewModel; invitationKey: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const stepId = view.screen === 'credentials' || view.screen === 'contact' || view.screen === 'terms' ? view.screen : null;
  const heading = useStepHeadingFocus(stepId);
  const error = useFailureText(guestTexts);
  const typeOptions = [
    { value: String(contactTypes.mobile), label: t('guest.contactType.mobile') },
    { value: String(contactTypes.landline), label: t('guest.contactType.landline') },
  ];

  if (view.screen === 'loading' || view.screen === 'registered' || view.screen === 'refused') {
    return (
      <div className="container page status-page">
        <h1 tabIndex={-1}>{t('guest.register.title')}</h1>
        <p className="inline-loader" role="status" aria-live="polite">
          <span className="spinner spinner--small" aria-hidden="true" />
          <span>{t('guest.register.loading')}</span>
        </p>
      </div>
    );
  }

  if (view.screen === 'unavailable') {
    return (
      <div className="container page status-page">
        <h1 tabIndex={-1}>{t('guest.register.title')}</h1>
        <CallFailure lead={t('guest.register.unavailable')} failure={view.failure} texts={guestTexts} onRetry={view.retry} />
      </div>
    );
  }

  if (view.screen === 'invitation') {
    const invitation = view.invitation;
    return (
      <div className="container page register-page">
        <h1 tabIndex={-1}>{t('guest.invitation.title')}</h1>
        {invitation ? (
          <p className="lead">{intl.formatMessage({ id: 'guest.invitation.lead' }, { inviterName: invitation.inviterName, accountNumber: invitation.accountNumber })}</p>
        ) : null}
        <section className="register-card">
          <InvitationFacts view={view} />
          <p className="form-actions">
            <Link to="/GuestRegistration" search={{ key: invitationKey }} className="button">
              {t('guest.invitation.start')}
            </Link>
          </p>
        </section>
        <p>
          {/* An existing user accepts the invitation by signing in with its key (/login/{key}). */}
          <Link to="/login/$key" params={{ key: invitationKey }}>
            {t('guest.haveAccount')}
          </Link>
        </p>
      </div>
    );
  }

  const { contact } = view.values;
  const contactForm = { values: contact, errors: view.errors, error, change: view.changeContact };
  let body: ReactNode;
  if (view.screen === 'credentials') {
    body = <CredentialsStep prefix="guest" view={view} error={error} />;
  } else if (view.screen === 'contact') {
    body = (
      <>
        <BoundTextField
          form={contactForm}
          name="primaryEmail"
          kind="email"
          label={t('guest.field.primaryEmail')}
          hint={t('guest.field.primaryEmailHint')}
          maxLength={100}
        />
        <BoundTextField
          form={contactForm}
          name="secondaryEmail"
          label={t('guest.field.secondaryEmail')}
          type="email"
          maxLength={100}
        />
        <BoundTextField
          form={contactForm}
          name="primaryPhone"
          kind="phone"
          label={t('guest.field.primaryPhone')}
        />
        <RadioGroupField
          legend={t('guest.field.primaryPhoneType')}
          name="primaryPhoneType"
          value={String(contact.primaryPhoneType)}
          options={typeOptions}
          error={error(view.errors.primaryPhoneType)}
          onChange={(value) => view.changeContactType('primaryPhoneType', Number(value) === 2 ? 2 : 1)}
        />
        <BoundTextField
          form={contactForm}
          name="secondaryPhone"
          label={t('guest.field.secondaryPhone')}
          type="tel"
          inputMode="numeric"
          maxLength={15}
        />
        <RadioGroupField
          legend={t('guest.field.secondaryPhoneType')}
          name="secondaryPhoneType"
          value={String(contact.secondaryPhoneType)}
          options={typeOptions}
          error={error(view.errors.secondaryPhoneType)}
          onChange={(value) => view.changeContactType('secondaryPhoneType', Number(value) === 2 ? 2 : 1)}
        />
      </>
    );
  } else {
    body = <SignUpReview prefix="guest" view={view} error={error} before={<InvitationFacts view={view} />} />;
  }

  const isLast = view.screen === 'terms';
  const title = t(`guest.register.step.${view.screen}`);
  return (
    <SignUpForm
      prefix="guest"
      view={view}
      title={t('guest.register.title')}
      lead={
        view.invitation
          ? intl.formatMessage({ id: 'guest.invitation.lead' }, { inviterName: view.invitation.inviterName, accountNumber: view.invitation.accountNumber })
          : t('guest.register.intro')
      }
      stepTitle={title}
      headingRef={heading}
      texts={guestTexts}
      isLast={isLast}
    >
      {body}
    </SignUpForm>
  );
}
