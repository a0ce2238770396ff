import { z, type ZodType } from 'zod';
import type { Role } from '../../src-domain/shared/roles.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';

/** An answer that is not one JSON schema: a file, a page, or an object described in words. */
export interface AnswerDoc {
  description: string;
  /** Default application/json; a file route names its type (application/pdf, text/csv...). */
  contentType?: string;
  /** A JSON answer's schema when one is written; without it, an object described in words. */
  schema?: ZodType;
}

/** One route's description, kept in its area's openapi.ts next to the routes file. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** No session needed (health, sign-in, shared reports, public dashboards, the document itself). */
  public?: boolean;
  /** Who may call it; checked on the server, written here for the reader. */
  roles?: readonly Role[];
  /** Path parameters' meaning, by name as in the path (`:id` → `id`). */
  params?: Record<string, string>;
  /** The query schema the route parses (or documents, where it reads one value). */
  query?: z.ZodObject;
  /** The JSON body schema the route parses with parseBody. */
  body?: ZodType;
  /** A multipart body: its fields and what each is. */
  multipart?: Record<string, string>;
  /** The success status (200 unless 201 or a redirect). */
  status?: number;
  answer?: ZodType | AnswerDoc;
  /** Translation keys of refusals this route gives, by status, beyond the ones every route may give. */
  errors?: Record<number, string[]>;
}

/** One area of the API (one tag): its routes keyed "METHOD /path" exactly as the router registers them. */
export interface AreaDoc {
  tag: string;
  description: string;
  routes: Record<string, RouteDoc>;
}

/** `?languageShortCode=`: one of the ten interface languages (default sv_SE) for routes that read it alone. */
export const languageQuery = z.object({
  languageShortCode: z
    .enum(LOCALES)
    .optional()
    .describe('Interface language of the texts; sv_SE unless asked'),
});

/** An answer described in words: an object whose fields are documented in the description. */
export const documented = (description: string): AnswerDoc => ({ description });
export const file = (contentType: string, description: string): AnswerDoc => ({ contentType, description });
/** `{}`: the change is done. */
export const emptyAnswer = z.object({}).describe('Empty object: done');
/** `{msg}`: a confirmation with its translation key. */
export const messageAnswer = z.object({ msg: z.string().describe('Translation key') });
export const idAnswer = z.object({ id: z.string() });
/** The refusals of an image upload (files/image-upload.ts). */
export const IMAGE_UPLOAD_ERRORS = [
  'upload.missingFile',
  'upload.tooLarge',
  'upload.unsupportedType',
  'upload.invalidImage',
  'upload.wrongExtension',
];
