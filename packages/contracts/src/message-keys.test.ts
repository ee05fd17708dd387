import { describe, expect, it } from 'vitest';
import { apiTokenMessages } from './api-token';
import { authMessages } from './auth-fields';
import { flightMessages } from './booking-api';
import { campaignChangeMessages } from './campaign-change';
import {
  flattenCatalogue,
  placeholderNames,
  pluralSuffix,
  validationCatalogues,
  validationKeyOf,
} from './message-keys';
import { messages } from './messages';
import { displayAreaMessages } from './mockup';
import { paymentMessages } from './payment';
import { permitMessages } from './permits';
import { uploadMessages } from './upload';
import { overrideReasonMessages } from './video-checks';
import { webhookMessages } from './webhook';

describe('validation catalogues', () => {
  const en = new Map(flattenCatalogue(validationCatalogues.en));
  const ar = new Map(flattenCatalogue(validationCatalogues.ar));

  // A text with plural forms has as many keys as its language has forms (Arabic six, English two).
  const texts = (catalogue: Map<string, string>) =>
    [...new Set([...catalogue.keys()].map((key) => key.replace(pluralSuffix, '')))].sort();

  it('have the same keys in every language', () => {
    expect(texts(ar)).toEqual(texts(en));
  });

  it('use the same values in every language', () => {
    for (const [key, arabic] of ar) {
      const english = en.get(key) ?? en.get(key.replace(pluralSuffix, '_other'))!;
      for (const name of placeholderNames(arabic))
        expect(placeholderNames(english)).toContain(name);
    }
  });

  it('give every English text one key', () => {
    const texts = [...en.values()];
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(
    Object.entries({
      ...messages,
      ...authMessages,
      ...apiTokenMessages,
      ...paymentMessages,
      ...webhookMessages,
      ...flightMessages,
      ...campaignChangeMessages,
      ...overrideReasonMessages,
      ...displayAreaMessages,
      ...permitMessages,
      chooseCategory: 'Choose a category from the list',
      chooseReason: 'Choose a reason from the list',
      brandTooLong: 'Must be at most 120 characters',
      uploadTooLarge: uploadMessages.tooLarge,
      uploadNotVideo: uploadMessages.notVideo,
      uploadMissingVideo: uploadMessages.missingVideo,
    }).filter(
      ([name]) =>
        // Page texts of the web app, not validation messages.
        !['noFileData', 'noResults', 'notFoundTitle', 'notFoundText', 'unexpectedError'].includes(
          name,
        ),
    ),
  )('%s has a key', (_name, text) => {
    expect(validationKeyOf(text)).toBeDefined();
  });

  it('reads the values of a text with values', () => {
    expect(validationKeyOf(uploadMessages.tooLong(30))).toEqual({
      key: 'upload.tooLong',
      values: { seconds: '30' },
    });
    expect(validationKeyOf('At most 25 km')).toEqual({
      key: 'number.atMostKm',
      values: { max: '25' },
    });
    expect(validationKeyOf('At most 10')).toEqual({ key: 'number.atMost', values: { max: '10' } });
    expect(validationKeyOf('Required')).toEqual({ key: 'required', values: {} });
    // A form of a plural text is read as the text, with its count as a number.
    expect(validationKeyOf('2 audio tracks')).toEqual({
      key: 'videoCheck.value.audioTracks',
      values: { count: 2 },
    });
    expect(validationKeyOf('1 audio track')).toEqual({
      key: 'videoCheck.value.audioTracks',
      values: { count: 1 },
    });
    expect(validationKeyOf('Something new')).toBeUndefined();
    expect(validationKeyOf('Unknown locale: use en or ar')).toEqual({
      key: 'locale.unknown',
      values: { locales: 'en or ar' },
    });
  });
});
