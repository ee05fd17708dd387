import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { HttpError } from '../../plugins/errors';
import type { AuthDeps } from './deps';
import { newToken } from './codes';
import * as repository from './repository';
import { codeGuessLimits, takeAttempt } from './rate-limit';
import type { ErrorKey } from '../../error-messages';

/** A signed-in password alone is not enough for an operator with a second factor: this ticket is. */
const ticketTtlMs = 5 * 60_000;
const wrongCode: ErrorKey = 'code.authenticatorWrong';
const ticketExpired: ErrorKey = 'code.signInExpired';

/** AES-256-GCM with a key derived from the service's secret; the stored form is v1.iv.tag.data. */
export class SecretBox {
  private readonly key: Buffer;
  /** `purpose` keeps keys apart: a secret sealed for one use cannot be opened for another. */
  constructor(secret: string, purpose = 'second-factor') {
    this.key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  }
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** Whether this account must give a code after its password. */
export function needsSecondFactor(customer: { role: string; secondFactorEnabledAt: Date | null }) {
  return customer.role === 'operator' && customer.secondFactorEnabledAt !== null;
}

/** After a right password: a short-lived ticket that the code then exchanges for a session. */
export async function issueSecondFactorTicket(deps: AuthDeps, customerId: number): Promise<string> {
  const ticket = newToken();
  await repository.deleteOpenCodes(deps.db, customerId, 'second_factor_ticket');
  await repository.insertCode(deps.db, {
    customerId,
    purpose: 'second_factor_ticket',
    channel: 'email',
    destination: 'authenticator',
    codeHash: deps.hasher.hashToken(ticket),
    expiresAt: new Date(Date.now() + ticketTtlMs),
  });
  return ticket;
}

/**
 * Checks a TOTP code against the account's secret. A code is accepted once: its time step must
 * be later than the last one accepted. Wrong codes count against the account's code limits.
 */
export async function checkTotp(
  deps: AuthDeps,
  customer: { id: number; secondFactorSecret: string | null; secondFactorLastStep: number | null },
  code: string,
): Promise<void> {
  if (!customer.secondFactorSecret) throw new HttpError(400, wrongCode, { code: wrongCode });
  const attempt = await takeAttempt(deps.db, codeGuessLimits(customer.id));
  const result = await verify({
    secret: deps.box.open(customer.secondFactorSecret),
    token: code.trim(),
    epochTolerance: 30,
    ...(customer.secondFactorLastStep !== null
      ? { afterTimeStep: customer.secondFactorLastStep }
      : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) throw new HttpError(400, wrongCode, { code: wrongCode });
  // Only one request may spend a time step, whichever instance it reaches.
  if (
    !(await repository.advanceSecondFactorStep(
      deps.db,
      customer.id,
      Math.floor(Date.now() / 30_000) + result.delta,
    ))
  ) {
    throw new HttpError(400, wrongCode, { code: wrongCode });
  }
  await attempt.succeeded();
}

/** Exchanges a ticket and a right code for the account; the ticket is spent either way once right. */
export async function completeSecondFactor(deps: AuthDeps, ticket: string, code: string) {
  const row = await repository.findCodeByHash(
    deps.db,
    'second_factor_ticket',
    deps.hasher.hashToken(ticket),
  );
  if (!row || !row.customerId || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new HttpError(400, ticketExpired);
  }
  const customer = await repository.findCustomerById(deps.db, row.customerId);
  if (!customer) throw new HttpError(400, ticketExpired);
  await checkTotp(deps, customer, code);
  if (!(await repository.markCodeUsed(deps.db, row.id))) throw new HttpError(400, ticketExpired);
  return customer;
}

/** Starts enrolment: a new secret (not yet active), its otpauth URL and a QR code to scan. */
export async function startEnrolment(deps: AuthDeps, operator: { id: number; email: string }) {
  const current = await repository.findCustomerById(deps.db, operator.id);
  if (current?.secondFactorEnabledAt) {
    throw new HttpError(409, 'secondFactor.alreadySet');
  }
  const secret = generateSecret();
  await repository.updateCustomer(deps.db, operator.id, {
    secondFactorSecret: deps.box.seal(secret),
    secondFactorLastStep: null,
  });
  const otpauthUrl = generateURI({ issuer: 'ScreenSpot', label: operator.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { otpauthUrl, secret, qrSvg };
}

/** Ends enrolment with a code from the app: from now on sign-in asks for one. */
export async function confirmEnrolment(deps: AuthDeps, operatorId: number, code: string) {
  const customer = await repository.findCustomerById(deps.db, operatorId);
  if (!customer?.secondFactorSecret) throw new HttpError(400, 'secondFactor.startFirst');
  if (customer.secondFactorEnabledAt) {
    throw new HttpError(409, 'secondFactor.alreadySet');
  }
  await checkTotp(deps, customer, code);
  await repository.updateCustomer(deps.db, operatorId, { secondFactorEnabledAt: new Date() });
  return { enabled: true };
}
