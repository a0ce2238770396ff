/**
 * npm run create-admin -- --email E --name N
 * Creates a superUser (the first one of a production install), asking for the password twice without
 * echoing it. With no terminal, the password is read from the first line of standard input.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { StartupError, TOKENS, buildContainer, closeStores } from '../src-server/container.ts';
import { createUser } from '../src-api/users/create-user.ts';
import { DomainError } from '../src-domain/shared/domain-error.ts';
import { newPasswordProblem } from '../src-domain/shared/password.ts';

const MESSAGES: Record<string, string> = {
  'login.missingPassword': 'Enter the password twice.',
  'login.passwordMismatch': 'The passwords do not match.',
  'login.passwordLength': 'The password must be at least 12 characters.',
  'login.passwordTooLong': 'The password can be at most 1024 characters.',
  'users.emailTaken': 'A user with this e-mail already exists.',
};

function ask(question: string, hidden: boolean): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: process.stdin.isTTY,
    });
    if (hidden && process.stdin.isTTY) {
      // Echo nothing while the password is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(question)) process.stdout.write(question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden && process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = values.email?.trim();
  const name = values.name?.trim();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || !name) {
    console.error('Usage: npm run create-admin -- --email admin@example.com --name "Ada Admin"');
    return 2;
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await ask('Password: ', true);
    const again = await ask('Repeat the password: ', true);
    const problem = newPasswordProblem(password, again);
    if (problem) {
      console.error(MESSAGES[problem] ?? problem);
      return 1;
    }
  } else {
    password = (await ask('', false)).replace(/\r$/, '');
    const problem = newPasswordProblem(password, password);
    if (problem) {
      console.error(MESSAGES[problem] ?? problem);
      return 1;
    }
  }
  const container = await buildContainer(loadConfig(), () => {});
  try {
    const created = await createUser(
      { commands: container.get(TOKENS.commands), credentials: container.get(TOKENS.credentials) },
      {
        name,
        email,
        role: 'superUser',
        organizationId: null,
        password,
      },
      container.get(TOKENS.clock).now(),
    );
    console.log(`Created superUser ${email} (id ${created.userId}).`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(MESSAGES[error.key] ?? error.key);
      return 1;
    }
    throw error;
  } finally {
    await closeStores(container);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
