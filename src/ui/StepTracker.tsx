import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { StepItem } from '../../machines/common/steps.ts';

interface StepTrackerProps {
  steps: readonly StepItem[];
  /** Going back to a finished step, when the flow allows it; future steps are never offered. */
  onSelect?: (id: string) => void;
}

/**
 * The step tracker of a multi-step flow: done / doing / todo from the machine, the current step
 * marked for assistive technology and announced when it changes. Future steps cannot be chosen.
 */
export function StepTracker({ steps, onSelect }: StepTrackerProps) {
  const intl = useIntl();
  const current = steps.find((step) => step.status === 'doing');
  return (
    <nav className="step-tracker" aria-label={intl.formatMessage({ id: 'steps.label' })}>
      <ol className="step-tracker__list">
        {steps.map((step) => {
          const name = intl.formatMessage({ id: step.labelId });
          const status = intl.formatMessage({ id: `steps.status.${step.status}` });
          const content = (
            <>
              <span className="step-tracker__number" aria-hidden="true">
                {step.status === 'done' ? '✓' : step.number}
              </span>
              <span className="step-tracker__name">{name}</span>
              <span className="visually-hidden">, {status}</span>
            </>
          );
          return (
            <li
              key={step.id}
              className={`step-tracker__step step-tracker__step--${step.status}`}
              aria-current={step.status === 'doing' ? 'step' : undefined}
            >
              {step.status === 'done' && onSelect ? (
                <button type="button" className="step-tracker__back" onClick={() => onSelect(step.id)}>
                  {content}
                </button>
              ) : (
                <span className="step-tracker__label">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {current
          ? intl.formatMessage(
              { id: 'steps.announce' },
              { number: current.number, total: steps.length, name: intl.formatMessage({ id: current.labelId }) },
            )
          : ''}
      </p>
    </nav>
  );
}

/**
 * Moves focus to the heading of the step on screen whenever the step changes (not on first render),
 * so keyboard and screen-reader users start reading at the new step.
 */
export function useStepHeadingFocus(stepId: string | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(stepId);
  useEffect(() => {
    if (previous.current !== stepId) heading.current?.focus();
    previous.current = stepId;
  }, [stepId]);
  return heading;
}
