/**
 * Bounds how many password hashes run at once (argon2 takes tens of milliseconds of CPU and memory
 * each) and serves sign-in before everything else, so a flood of sign-ups queues behind itself
 * instead of starving the people trying to sign in.
 */
export type HashingPriority = 'sign-in' | 'other';

export class HashingGate {
  private running = 0;
  private readonly waiting: Record<HashingPriority, (() => void)[]> = { 'sign-in': [], other: [] };

  constructor(private readonly slots: number) {}

  /** Runs `task` once a slot is free; sign-in tasks take the next free slot first. */
  async run<T>(priority: HashingPriority, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Hands the slot straight to the next waiter, sign-in first, or frees it. */
  private release(): void {
    const next = this.waiting['sign-in'].shift() ?? this.waiting.other.shift();
    if (next) next();
    else this.running -= 1;
  }

  get queued(): number {
    return this.waiting['sign-in'].length + this.waiting.other.length;
  }
}
