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
  phoneMaxDigits: 15,
  phoneSearchDebounceMs: 250,
  submitDelayMs: 400,
  maxVideoBytes: 50 * 1024 * 1024,
  orderPageSize: 100,
  finderMaxPageSize: 500,
  mapCenter: { lat: 25.28, lng: 55.3 },
  mapZoom: 7,
  detailModalWidthPx: 600,
  scrollDivisor: 3.5,
  chunkTimeoutMs: 120_000,
} as const;

/** Slack on the screen's maximum video length: containers round their duration up by a few ms. */
export const videoDurationToleranceMs = 250;
