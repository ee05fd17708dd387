import { statusColour } from '@screenspot/contracts/order-status';
import { useTranslation } from 'react-i18next';

/**
 * The order's status in the spec's colours (0-2 green, 3 red, others grey), named in the language
 * in use; a code the console does not know shows the server's label.
 */
export function StatusBadge({ code, label }: { code: number; label?: string }) {
  const { t } = useTranslation('admin');
  const name = t(`status.${code}`, { defaultValue: label ?? t('status.unknown', { code }) });
  return <span className={`badge status-${statusColour(code)}`}>{name}</span>;
}
