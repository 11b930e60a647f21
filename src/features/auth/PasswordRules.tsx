import { useIntl, type IntlShape } from 'react-intl';
import { passwordRules, type PasswordRuleId } from '../../domain/credentials.ts';

function ruleLabel(intl: IntlShape, rule: PasswordRuleId): string {
  switch (rule) {
    case 'length':
      return intl.formatMessage({ id: 'register.rules.length' });
    case 'lower':
      return intl.formatMessage({ id: 'register.rules.lower' });
    case 'upper':
      return intl.formatMessage({ id: 'register.rules.upper' });
    case 'digit':
      return intl.formatMessage({ id: 'register.rules.digit' });
    case 'special':
      return intl.formatMessage({ id: 'register.rules.special' });
  }
}

/** The password rules, each met or not as the user types, and a strength meter (document 2 section 5). */
export function PasswordRules({ id, rules, strength }: { id: string; rules: Record<PasswordRuleId, boolean>; strength: number }) {
  const intl = useIntl();
  const total = passwordRules.length;
  const strengthText = intl.formatMessage({ id: 'register.strength.text' }, { count: strength, total });
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title" id={`${id}-title`}>
        {intl.formatMessage({ id: 'register.rules.title' })}
      </p>
      <ul aria-labelledby={`${id}-title`} className="password-rules__list">
        {passwordRules.map(({ id: ruleId }) => {
          const rule = ruleLabel(intl, ruleId);
          const met = rules[ruleId];
          const name = intl.formatMessage({ id: met ? 'register.rules.met' : 'register.rules.notMet' }, { rule });
          return (
            <li key={ruleId} aria-label={name} className={met ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}>
              <span aria-hidden="true">{met ? '✓' : '✗'} </span>
              <span aria-hidden="true">{rule}</span>
            </li>
          );
        })}
      </ul>
      <p className="password-rules__strength">
        <label htmlFor={`${id}-meter`}>{intl.formatMessage({ id: 'register.strength.label' })}</label>{' '}
        <meter id={`${id}-meter`} min={0} max={total} low={3} high={4} optimum={total} value={strength} aria-valuetext={strengthText}>
          {strengthText}
        </meter>{' '}
        <span>{strengthText}</span>
      </p>
    </div>
  );
}
