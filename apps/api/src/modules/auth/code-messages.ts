import { limits } from '@screenspot/contracts/limits';
import { productName, type Messenger } from '../../adapters/messages';

export type CodeReason = 'register' | 'reset' | 'change_old' | 'change_new';

const mailTitles: Record<CodeReason, string> = {
  register: 'Confirm your email address',
  reset: 'Reset your password',
  change_old: 'Confirm the change to your account',
  change_new: 'Confirm your new contact details',
};

const purposes: Record<CodeReason, string> = {
  register: 'to confirm your email address and finish signing up',
  reset: 'to reset your password',
  change_old: 'to confirm that you are changing the contact details of your account',
  change_new: 'to confirm this address for your account',
};

const smsPurposes: Record<CodeReason, string> = {
  register: 'to finish signing up',
  reset: 'to reset your password',
  change_old: 'to confirm the change to your account',
  change_new: 'to confirm this number',
};

/** The page where each code is entered. */
const codePages: Record<CodeReason, { path: string; label: string }> = {
  register: { path: '/phoneconfirm', label: 'Confirm your account' },
  reset: { path: '/codefromemail', label: 'Enter your code' },
  change_old: { path: '/tab/settings', label: 'Open your settings' },
  change_new: { path: '/tab/settings', label: 'Open your settings' },
};

const ignore =
  'If you did not ask for it, you can ignore this message; nothing changes without the code.';

export async function mailCode(
  messenger: Messenger,
  to: string,
  reason: CodeReason,
  code: string,
): Promise<void> {
  const lines = [
    `Your ${productName} code is ${code}.`,
    `Enter it ${purposes[reason]}. It expires in ${limits.codeTtlMinutes} minutes.`,
    ignore,
  ];
  await messenger.sendMail({
    to,
    subject: `${code} is your ${productName} code`,
    title: mailTitles[reason],
    paragraphs: lines,
    link: codePages[reason],
    code,
  });
}

export async function textCode(
  messenger: Messenger,
  to: string,
  reason: CodeReason,
  code: string,
): Promise<void> {
  await messenger.sendSms({
    to,
    text: `${productName}: your code is ${code} ${smsPurposes[reason]}. It expires in ${limits.codeTtlMinutes} minutes.`,
    code,
  });
}
