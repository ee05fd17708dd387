import { defaultDisplayCurrency } from '@screenspot/contracts/currency';
import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import { translator } from '../../i18n';
import { defineNotice, type Reader } from '../notifications';
import { asSentence } from '../orders';

type Replacement = {
  orderId: number;
  screenName: string;
  approved: boolean;
  reason: string | null;
};

const replacement = defineNotice(
  'booking.replacement',
  (input: Replacement, { language }: Reader) => {
    const t = translator(language, 'notices');
    const values = { orderId: input.orderId, screenName: input.screenName };
    if (input.approved) {
      return {
        title: t('replacement.approved.title', values),
        message: t('replacement.approved.message', values),
      };
    }
    return {
      title: t('replacement.rejected.title', values),
      message: t('replacement.rejected.message', {
        ...values,
        reason: asSentence(input.reason || t('reasonNotGiven')),
      }),
    };
  },
);

/** The operator's decision on a replacement video, in the customer's language. */
export function replacementNotice(input: Replacement, language: Language = defaultLanguage) {
  return replacement(input, { language, currency: defaultDisplayCurrency });
}

const holdNotice = (kind: 'expired' | 'released') =>
  defineNotice(`booking.hold.${kind}`, ({ orderId }: { orderId: number }, { language }: Reader) => {
    const t = translator(language, 'notices');
    return {
      title: t(`hold.${kind}.title`, { orderId }),
      message: t(`hold.${kind}.message`, { orderId }),
    };
  });

/** An unpaid order whose hold lapsed: its spots are free again. */
export const holdExpiredNotice = holdNotice('expired');

/** An unpaid order an operator released. */
export const holdReleasedNotice = holdNotice('released');
