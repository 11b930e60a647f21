import { useId, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { serviceCentreTowns } from '../../../domain/constants.ts';
import type { Premise, Town } from '../../../domain/serviceRequests.ts';
import type { CallFailure } from '../../../../machines/common/effects.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { useFailureText, type FailureTexts } from '../../../ui/failureText.ts';
import { ServiceStepForm } from './ServiceStepForm.tsx';

/** What the premise step shows and the intents it sends (a part of the start flows' view models). */
export interface PremiseSearchView {
  query: string;
  town: Town | '';
  searchError: string | null;
  premises: Premise[] | null;
  premise: Premise | null;
  ineligible: { premiseId: string; msgcode: string } | null;
  failure: CallFailure | null;
  busy: boolean;
  changeQuery: (value: string) => void;
  chooseTown: (town: Town | '') => void;
  search: () => void;
  choosePremise: (premiseId: string) => void;
  next: () => void;
}

export const premiseAddress = (p: { address1: string; address2: string | null; city: string }) => [p.address1, p.address2, p.city].filter(Boolean).join(', ');

/** The start flows' premise step: the address search, the premises found (an ineligible one says why beside it), and Continue once one is checked. */
export function PremiseSearchStep({
  view,
  title,
  intro,
  headingRef,
  texts,
  onBack,
}: {
  view: PremiseSearchView;
  title: string;
  intro: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  texts: FailureTexts;
  /** Back to an earlier step, when the premise is not the flow's first. */
  onBack?: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const error = useFailureText(texts);
  const resultsId = useId();
  return (
    <>
      <ServiceStepForm
        title={title}
        headingRef={headingRef}
        onSubmit={view.search}
        submitLabel={view.busy ? t('service.start.searching') : t('service.start.search')}
        busy={view.busy}
        back={onBack ? { label: t('service.back'), onBack } : undefined}
      >
        <p>{intro}</p>
        <FormAlert texts={texts} failure={view.failure} />
        <TextField label={t('service.start.query')} name="query" value={view.query} maxLength={60} autoComplete="street-address" error={error(view.searchError)} onChange={(event) => view.changeQuery(event.target.value)} />
        <SelectField
          label={t('service.start.town')}
          value={view.town}
          placeholder={t('service.start.anyTown')}
          options={serviceCentreTowns.map((town) => ({ value: town, label: town }))}
          onChange={(event) => view.chooseTown(event.target.value as Town | '')}
        />
      </ServiceStepForm>
      {view.premises !== null ? (
        <section aria-labelledby={resultsId}>
          <h3 id={resultsId}>{t('service.start.results', { count: view.premises.length })}</h3>
          <ul className="premise-results">
            {view.premises.map((p) => (
              <li key={p.premiseId}>
                {/* The town is said when the address does not already end with it. */}
                <span>{p.city === p.town ? premiseAddress(p) : `${premiseAddress(p)} (${p.town})`}</span>{' '}
                <button type="button" className="button button--secondary button--small" onClick={() => view.choosePremise(p.premiseId)} disabled={view.busy} aria-label={t('service.start.chooseLabel', { address: premiseAddress(p) })}>
                  {t('service.start.choose')}
                </button>
                {view.ineligible?.premiseId === p.premiseId ? <FormAlert texts={texts} formError={view.ineligible.msgcode} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.premise ? (
        <p>
          {t('service.start.chosen', { address: premiseAddress(view.premise) })}{' '}
          <button type="button" className="button button--small" onClick={view.next} disabled={view.busy}>
            {t('service.start.continue')}
          </button>
        </p>
      ) : null}
    </>
  );
}
