import { useIntl } from 'react-intl';
import type { PaperlessViewModel } from '../../../../machines/account/paperless/paperless.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { paperlessTexts } from './paperlessText.ts';

type T = (id: string, values?: Record<string, string>) => string;

/** Paperless billing and bill format as the machine's view model describes them; no rule is decided here. */
export function PaperlessView({ view }: { view: PaperlessViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const record = view.record;
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('account.paperless.title')}</h1>
      <p className="lead">{t('account.paperless.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'ready' && record ? (
        <>
          <p role="status">{view.notice ? t(`account.paperless.notice.${view.notice}`) : ''}</p>
          <FormAlert texts={paperlessTexts} failure={view.actionFailure} />
          <section aria-labelledby="paperless-heading">
            <h2 id="paperless-heading">{t('account.paperless.paperless.heading')}</h2>
            <p>{record.paperless ? t('account.paperless.paperless.on', { email: record.email ?? '' }) : t('account.paperless.paperless.off')}</p>
            <div className="form-actions">
              {record.paperless ? (
                <button type="button" className="button button--secondary" onClick={view.turnOff} disabled={!view.canTurnOff} aria-busy={view.busy}>
                  {t('account.paperless.paperless.turnOff')}
                </button>
              ) : (
                <button type="button" className="button" onClick={view.turnOn} disabled={!view.canTurnOn} aria-busy={view.busy}>
                  {t('account.paperless.paperless.turnOn')}
                </button>
              )}
            </div>
          </section>
          <section aria-labelledby="bill-format-heading">
            <h2 id="bill-format-heading">{t('account.paperless.format.heading')}</h2>
            <RadioGroupField
              legend={t('account.paperless.format.legend')}
              name="billFormat"
              value={String(view.billFormat)}
              options={[
                { value: '0', label: t('account.paperless.format.detailed') },
                { value: '1', label: t('account.paperless.format.summary') },
              ]}
              disabled={view.busy}
              onChange={(value) => view.changeFormat(value === '1' ? 1 : 0)}
            />
            <div className="form-actions">
              <button type="button" className="button" onClick={view.saveFormat} disabled={!view.canSaveFormat} aria-busy={view.busy}>
                {t('account.paperless.format.save')}
              </button>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}
