import { describe, expect, it } from 'vitest';
import { HashingGate } from './hashing-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('HashingGate', () => {
  it('runs at most its slots at once, and gives a freed slot to sign-in first', async () => {
    const gate = new HashingGate(2);
    const order: string[] = [];
    let inFlight = 0;
    let most = 0;
    const blockers = [deferred(), deferred()];
    const task = (name: string, wait?: Promise<void>) => async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      order.push(name);
      await wait;
      inFlight -= 1;
    };
    const first = gate.run('other', task('sign-up 1', blockers[0]!.promise));
    const second = gate.run('other', task('sign-up 2', blockers[1]!.promise));
    const third = gate.run('other', task('sign-up 3'));
    const signIn = gate.run('sign-in', task('sign-in'));
    expect(gate.queued).toBe(2);
    blockers[0]!.resolve();
    await first;
    await signIn;
    blockers[1]!.resolve();
    await Promise.all([second, third]);
    expect(order).toEqual(['sign-up 1', 'sign-up 2', 'sign-in', 'sign-up 3']);
    expect(most).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new HashingGate(1);
    await expect(gate.run('other', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(gate.run('sign-in', async () => 'ok')).resolves.toBe('ok');
  });
});
