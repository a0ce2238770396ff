import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { notificationRecipients } from '../schedule/notification-recipients.ts';

export interface ListRecipient {
  to: string;
  language: string;
}

/**
 * The addresses of recipient lists, each once, with the language to write to it in: an address that is an
 * active user's gets that user's language, any other the product's default (a list holds addresses, not
 * people, so nothing else tells what its reader reads).
 */
export async function listRecipients(
  readModels: ReadModels,
  ...lists: ReadonlyArray<readonly string[] | undefined>
): Promise<ListRecipient[]> {
  const users = userQueries(readModels);
  return Promise.all(
    notificationRecipients(...lists).map(async (to) => {
      const user = await users.byEmail(to);
      const active = user && user.role !== 'deactivated';
      return { to, language: active && user.language ? user.language : DEFAULT_LOCALE };
    }),
  );
}
