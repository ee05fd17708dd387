import { describe, expect, it } from 'vitest';
import { errorText } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import { assertUncommonPassword } from './password-strength';

function refusal(password: string, userInputs: string[] = []) {
  try {
    assertUncommonPassword(password, 'password', userInputs);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('assertUncommonPassword', () => {
  it('refuses breached passwords that pass the composition rule, on the named field', () => {
    for (const password of ['Password1!', 'P@ssw0rd1', 'Letmein1!', 'Abc12345!']) {
      const error = refusal(password);
      expect(error, password).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      const { errors } = error as HttpError;
      expect(Object.keys(errors ?? {})).toEqual(['password']);
      expect(errorText(errors!.password!, 'en')).toBe(
        'This password is too common or too easy to guess. Please choose another.',
      );
    }
  });

  it('accepts passwords that are not on the lists', () => {
    for (const password of ['Billboard#2024', 'Harbour@2026', 'Dubai#Screens77']) {
      expect(refusal(password), password).toBeUndefined();
    }
  });

  it("counts the account's own details as known words", () => {
    expect(refusal('Marwa#Qasimi9')).toBeUndefined();
    expect(refusal('Marwa#Qasimi9', ['marwa@qasimi.ae', 'Marwa', 'Qasimi'])).toBeInstanceOf(
      HttpError,
    );
  });
});
