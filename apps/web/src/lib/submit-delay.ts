import { limits } from '@screenspot/contracts/limits';

/** The spec waits 400 ms before every form call; the button shows the wait. */
export function submitDelay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, limits.submitDelayMs));
}
