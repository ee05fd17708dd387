import { useEffect } from 'react';

const whenRunning: (() => void)[] = [];
let running = false;

/** Runs `task` once the page is running: at once, or after the server's page has hydrated. */
export function whenPageRuns(task: () => void): void {
  if (running) task();
  else whenRunning.push(task);
}

/**
 * Marks the page as running once the page inside a layout has rendered or hydrated. A page the
 * server rendered shows before its script runs; until its own part has hydrated, its data must stay
 * what the server rendered it with, so what would change it waits for this (whenPageRuns).
 */
export function AppRunning() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    running = true;
    for (const task of whenRunning.splice(0)) task();
  }, []);
  return null;
}
