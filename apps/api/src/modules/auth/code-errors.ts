/** What a code check or a code request can answer. */
export const codeErrors = {
  wrong: 'The code is not correct.',
  expired: 'The code has expired. Ask for a new one.',
  spent: 'Too many wrong tries. Ask for a new code.',
  missing: 'There is no code waiting for this. Ask for a new one.',
  used: 'This code has already been used. Ask for a new one.',
  resendTooSoon: `Please wait a minute before asking for another code.`,
} as const;
