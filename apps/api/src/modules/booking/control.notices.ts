import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import { translator } from '../../i18n';
import { asSentence } from '../orders';

type Notice = { title: string; message: string };

/** The operator's decision on a replacement video, in the customer's language. */
export function replacementNotice(
  input: {
    orderId: number;
    screenName: string;
    approved: boolean;
    reason: string | null;
  },
  language: Language = defaultLanguage,
): Notice {
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
}
