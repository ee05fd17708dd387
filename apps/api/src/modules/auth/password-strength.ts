import { authMessages } from '@screenspot/contracts/auth-fields';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../../plugins/errors';
import { contractMessage } from '../../i18n';

/**
 * zxcvbn's score (0–4) below which a new password is refused: 0–2 are the passwords found in
 * breach lists, with or without the usual decoration ("Password1!", "Welcome@2024", "P@ssw0rd1").
 */
const minimumScore = 3;

// Its dictionaries (tens of thousands of words) load once, on the first password checked.
let checker: ZxcvbnFactory | undefined;

function score(password: string, userInputs: string[]): ZxcvbnResult['score'] {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password, userInputs).score;
}

/** The words of the account's own details (4 letters or more), lower-cased. */
function ownWords(userInputs: (string | null | undefined)[]): string[] {
  return userInputs
    .flatMap((input) => (input ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 4);
}

/**
 * Refuses a new password that is common or easy to guess, as a 400 on its field. `userInputs`
 * (the account's email, names, company) are known to anyone who knows the account: a password
 * containing one of their words is refused too.
 */
export function assertUncommonPassword(
  password: string,
  field: string,
  userInputs: (string | null | undefined)[] = [],
): void {
  const words = ownWords(userInputs);
  const lowered = password.toLowerCase();
  if (words.some((word) => lowered.includes(word)) || score(password, words) < minimumScore) {
    throw new HttpError(400, contractMessage(authMessages.passwordTooCommon), {
      [field]: contractMessage(authMessages.passwordTooCommon),
    });
  }
}
