import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API files spend much of their time waiting (on the database, timers and HTTP), so two run
    // at once even on a two-core machine, where Vitest's default (cores - 1) would run one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          // The web's texts come from its catalogues: tests read them in English.
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
          // Some run ESLint or ffmpeg: Vitest's 5 s default is too short on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          // Each file builds its own app on its own database copy, so the files of a worker can
          // share its loaded modules: importing the whole service again for each file cost about a
          // third of the suite's time. Nothing in the service keeps state across apps at module
          // level that another file could see (caches are per database, or keyed by random tokens).
          isolate: false,
          include: [
            'apps/api/src/**/*.integration.test.ts',
            'apps/api/test/**/*.integration.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // A ceiling, not a measure: CI runs this suite on two databases at once, and a test that
          // takes 14 s alone (thirty code requests, each hashed) has taken over 30 s there.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Fault tests disturb shared services (they restart PostgreSQL): only .ci/run runs them.
        test: {
          name: 'faults',
          include: ['apps/api/test/faults/*.faults.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
