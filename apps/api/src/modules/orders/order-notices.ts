import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import type { MailMessage } from '../../adapters/messages';
import { translator } from '../../i18n';
import { asSentence } from '../notifications';

export { asSentence };

/** The same notice by email, in the customer's language, with a link to the order's page. */
export function orderNoticeMail(
  to: { email: string; name: string; language?: Language },
  notice: { title: string; message: string },
  orderId: number,
): MailMessage {
  const language = to.language ?? defaultLanguage;
  return {
    to: to.email,
    subject: notice.title,
    title: notice.title,
    paragraphs: [translator(language, 'mail')('layout.hello', { name: to.name }), notice.message],
    link: {
      path: `/order/${orderId}`,
      label: translator(language, 'notices')('link', { orderId }),
    },
    language,
  };
}
