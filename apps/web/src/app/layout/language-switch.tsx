import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentCustomerKey } from '../../features/auth/api/get-current-customer';
import { changeLanguage, languageNames, languages, type Language } from '../../i18n';
import { saveProfileLanguage } from '../../lib/profile-language';
import styles from './language-switch.module.css';

/**
 * English / العربية: two buttons, the language in use pressed. The choice is kept in this browser
 * and, when signed in, in the customer's profile.
 */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = i18n.resolvedLanguage ?? i18n.language;

  const choose = async (language: Language) => {
    if (language === current) return;
    await changeLanguage(language, { byVisitor: true });
    if (!queryClient.getQueryData(currentCustomerKey)) return;
    const customer = await saveProfileLanguage(language);
    if (customer) queryClient.setQueryData(currentCustomerKey, customer);
  };

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`${styles.switch} ${tone === 'light' ? styles.light : ''}`}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={language === current}
          onClick={() => void choose(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
