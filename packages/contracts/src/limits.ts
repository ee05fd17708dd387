import { orderPageSize } from './page-sizes';

/** Business constants (spec section 9), shared by the web app and the API. */
export const limits = {
  passwordMinLength: 8,
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
  resetTokenTtlMinutes: 15,
  signInWindowMinutes: 15,
  signInMaxFailuresPerAccount: 5,
  signInMaxFailuresPerIp: 20,
  codeMaxFailuresPerIp: 30,
  /** Wrong codes per account, across every code it was sent, before 429 until the window passes. */
  codeMaxFailuresPerAccountHour: 10,
  codeMaxFailuresPerAccountDay: 20,
  /** Codes sent to one email address or phone number. */
  codesPerDestinationHour: 5,
  codesPerDestinationDay: 10,
  /** Requests that send codes, from one address. */
  codeRequestsPerIpHour: 30,
  codeRequestsPerIpDay: 100,
  /** Past this many wrong passwords for one account (from any address), one try per slow-down. */
  signInAccountSlowAfter: 20,
  signInAccountSlowSeconds: 10,
  /** An unconfirmed sign-up is forgotten this long after its last code. */
  unconfirmedSignUpHours: 24,
  phoneMaxDigits: 15,
  phoneSearchDebounceMs: 250,
  submitDelayMs: 400,
  maxVideoBytes: 50 * 1024 * 1024,
  orderPageSize,
  finderMaxPageSize: 500,
  mapCenter: { lat: 25.28, lng: 55.3 },
  mapZoom: 7,
  detailModalWidthPx: 600,
  chunkTimeoutMs: 120_000,
  /** The contact form's fields, in characters. */
  contact: { name: 100, email: 254, message: 5000 },
} as const;

/** Slack on the screen's maximum video length: containers round their duration up by a few ms. */
export const videoDurationToleranceMs = 250;
