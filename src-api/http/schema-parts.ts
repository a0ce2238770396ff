import { z } from 'zod';
import { isIsoDate } from '../../src-domain/shared/dates.ts';
import { cleanEmailList, EMAIL_PATTERN, isEmailListEntry } from '../../src-domain/shared/email-list.ts';
import { ID_PATTERN } from '../../src-domain/shared/ids.ts';
import { HIDDEN_CHARACTERS, hasHiddenCharacters } from '../../src-domain/shared/unique-values.ts';

/** Pieces the resource schemas share; messages are translation keys. */
export const requiredText = (max: number, key: string) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'errors.validation');
/**
 * A name people tell apart by reading it (an entity, a module type...): required, and refused when it holds
 * control or invisible characters, which would make two names that look the same differ.
 */
export const nameText = (max: number, key: string) =>
  requiredText(max, key).refine((value) => !hasHiddenCharacters(value), HIDDEN_CHARACTERS);

/**
 * An id in a body: a UUID (36 characters) or the key, nothing longer or stranger reaches a lookup. Whether it
 * names something the caller may use is the route's check, answered with the same key when it does not.
 */
export const idField = (key: string) =>
  z
    .string({ error: key })
    .max(36, key)
    .regex(ID_PATTERN, key)
    .transform((id) => id.toLowerCase());

export const optionalText = (max: number) =>
  z.string({ error: 'errors.validation' }).max(max, 'errors.validation');

/** One optional address (an entity's contact): empty, or an e-mail address as typed, around spaces aside. */
export const optionalEmail = z
  .string({ error: 'errors.validation' })
  .max(320, 'errors.invalidEmail')
  .trim()
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'errors.invalidEmail');

/** One row of a notification list: blank (dropped later) or, its commas stripped, an address. */
const emailListEntry = z
  .string({ error: 'errors.validation' })
  .max(320, 'errors.invalidEmail')
  .refine(isEmailListEntry, 'errors.invalidEmail');

/**
 * A notification list: commas stripped, entries trimmed, blank entries dropped, each entry an address. Entries
 * are checked one by one before blanks go, so a refusal names the row as typed (`reportEmail.2`) and the form
 * shows it under that row, with the entry.
 */
export const emailList = z
  .array(emailListEntry, { error: 'errors.validation' })
  .max(100, 'errors.validation')
  .transform(cleanEmailList);

export const email = z
  .string({ error: 'users.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'users.emailRequired')
  .max(320)
  .regex(EMAIL_PATTERN, 'errors.invalidEmail');

export const isoDateOrNull = z
  .union([z.string(), z.null()], { error: 'entities.invalidDate' })
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isIsoDate(value), 'entities.invalidDate');
