import { execFile } from 'node:child_process';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/** One of the package's scripts as `npm run` starts it, over `dataDir` (and `env`): its exit code and output. */
export function script(
  file: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', file)],
      { cwd: ROOT, env: { PATH: process.env.PATH!, DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
