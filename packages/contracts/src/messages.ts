/** User-facing texts the spec names verbatim (spec sections 5 and 8). */
export const messages = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  signUpPasswordLength: '*Password must be 8 characters long.',
  passwordLength: 'Password must be 8 characters long.',
  passwordComposition:
    'Password must contain at least one uppercase letter, one number, and one special character',
  signUpConfirmMismatch: 'Does not match',
  newPasswordConfirmMismatch: 'Don`t match',
  passwordChangeMismatch: 'dont match',
  userAlreadyExists: 'User already exists',
  userNotExists: 'User not exists',
  noFileData: 'No file data to submit!',
  noResults: 'No results found',
  notFoundTitle: 'Oops! Page not found',
  notFoundText:
    "We're sorry, but the page you're looking for doesn't exist. It might have been moved or deleted.",
  unexpectedError: 'Unexpected Application Error!',
} as const;

/** The contact form's answer once a message is kept (POST /api/contact/request). */
export const contactSentMessage = 'Your message has been sent.';

/** The sign-in page's word when a session ended (expired, or signed out elsewhere). */
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';
