import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { Customer } from '@screenspot/contracts/customer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { formatMoney } from '../../../lib/money';
import { useChangeCurrency } from '../api/change-currency';
import { PreferenceStatus } from './preference-status';
import styles from './settings.module.css';

// The contracts' currencies, listed here so their module stays out of the first visit's chunks.
const choices = ['USD', 'AED'] as const satisfies readonly DisplayCurrency[];

type CurrencyPreferenceProps = { customer: Customer; onSaved: (customer: Customer) => void };

/**
 * Settings › Profile: see prices in US dollars or UAE dirhams; saved at once, and applied at once
 * through the profile the layout reads.
 */
export function CurrencyPreference({ customer, onSaved }: CurrencyPreferenceProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useFormat();
  const change = useChangeCurrency();
  const [saved, setSaved] = useState<string | null>(null);

  const choose = async (currency: DisplayCurrency) => {
    setSaved(null);
    try {
      const updated = await change.mutateAsync(currency);
      onSaved(updated);
      setSaved(t('currency.saved', { currency: t(`currency.names.${currency}`) }));
    } catch {
      // The error is shown below; the choice stays as the server has it.
    }
  };

  return (
    <fieldset className={styles.currency}>
      <legend className={styles.contactValue}>{t('currency.legend')}</legend>
      <p className={styles.prefsNote}>{t('currency.note')}</p>
      <div className={styles.prefsList}>
        {choices.map((currency) => (
          <label key={currency} className={styles.prefsItem}>
            <span className={styles.prefsText}>
              <span className={styles.contactValue}>{t(`currency.names.${currency}`)}</span>
              <span className={styles.deviceMeta}>
                {t('currency.example', {
                  price: format.ltr(formatMoney(1250, language, currency)),
                })}
              </span>
            </span>
            <input
              type="radio"
              name="currency"
              value={currency}
              checked={customer.currency === currency}
              disabled={change.isPending}
              onChange={() => void choose(currency)}
            />
          </label>
        ))}
      </div>
      <PreferenceStatus error={change.error} saved={saved} />
    </fieldset>
  );
}
