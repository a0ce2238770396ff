import { execFileSync } from 'node:child_process';

let built = false;

/** Builds the web app once per test process, so browser tests run against the current source. */
export function buildWebApp(): void {
  if (built) return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  built = true;
}
