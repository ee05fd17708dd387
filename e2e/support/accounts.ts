import type { APIRequestContext, Page } from '@playwright/test';

export type TestAccount = {
  email: string;
  password: string;
  phoneNumber: string;
  companyName: string;
  name: string;
  surname: string;
};

/** Made in the embedded development database at start (apps/api/src/db/seed/demo-operator.ts). */
export const demoOperator = { email: 'operator@screenspot.ae', password: 'Operator#2024' };

let sequence = 0;

/** Unique account details: a UAE mobile number and an email nobody else uses. */
export function newAccountDetails(overrides: Partial<TestAccount> = {}): TestAccount {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `advertiser-${id}@example.com`,
    password: 'Billboard#2024',
    phoneNumber: `+97150${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    companyName: 'Palm Coast Media',
    name: 'Omar',
    surname: 'Al Mansoori',
    ...overrides,
  };
}

type OutboxMessage = {
  to: string;
  channel: 'email' | 'sms';
  code: string | null;
  subject: string | null;
  body: string;
};

/** The newest code sent to an address or number, read from the development outbox. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get('/api/dev/outbox?limit=200');
  const messages = (await res.json()) as OutboxMessage[];
  const message = messages.find((m) => m.to === to && m.code);
  if (!message?.code) throw new Error(`no code in the outbox for ${to}`);
  return message.code;
}

let addressSequence = 0;

/** A client address of its own for each advertiser the tests make, so per-address limits hold. */
function newClientAddress(): string {
  addressSequence += 1;
  return `10.9.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

/** Registers and confirms an account through the API, as the sign-up screens would. */
export async function registerCustomer(
  request: APIRequestContext,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = newAccountDetails(overrides);
  const registered = await request.post('/api/register', {
    form: { ...account, passwordConfirm: account.password, agreeWithTerms: 'true' },
    headers: { 'x-forwarded-for': newClientAddress() },
  });
  if (!registered.ok())
    throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const { userId } = (await registered.json()) as { userId: number };
  const confirmed = await request.post('/api/register/confirm', {
    form: {
      customerId: String(userId),
      otpEmail: await latestCode(request, account.email),
      otpMobile: await latestCode(request, account.phoneNumber),
    },
  });
  if (!confirmed.ok())
    throw new Error(`confirm failed: ${confirmed.status()} ${await confirmed.text()}`);
  return account;
}

/** Signs the page's browser context in through the API and sets the app's session flag. */
export async function signInThroughApi(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
) {
  const res = await page.request.post('/api/login', {
    form: { username: account.email, password: account.password },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  await markedSignedIn(page);
}

/** Sets the app's session flag on the page, as signing in does; the session cookie is the caller's. */
export function markedSignedIn(page: Page) {
  return page.addInitScript(() => {
    sessionStorage.setItem('username', 'true');
    localStorage.setItem('username', 'true');
  });
}

/** A new customer, registered and confirmed through the API, with the page's browser signed in as them. */
export async function signedInCustomer(
  page: Page,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = await registerCustomer(page.request, overrides);
  await signInThroughApi(page, account);
  return account;
}
