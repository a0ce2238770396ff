import { execFileSync } from 'node:child_process';

/**
 * Builds the web app once before any test, so page routes, browser tests and the generated-body test all
 * meet the app as `npm start` serves it (without a build the page routes answer 503 "not built").
 */
export default function setup(): void {
  // NODE_ENV is `test` inside vitest; inherited, it would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
