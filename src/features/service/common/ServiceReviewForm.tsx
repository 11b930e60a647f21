import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert, type FormAlertProps } from '../../../ui/FormAlert.tsx';
import { ServiceStepForm } from './ServiceStepForm.tsx';

interface ServiceReviewFormProps {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Submit (Enter or the primary button): the request is sent. */
  onSubmit: () => void;
  /** The request is being sent: Submit reads Submitting and waits, Back too. */
  busy: boolean;
  /** Why the last submission was refused or failed: said above the summary, and Submit reads Try again. */
  failure: FormAlertProps['failure'];
  /** Where the flow finds its code texts (the failure's words). */
  texts: FormAlertProps['texts'];
  /** Submit's text before any failure ("Submit request", `service.stop.submit`, unless the flow names its own). */
  submitLabel?: string;
  /** Back to the step before. */
  back: { label: string; onBack: () => void };
  /** The summary of what is sent. */
  children?: ReactNode;
}

/**
 * The review step of the service flows: the summary of what is sent, the last submission's failure
 * above it, and Submit (Submitting while the request is sent, Try again after a failure) with Back.
 */
export function ServiceReviewForm({ title, headingRef, onSubmit, busy, failure, texts, submitLabel, back, children }: ServiceReviewFormProps) {
  const intl = useIntl();
  const label = busy ? intl.formatMessage({ id: 'service.submitting' }) : failure ? intl.formatMessage({ id: 'common.retry' }) : (submitLabel ?? intl.formatMessage({ id: 'service.stop.submit' }));
  return (
    <ServiceStepForm title={title} headingRef={headingRef} onSubmit={onSubmit} busy={busy} submitLabel={label} back={back}>
      <FormAlert texts={texts} failure={failure} />
      {children}
    </ServiceStepForm>
  );
}
