import type { Language } from '@screenspot/contracts/language';
import { limits } from '@screenspot/contracts/limits';
import { productName, type Messenger } from '../../adapters/messages';
import { translator } from '../../i18n';

export type CodeReason = 'register' | 'reset' | 'change_old' | 'change_new' | 'proposal';

/** The catalogue key of each reason (`locales/<language>/mail.json`, under `code`). */
const reasonKeys = {
  register: 'register',
  reset: 'reset',
  change_old: 'changeOld',
  change_new: 'changeNew',
  proposal: 'proposal',
} as const satisfies Record<CodeReason, string>;

/** The page where each code is entered. */
const codePaths: Record<CodeReason, string> = {
  register: '/phoneconfirm',
  reset: '/codefromemail',
  change_old: '/tab/settings',
  change_new: '/tab/settings',
  proposal: '/',
};

/** Sends a code for one reason, in the language of the account it is for. */
type SendCode = (
  messenger: Messenger,
  to: string,
  reason: CodeReason,
  code: string,
  language: Language,
  /** The page where the code is entered, when it is not the reason's own (a proposal's link). */
  path?: string,
) => Promise<void>;

/** A code by mail. */
export const mailCode: SendCode = async (messenger, to, reason, code, language, path) => {
  const t = translator(language, 'mail');
  const key = reasonKeys[reason];
  const minutes = t('code.minutes', { count: limits.codeTtlMinutes });
  await messenger.sendMail({
    to,
    subject: t('code.subject', { code, product: productName }),
    title: t(`code.title.${key}`),
    paragraphs: [
      t('code.line', { code, product: productName }),
      t('code.enter', { purpose: t(`code.purpose.${key}`), minutes }),
      t('code.ignore'),
    ],
    link: { path: path ?? codePaths[reason], label: t(`code.page.${key}`) },
    code,
    language,
  });
};

/** A code by SMS. */
export const textCode: SendCode = async (messenger, to, reason, code, language) => {
  const t = translator(language, 'mail');
  await messenger.sendSms({
    to,
    text: t('code.sms', {
      product: productName,
      code,
      purpose: t(`code.smsPurpose.${reasonKeys[reason]}`),
      minutes: t('code.minutes', { count: limits.codeTtlMinutes }),
    }),
    code,
  });
};
