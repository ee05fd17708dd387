import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, usePasswordHashCost, verifyPassword } from './passwords';

afterEach(() => usePasswordHashCost('standard'));

describe('password hashes', () => {
  it('record argon2id and the cost they were made with, and verify across costs', async () => {
    usePasswordHashCost('standard');
    const standard = await hashPassword('Correct#Horse1');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);

    usePasswordHashCost('test');
    const cheap = await hashPassword('Correct#Horse1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);

    // A hash made at one cost still verifies after the cost changes: it carries its own.
    expect(await verifyPassword(standard, 'Correct#Horse1')).toBe(true);
    expect(await verifyPassword(standard, 'Correct#Horse2')).toBe(false);
    expect(await verifyPassword(cheap, 'Correct#Horse1')).toBe(true);
    expect(await verifyPassword(null, 'Correct#Horse1')).toBe(false);
  });
});
