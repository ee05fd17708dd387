import { bankTransferMinHours, type PaymentMethod } from '@screenspot/contracts/payment';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/icons';
import styles from './payment-methods.module.css';

const icons = {
  invoice: (
    <LineIcon
      size={28}
      strokeWidth={1.6}
      round="both"
      d="M3 9.5 12 4l9 5.5M5 10v7m4.7-7v7m4.6-7v7M19 10v7M3.5 20h17"
    />
  ),
  card: (
    <LineIcon size={28} strokeWidth={1.6}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 9.5h19M6 15h4" strokeLinecap="round" />
    </LineIcon>
  ),
  paypal: (
    <LineIcon
      size={28}
      strokeWidth={1.6}
      round="joins"
      d="M7 20l2.2-14h6.3c2.6 0 4.1 1.6 3.6 4-.6 2.8-2.7 4-5.4 4h-2.6L10 20H7z"
    />
  ),
  applePay: (
    <LineIcon
      size={28}
      strokeWidth={1.5}
      round="joins"
      d="M15.5 3.5c-1 .1-2.2.8-2.8 1.7-.6.8-1 1.9-.8 2.9 1.1 0 2.2-.7 2.8-1.6.6-.8.9-1.9.8-3zM12 8.6c-1 0-2-.7-3-.7-1.9 0-3.6 1.6-3.6 4.5 0 3.4 2.3 7.1 3.9 7.1.8 0 1.3-.5 2.5-.5s1.5.5 2.6.5c1.5 0 2.9-2.6 3.4-4-1.7-.7-2.4-2.3-2.4-3.7 0-1.3.8-2.5 1.9-3.1-.8-1-1.9-1.4-2.9-1.4-1 0-1.7.5-2.4.5z"
    />
  ),
};

// Brand names read the same in every language.
const brandPayPal = 'PayPal';
const brandApplePay = 'Apple Pay';

type Tile = {
  id: string;
  name: string;
  note: string;
  icon: ReactNode;
  method: PaymentMethod | null;
};

/**
 * The payment choices: bank transfer against a tax invoice while its deadline is a day away; card when the service has
 * Stripe configured; PayPal and Apple Pay say plainly that they are not available.
 */
export function PaymentMethods({
  available,
  chosen,
  onChoose,
  disabled,
}: {
  available: PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders');
  const tiles: Tile[] = [
    {
      id: 'invoice',
      name: t('methods.bank'),
      // Withdrawn when the deadline is too close for a transfer to arrive (the page says why).
      note: available.includes('invoice')
        ? t('methods.bankNote')
        : t('methods.bankTooLate', { hours: bankTransferMinHours }),
      icon: icons.invoice,
      method: available.includes('invoice') ? 'invoice' : null,
    },
    {
      id: 'card',
      name: t('methods.card'),
      note: available.includes('card') ? t('methods.cardNote') : t('methods.notYet'),
      icon: icons.card,
      method: available.includes('card') ? 'card' : null,
    },
    {
      id: 'paypal',
      name: brandPayPal,
      note: t('methods.notAvailable'),
      icon: icons.paypal,
      method: null,
    },
    {
      id: 'apple-pay',
      name: brandApplePay,
      note: t('methods.notAvailable'),
      icon: icons.applePay,
      method: null,
    },
  ];
  return (
    <div className={styles.grid} role="group" aria-label={t('methods.label')}>
      {tiles.map((tile) => (
        <button
          key={tile.id}
          type="button"
          className={`${styles.tile} ${tile.method && chosen === tile.method ? styles.chosen : ''}`}
          aria-pressed={tile.method ? chosen === tile.method : undefined}
          disabled={disabled || !tile.method}
          onClick={() => tile.method && onChoose(tile.method)}
        >
          <span className={styles.icon} aria-hidden="true">
            {tile.icon}
          </span>
          <span className={styles.name}>{tile.name}</span>
          <span className={tile.method ? styles.available : styles.soon}>{tile.note}</span>
        </button>
      ))}
    </div>
  );
}
