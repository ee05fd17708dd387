import type { DisplayCurrency } from '@screenspot/contracts/currency';
import { useTranslation } from 'react-i18next';
import { formatterFor } from '../../i18n/format';
import { useDisplayCurrency } from '../../lib/display-currency';

/**
 * An amount kept in whole cents, in the product's one money format, left to right inside text of
 * either language: in the currency given, else the one in use (dollars in the console).
 */
export function Money({
  cents,
  currency,
  className,
}: {
  cents: number;
  currency?: DisplayCurrency;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const inUse = useDisplayCurrency();
  const format = formatterFor(i18n.resolvedLanguage ?? i18n.language, currency ?? inUse);
  return (
    <bdi dir="ltr" className={className}>
      {format.cents(cents)}
    </bdi>
  );
}
