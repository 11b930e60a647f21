import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { fromStoredCode } from '../../domain/language.ts';

/** Native names, so a reader of any language can find their own. */
const nativeNames = { EN_US: 'English (US)', EN_UK: 'English (UK)', ES: 'Español', FR: 'Français' } as const;
const htmlLang = { EN_US: 'en-US', EN_UK: 'en-GB', ES: 'es', FR: 'fr' } as const;

export function LanguageSelector() {
  const intl = useIntl();
  const id = useId();
  const language = useLanguage();
  return (
    <div className="language-selector">
      <label htmlFor={id}>{intl.formatMessage({ id: 'language.label' })}</label>
      <select
        id={id}
        value={language.language}
        disabled={language.busy}
        onChange={(event) => {
          const next = fromStoredCode(event.target.value);
          if (next) language.select(next);
        }}
      >
        {language.options.map((option) => (
          <option key={option} value={option} lang={htmlLang[option]}>
            {nativeNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
