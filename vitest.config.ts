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
        },
      },
    ],
  },
});
