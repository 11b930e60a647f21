import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OtherServiceViewModel } from '../../../../machines/service/otherService/otherService.connect.ts';
import { formatDate, formatDisplayDate, parseDisplayDate } from '../../../domain/format.ts';
import { otherServiceOrderTypes, type OtherServiceOrderType, type OtherServiceTaskType } from '../../../domain/otherService.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { DateField } from '../../../ui/fields/DateField.tsx';
import { TextAreaField } from '../../../ui/fields/TextAreaField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { ServiceDone } from '../common/ServiceDone.tsx';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { otherServiceTexts } from './otherServiceText.ts';

const kindLabels: Record<OtherServiceOrderType, string> = {
  METER: 'service.otherService.kind.METER',
  SUPPLY: 'service.otherService.kind.SUPPLY',
  NETWORK: 'service.otherService.kind.NETWORK',
};

const taskLabels: Record<OtherServiceTaskType, string> = {
  RELOCATE_METER: 'service.otherService.task.RELOCATE_METER',
  TEST_METER: 'service.otherService.task.TEST_METER',
  REPLACE_DAMAGED_METER: 'service.otherService.task.REPLACE_DAMAGED_METER',
  UPGRADE_CAPACITY: 'service.otherService.task.UPGRADE_CAPACITY',
  RECONNECT: 'service.otherService.task.RECONNECT',
  TEMPORARY_SUPPLY: 'service.otherService.task.TEMPORARY_SUPPLY',
  TRIM_TREES: 'service.otherService.task.TRIM_TREES',
  MOVE_POLE: 'service.otherService.task.MOVE_POLE',
  REPAIR_STREETLIGHT: 'service.otherService.task.REPAIR_STREETLIGHT',
};

/** Other service as the machine's view model describes it; no rule is decided here. */
export function OtherServiceView({ view, trackerLink, notice, saveForLater }: { view: OtherServiceViewModel; trackerLink?: ReactNode; notice?: ReactNode; saveForLater?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(otherServiceTexts);
  const day = (iso: string) => formatDate(iso, intl.locale);
  const { form, place } = view;
  const where = place ? [place.serviceAddress.address1, place.serviceAddress.address2, place.serviceAddress.city].filter(Boolean).join(', ') : '';
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.otherService.title')}</h1>
      <p className="lead">{t('service.otherService.intro')}</p>
      <StepTracker steps={view.steps} />
      {notice}
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {place && view.status !== 'loading' && view.status !== 'failed' && view.status !== 'done' ? (
        <p>{t('service.otherService.place', { address: where, installation: place.installation ?? t('service.otherService.noInstallation') })}</p>
      ) : null}
      {view.status === 'editing' ? (
        <ServiceStepForm title={t('service.otherService.step.details')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')}>
          <FormAlert texts={otherServiceTexts} failure={view.failure} />
          <SelectField
            label={t('service.otherService.field.orderType')}
            name="orderType"
            placeholder={t('service.otherService.choose')}
            options={otherServiceOrderTypes.map((kind) => ({ value: kind, label: t(kindLabels[kind]) }))}
            value={form.orderType}
            error={error(view.errors.orderType ?? null)}
            onChange={(event) => view.change('orderType', event.target.value)}
          />
          <SelectField
            label={t('service.otherService.field.taskType')}
            name="taskType"
            placeholder={view.tasks.length ? t('service.otherService.choose') : t('service.otherService.chooseKindFirst')}
            options={view.tasks.map((task) => ({ value: task, label: t(taskLabels[task]) }))}
            value={form.taskType}
            error={error(view.errors.taskType ?? null)}
            onChange={(event) => view.change('taskType', event.target.value)}
          />
          <DateField
            label={t('service.otherService.field.startDate')}
            name="startDate"
            hint={t('service.otherService.field.startDateHint', { first: formatDisplayDate(view.startRange.first), last: formatDisplayDate(view.startRange.last) })}
            value={form.startDate}
            error={error(view.errors.startDate ?? null)}
            onChange={(value) => view.change('startDate', value)}
          />
          <TextAreaField
            label={t('service.otherService.field.message')}
            hint={t('service.otherService.field.messageHint')}
            name="message"
            rows={4}
            maxLength={500}
            value={form.message}
            error={error(view.errors.message ?? null)}
            onChange={(event) => view.change('message', event.target.value)}
          />
        </ServiceStepForm>
      ) : null}
      {view.status === 'review' ? (
        <ServiceReviewForm
          title={t('service.otherService.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={otherServiceTexts}
          submitLabel={t('service.otherService.submit')}
          back={{ label: t('service.back'), onBack: view.back }}
        >
          <dl className="summary-list">
            <dt>{t('service.otherService.field.orderType')}</dt>
            <dd>{form.orderType in kindLabels ? t(kindLabels[form.orderType as OtherServiceOrderType]) : ''}</dd>
            <dt>{t('service.otherService.field.taskType')}</dt>
            <dd>{form.taskType in taskLabels ? t(taskLabels[form.taskType as OtherServiceTaskType]) : ''}</dd>
            <dt>{t('service.otherService.field.startDate')}</dt>
            <dd>{day(parseDisplayDate(form.startDate) ?? '')}</dd>
            <dt>{t('service.otherService.field.message')}</dt>
            <dd>{form.message.trim()}</dd>
          </dl>
        </ServiceReviewForm>
      ) : null}
      {/* Save for later (saved forms): on the details and the review, not while the request is sent. */}
      {(view.status === 'editing' || view.status === 'review') && !view.busy ? saveForLater : null}
      {view.status === 'done' && view.receipt ? (
        <ServiceDone headingRef={heading} trackerLink={trackerLink}>
          {t('service.otherService.done', { reference: view.receipt.reference, date: day(parseDisplayDate(form.startDate) ?? '') })}
        </ServiceDone>
      ) : null}
    </div>
  );
}
