import type { ReactNode, RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { StepItem } from '../../../machines/common/steps.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { CheckboxField } from '../../ui/fields/ChoiceFields.tsx';
import { StepForm } from '../../ui/StepForm.tsx';
import { StepTracker } from '../../ui/StepTracker.tsx';
import type { Failure, FailureTexts } from '../../ui/failureText.ts';

/** What the frame reads of a sign-up flow's view model (registration's and guest registration's). */
export interface SignUpFormModel {
  steps: readonly StepItem[];
  busy: boolean;
  canGoBack: boolean;
  formError: string | null;
  failure: Failure | null;
  back: () => void;
  next: () => void;
  submit: () => void;
}

export interface SignUpFormProps {
  /** The flow's catalogue prefix: its buttons are `<prefix>.continue`, `<prefix>.back` and so on. */
  prefix: 'register' | 'guest';
  view: SignUpFormModel;
  /** The step's title, and its heading's ref from the view's useStepHeadingFocus (the view knows when the step changes). */
  stepTitle: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The page's heading and the paragraph under it. */
  title: string;
  lead: string;
  texts: FailureTexts;
  /** The last step: its button submits. */
  isLast: boolean;
  /** The step's fields. */
  children: ReactNode;
}

/**
 * The frame of registration and guest registration: the step tracker, one step as a form (its
 * alerts, its fields disabled while a call is under way, Back and Continue or Submit) and the
 * link for those who already have a user id. Enter does not move on (document 2 section 5).
 */
export function SignUpForm({ prefix, view, stepTitle, headingRef, title, lead, texts, isLast, children }: SignUpFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const busy = view.busy;
  return (
    <div className="container page register-page">
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{lead}</p>
      <StepTracker steps={view.steps} />
      <StepForm
        className="register-card"
        title={stepTitle}
        headingRef={headingRef}
        busy={busy}
        actions={
          <>
            {view.canGoBack ? (
              <button type="button" className="button button--secondary" disabled={busy} onClick={view.back}>
                {t(`${prefix}.back`)}
              </button>
            ) : null}
            <button type="button" className="button" disabled={busy} onClick={isLast ? view.submit : view.next}>
              {busy ? t(`${prefix}.busy`) : isLast ? t(`${prefix}.submit`) : t(`${prefix}.continue`)}
            </button>
          </>
        }
      >
        <FormAlert texts={texts} formError={view.formError} failure={view.failure} />
        <fieldset className="register-card__fields" disabled={busy}>
          {children}
        </fieldset>
      </StepForm>
      <p>
        <Link to="/login">{t(`${prefix}.haveAccount`)}</Link>
      </p>
    </div>
  );
}

export interface TermsAgreementProps {
  prefix: 'register' | 'guest';
  view: { values: { agreed: boolean }; errors: { agreed?: string | null }; agree: (agreed: boolean) => void };
  error: (code: string | null | undefined) => string | null;
}

/** The last step's agreement to the terms of use (opened in a new tab), required to submit. */
export function TermsAgreement({ prefix, view, error }: TermsAgreementProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <CheckboxField
      label={
        <>
          {t(`${prefix}.terms.before`)}{' '}
          <Link to="/Term" target="_blank">
            {t(`${prefix}.terms.link`)}
          </Link>
        </>
      }
      checked={view.values.agreed}
      error={error(view.errors.agreed)}
      onChange={(event) => view.agree(event.target.checked)}
    />
  );
}

export interface SignUpReviewProps extends TermsAgreementProps {
  view: TermsAgreementProps['view'] & {
    values: { credentials: { userName: string }; contact: { primaryEmail: string; primaryPhone: string } };
  };
  /** What the flow shows before the list (guest registration: the invitation's facts). */
  before?: ReactNode;
  /** Rows the flow lists before the user id (registration: the account number). */
  firstRows?: ReactNode;
}

/** The review's message ids, written out so the catalogue check sees each one. */
const reviewIds = {
  register: { title: 'register.summary.title', userName: 'register.field.userName', primaryEmail: 'register.field.primaryEmail', primaryPhone: 'register.field.primaryPhone' },
  guest: { title: 'guest.summary.title', userName: 'guest.field.userName', primaryEmail: 'guest.field.primaryEmail', primaryPhone: 'guest.field.primaryPhone' },
} as const;

/**
 * The last step of both sign-up flows: what was typed (user id, e-mail, phone) and the agreement
 * to the terms. Registration and guest registration wrote it twice with only the catalogue prefix
 * changed; one place keeps the two lists in the same order and markup.
 */
export function SignUpReview({ prefix, view, error, before, firstRows }: SignUpReviewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ids = reviewIds[prefix];
  const { credentials, contact } = view.values;
  return (
    <>
      <h3>{t(ids.title)}</h3>
      {before}
      <dl className="register-summary">
        {firstRows}
        <dt>{t(ids.userName)}</dt>
        <dd>{credentials.userName}</dd>
        <dt>{t(ids.primaryEmail)}</dt>
        <dd>{contact.primaryEmail}</dd>
        <dt>{t(ids.primaryPhone)}</dt>
        <dd>{contact.primaryPhone}</dd>
      </dl>
      <TermsAgreement prefix={prefix} view={view} error={error} />
    </>
  );
}
