import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { UsageAlertsViewModel } from '../../../../machines/usage/usageAlerts/usageAlerts.connect.ts';
import type { UsageAlertField } from '../../../../machines/usage/usageAlerts/usageAlerts.types.ts';
import { usageAlertCeiling } from '../../../domain/usageAlerts.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { usageAlertsTexts } from './usageAlertsText.ts';
import { useLatestAlertText, usageAlertsAnchor } from './latestAlertText.ts';

/**
 * The usage alerts section as the machine's view model describes it; no rule is decided here. It
 * sits on /usages below the chart, so it takes no focus of its own when it loads.
 */
export function UsageAlertsView({ view }: { view: UsageAlertsViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const ceiling = { max: intl.formatNumber(usageAlertCeiling) };
  const error = useFailureText(usageAlertsTexts, ceiling);
  const latestText = useLatestAlertText();
  const field = (name: UsageAlertField) => ({
    name,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    maxLength: 9,
    value: view.fields[name],
    error: error(view.errors[name] ?? null),
    readOnly: view.busy,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => view.change(name, event.target.value),
  });
  return (
    <section id={usageAlertsAnchor} className="usage-alerts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('usage.usageAlerts.title')}</h2>
      <p>{t('usage.usageAlerts.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'editing' ? (
        <>
          <p className="usage-alerts__latest">{view.latest ? latestText(view.latest) : t('usage.usageAlerts.latest.none')}</p>
          <StepForm
            title={t('usage.usageAlerts.form')}
            headingRef={formHeading}
            onSubmit={view.submit}
            busy={view.busy}
            actions={
              <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
                {view.busy ? t('usage.usageAlerts.busy') : view.failure ? t('common.retry') : t('usage.usageAlerts.submit')}
              </button>
            }
          >
            <FormAlert texts={usageAlertsTexts} failure={view.failure} values={ceiling} />
            <TextField label={t('usage.usageAlerts.field.dailyThreshold')} hint={t('usage.usageAlerts.field.dailyThresholdHint')} {...field('dailyThreshold')} />
            <TextField label={t('usage.usageAlerts.field.monthlyBudget')} hint={t('usage.usageAlerts.field.monthlyBudgetHint')} {...field('monthlyBudget')} />
          </StepForm>
          <p role="status" className="usage-alerts__saved">
            {view.saved
              ? `${t('usage.usageAlerts.saved')} ${view.saved.raised === 0 ? t('usage.usageAlerts.raised.none') : t('usage.usageAlerts.raised', { count: view.saved.raised })}`
              : null}
          </p>
        </>
      ) : null}
    </section>
  );
}
