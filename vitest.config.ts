import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/{contract,domain,projections,api,realtime,jobs,config,i18n,docs,web}/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes of different roles on one DATA_DIR: failover, restart and stop.
        test: {
          name: 'processes',
          environment: 'node',
          include: ['tests/processes/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Several real processes and their timers on a shared 2-core machine: see the e2e project's retry.
          retry: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Pages answer through a server and pushes: on a loaded CI machine one second is too tight for a
          // poll that passes in 100 ms here. A failing poll still fails, only later.
          expect: { poll: { timeout: 4000 } },
          // A browser, a server and the other projects' tests share two cores: one try more for a test that
          // lost a race to the machine. It must pass whole the second time, and CI names every test that
          // needed it (.ci/run), so a flaky test is seen and fixed, not hidden.
          retry: 1,
        },
      },
    ],
  },
});
