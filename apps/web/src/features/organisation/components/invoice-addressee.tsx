import {
  invoiceAddressees,
  type InvoiceAddressee,
} from '@screenspot/contracts/organisation-client';
import type { Organisation } from '@screenspot/contracts/organisation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetInvoiceAddressee } from '../api/clients';
import styles from './team.module.css';
import { ErrorText } from '../../../components/ui/error-text';

/**
 * Whom the organisation's tax invoices are addressed to (decision 0060): itself, or the client a
 * campaign names, with the client's address and TRN. The owner chooses; the others read it.
 */
export function InvoiceAddresseeSetting({
  organisation,
  editable,
}: {
  organisation: Organisation;
  editable: boolean;
}) {
  const { t } = useTranslation('team');
  const set = useSetInvoiceAddressee();
  // The choice shows at once, set in the click's own render (a controlled radio would otherwise
  // spring back until the mutation's state arrives); the saved organisation replaces it when the
  // server answers, and a refusal puts the saved choice back.
  const [chosen, setChosen] = useState<InvoiceAddressee | null>(null);
  const current = chosen ?? organisation.invoiceAddressee;
  const label = (value: InvoiceAddressee) => t(`addressee.${value}`, { name: organisation.name });
  return (
    <section className={`card ${styles.card}`} aria-labelledby="team-addressee">
      <h2 id="team-addressee">{t('addressee.title')}</h2>
      <p className={styles.hint}>{t('addressee.hint')}</p>
      {editable ? (
        <fieldset className={styles.choices} disabled={set.isPending}>
          <legend className={styles.legend}>{t('addressee.legend')}</legend>
          {invoiceAddressees.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="invoice-addressee"
                value={value}
                checked={current === value}
                onChange={() => {
                  setChosen(value);
                  set.mutate(value, { onSettled: () => setChosen(null) });
                }}
              />
              <span>{label(value)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className={styles.limitValue}>{label(current)}</p>
      )}
      <ErrorText error={set.error} className="field-error" />
      {set.isSuccess ? (
        <p role="status" className={styles.sent}>
          {t('addressee.saved')}
        </p>
      ) : null}
    </section>
  );
}
