import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';

const rows = ['subtotal', 'vat', 'total'] as const;

/**
 * The subtotal, VAT and total rows closing a money list (a quote, a campaign's summary), each
 * figure marked `<testIdPrefix>-subtotal` and so on; `classNames` sets a row apart.
 */
export function MoneyTotals({
  amounts,
  testIdPrefix,
  classNames = {},
}: {
  amounts: { subtotalCents: number; vatCents: number; totalCents: number };
  testIdPrefix: string;
  classNames?: Partial<Record<(typeof rows)[number], string>>;
}) {
  const { t } = useTranslation('booking');
  return rows.map((row) => (
    <div key={row} className={classNames[row]}>
      <dt>{t(`quote.${row}`)}</dt>
      <dd data-testid={`${testIdPrefix}-${row}`}>
        <Money cents={amounts[`${row}Cents`]} />
      </dd>
    </div>
  ));
}
