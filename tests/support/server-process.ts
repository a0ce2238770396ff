import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** The API's URL when it listens (PORT=0 picks it), else null. */
  url: string | null;
  output: () => string;
}

/**
 * Settings of the test's own environment a server process it starts inherits, so a suite can be run against
 * another configuration of the same code (`PROJECTIONS_THREAD=worker npx vitest run tests/processes`).
 */
export function inheritedSettings(): Record<string, string> {
  const { PROJECTIONS_THREAD } = process.env;
  return PROJECTIONS_THREAD ? { PROJECTIONS_THREAD } : {};
}

/**
 * A real server process (`node <args>`, as `npm start` or the image runs it) with only the environment given
 * (with PATH and `inheritedSettings()`); resolves once its output says it is up: listening for an api role, its health port otherwise.
 */
export function startServerProcess(args: string[], env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH!, ...inheritedSettings(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (listening || /Health on /.test(output))
        resolve({ child, url: listening ? listening[1]! : null, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before starting:\n${output}`)));
  });
}
