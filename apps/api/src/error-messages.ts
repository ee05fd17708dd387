/**
 * The API's error messages by key (decision 0058): a key names one text of the `errors` catalogue
 * (`locales/{en,ar}/errors.json`), where its English and Arabic live once. Code raises an error by
 * its key, never by its words; the answer carries the key as `code` beside the message in the
 * request's language.
 */
import type enErrors from './locales/en/errors.json';

/** Every dotted path to a text in a catalogue. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A plural's forms (`openOrders_one`, `openOrders_other`) are raised by their stem and a count. */
type Stem<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;

/** The key of one of the API's error texts. */
export type ErrorKey = Stem<Leaves<typeof enErrors>>;

/** Values put into a text's `{{placeholders}}`; `count` also picks a plural's form. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * An error text by its key, with the values its placeholders take. Most are the API's own
 * (`errors`); a rule the contracts' schemas also apply keeps its text in their `validation`
 * catalogue, shared with the web app.
 */
export type ErrorMessage = {
  readonly namespace: 'errors' | 'validation';
  readonly key: string;
  readonly values: MessageValues;
  /** Words from outside the catalogues (the framework's own), answered as they are. */
  readonly words?: string;
};

/** An error text that takes values: `message('screen.openOrders', { count })`. */
export function message(key: ErrorKey, values: MessageValues = {}): ErrorMessage {
  return { namespace: 'errors', key, values };
}

/** What an error is raised with: its key, or its key with values. */
export type ErrorText = ErrorKey | ErrorMessage;

/** The answer's `code`: the key, prefixed `validation.` for a shared rule's. */
export function errorCode(text: ErrorText): string {
  const { namespace, key } = asMessage(text);
  return namespace === 'errors' ? key : `${namespace}.${key}`;
}

/** A key alone or a key with its values, as one shape. */
export function asMessage(text: ErrorText): ErrorMessage {
  return typeof text === 'string' ? { namespace: 'errors', key: text, values: {} } : text;
}
