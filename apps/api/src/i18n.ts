import {
  bestLanguage,
  defaultLanguage,
  languages,
  type Language,
} from '@screenspot/contracts/language';
import {
  messageIndex,
  validationCatalogues,
  validationKeyOf,
  validationNamespace,
} from '@screenspot/contracts/message-keys';
import i18next, { type TFunction } from 'i18next';
import { asMessage, type ErrorKey, type ErrorMessage, type ErrorText } from './error-messages';
import arAnswers from './locales/ar/answers.json';
import arDocuments from './locales/ar/documents.json';
import arErrors from './locales/ar/errors.json';
import arMail from './locales/ar/mail.json';
import arNotices from './locales/ar/notices.json';
import arRecommendations from './locales/ar/recommendations.json';
import enAnswers from './locales/en/answers.json';
import enDocuments from './locales/en/documents.json';
import enErrors from './locales/en/errors.json';
import enMail from './locales/en/mail.json';
import enNotices from './locales/en/notices.json';
import enRecommendations from './locales/en/recommendations.json';

/**
 * The API's words in English and Arabic, with i18next as on the web: `validation` is the shared
 * catalogue of the contracts' schemas, `errors` the API's own error messages, `mail` the codes sent by
 * mail and SMS and the mail layout, `notices` the order notices (in the app and by mail), `documents` the labels of invoices and credit
 * notes, `recommendations` the display selector's proposals and reasons, `answers` the words of a
 * successful answer ("We sent you a code.").
 */
const resources = {
  en: {
    [validationNamespace]: validationCatalogues.en,
    errors: enErrors,
    mail: enMail,
    notices: enNotices,
    recommendations: enRecommendations,
    documents: enDocuments,
    answers: enAnswers,
  },
  ar: {
    [validationNamespace]: validationCatalogues.ar,
    errors: arErrors,
    mail: arMail,
    notices: arNotices,
    recommendations: arRecommendations,
    documents: arDocuments,
    answers: arAnswers,
  },
};

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(resources.en),
  defaultNS: 'errors',
  initAsync: false,
  // Texts go into JSON, mail (escaped by the renderer) and PDFs: never HTML-escaped here.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The translate function of one language and namespace. */
export type Namespace = keyof typeof resources.en;

export function translator(language: Language, namespace: Namespace): TFunction {
  return i18n.getFixedT(language, namespace);
}

const errorKeyOf = messageIndex(enErrors);

/**
 * An English message of the API in another language: a validation message of the contracts or one
 * of the API's errors, found by its English text (values read back out of it). A message without
 * a key stays English.
 */
export function localizeMessage(text: string, language: Language): string {
  if (language === defaultLanguage) return text;
  const validation = validationKeyOf(text);
  if (validation) {
    return i18n.t(validation.key, { lng: language, ns: validationNamespace, ...validation.values });
  }
  const error = errorKeyOf(text);
  if (error) {
    // A value that is itself a known term (a status, a daypart) is read in the language too.
    const values = Object.fromEntries(
      Object.entries(error.values).map(([name, value]) => [
        name,
        typeof value === 'string' ? localizeTerm(value, language) : value,
      ]),
    );
    return i18n.t(error.key, { lng: language, ns: 'errors', ...values });
  }
  return text;
}

/**
 * A value that is one of the catalogues' exact texts (a status, a daypart, a check's name), or a
 * list of them, in the language; any other value as it is.
 */
function localizeTerm(text: string, language: Language): string {
  const terms = text.split(', ').map((part) => {
    const validation = validationKeyOf(part);
    if (validation && Object.keys(validation.values).length === 0) {
      return i18n.t(validation.key, { lng: language, ns: validationNamespace });
    }
    const error = errorKeyOf(part);
    if (error && Object.keys(error.values).length === 0) {
      return i18n.t(error.key, { lng: language, ns: 'errors' });
    }
    return null;
  });
  if (terms.some((term) => term === null)) return text;
  return terms.join(language === 'ar' ? '، ' : ', ');
}

/**
 * An error raised by its key, in the language. Its values that are themselves catalogue terms (a
 * status, a daypart) are read in the language too.
 */
export function errorText(text: ErrorText, language: Language): string {
  const { namespace, key, values, words } = asMessage(text);
  if (words !== undefined) return localizeMessage(words, language);
  const localized =
    language === defaultLanguage
      ? values
      : Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? localizeTerm(value, language) : value,
          ]),
        );
  return i18n.t(key, { lng: language, ns: namespace, ...localized });
}

/**
 * A shared rule's message of the contracts (an English text of their `validation` catalogue) as
 * an error text by its key.
 */
export function contractMessage(text: string): ErrorMessage {
  return messageOfWords(text, 'invalidValue');
}

/**
 * Words of a message given as text (a schema's or the framework's) as an error text: by its key in
 * the `validation` or `errors` catalogue, or else as they are, under the code given.
 */
export function messageOfWords(words: string, code: ErrorKey): ErrorMessage {
  // A key that reached a path of words (a check that answers its refusal) is taken as the key.
  if (/^[\w.]+$/.test(words) && i18n.exists(words, { ns: 'errors', lng: defaultLanguage })) {
    return { namespace: 'errors', key: words, values: {} };
  }
  const validation = validationKeyOf(words);
  if (validation) {
    return { namespace: validationNamespace, key: validation.key, values: validation.values };
  }
  const error = errorKeyOf(words);
  if (error) return { namespace: 'errors', key: error.key, values: error.values };
  return { namespace: 'errors', key: code, values: {}, words };
}

/** Field messages given as words (a schema's parse), each as an error text. */
export function fieldMessages(errors: Record<string, string>): Record<string, ErrorMessage> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, words]) => [field, messageOfWords(words, 'invalidValue')]),
  );
}

/** The request's language: the best of en and ar by its Accept-Language, English by default. */
export function requestLanguage(request: { headers: Record<string, unknown> }): Language {
  return bestLanguage(request.headers['accept-language'] as string | undefined);
}

/** The catalogues, for the test that every language has every key. */
export const catalogues = resources;

/** A successful answer's words, by their key in the `answers` catalogue. */
export type AnswerKey = keyof typeof enAnswers;

/** A successful answer's words in the language. */
export function answerText(key: AnswerKey, language: Language): string {
  return i18n.t(key, { lng: language, ns: 'answers' });
}

/** A service's answer with its `message` key put into the request's words. */
export function answered<T extends { message: AnswerKey }>(
  request: { headers: Record<string, unknown> },
  result: T,
): Omit<T, 'message'> & { message: string } {
  return { ...result, message: answerText(result.message, requestLanguage(request)) };
}
