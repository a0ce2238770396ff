import { z } from 'zod';
import { LOCALES, type Locale } from '../shared/locales.ts';

/** The rotation interval's bounds in seconds (administration-and-reporting §5). */
export const MIN_ROTATION_SECONDS = 3;
export const MAX_ROTATION_SECONDS = 300;

/** Translation keys of the dashboard's validation and lookup errors. */
export const DASHBOARD_ERRORS = {
  notFound: 'dashboard.notFound',
  invalidColor: 'dashboard.invalidColor',
  invalidInterval: 'dashboard.invalidInterval',
  invalidLanguage: 'dashboard.invalidLanguage',
  invalidHeaderLink: 'dashboard.invalidHeaderLink',
  invalidName: 'dashboard.invalidName',
  noPermission: 'errors.noPermission',
  exists: 'errors.conflict',
  removed: 'dashboard.notFound',
} as const;

/**
 * A colour as the spec stores it: six hex characters, uppercase, no '#'. A leading '#' and lowercase are
 * accepted and normalised, as the editor does on blur; anything else is refused rather than guessed at.
 */
export const colorSchema = z
  .string()
  .transform((value) => value.trim().replace(/^#/, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-F]{6}$/, DASHBOARD_ERRORS.invalidColor));

/** A comma list of interface languages, at least one, each once ("sv_SE,en_GB"). */
export const languageListSchema = z
  .string()
  .max(200, DASHBOARD_ERRORS.invalidLanguage)
  .transform((value) => value.split(',').map((code) => code.trim()))
  .refine(
    (codes) =>
      codes.length > 0 &&
      codes.every((code) => (LOCALES as readonly string[]).includes(code)) &&
      new Set(codes).size === codes.length,
    DASHBOARD_ERRORS.invalidLanguage,
  )
  .transform((codes) => codes.join(','));

/** An http(s) address the header links to, or '' for none: never javascript: or data: in a public page. */
export const headerLinkSchema = z
  .string()
  .trim()
  .max(2000, DASHBOARD_ERRORS.invalidHeaderLink)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), DASHBOARD_ERRORS.invalidHeaderLink);

/** What an editor may set of a dashboard (administration-and-reporting §3), each rule once. */
export const dashboardSettingsSchema = z
  .object({
    name: z.string().trim().max(200, DASHBOARD_ERRORS.invalidName),
    friendlyName: z.string().trim().max(200, DASHBOARD_ERRORS.invalidName),
    headerLink: headerLinkSchema,
    showOrganizationData: z.boolean(),
    showOrganizationLogo: z.boolean(),
    backgroundColor: colorSchema,
    textColor: colorSchema,
    language: languageListSchema,
    rotateLanguages: z.boolean(),
    languageRotationInterval: z
      .number({ message: DASHBOARD_ERRORS.invalidInterval })
      .int(DASHBOARD_ERRORS.invalidInterval)
      .min(MIN_ROTATION_SECONDS, DASHBOARD_ERRORS.invalidInterval)
      .max(MAX_ROTATION_SECONDS, DASHBOARD_ERRORS.invalidInterval),
  })
  .strict();

export type DashboardSettings = z.output<typeof dashboardSettingsSchema>;

/** A change: any of the settings, at least one. */
export const dashboardChangesSchema = dashboardSettingsSchema.partial().strict();
export type DashboardChanges = z.output<typeof dashboardChangesSchema>;

/** A new dashboard's settings: what the editor opens with. */
export function defaultDashboardSettings(language: Locale): DashboardSettings {
  return {
    name: '',
    friendlyName: '',
    headerLink: '',
    showOrganizationData: false,
    showOrganizationLogo: false,
    backgroundColor: 'FFFFFF',
    textColor: '1F2937',
    language,
    rotateLanguages: false,
    languageRotationInterval: 10,
  };
}

/**
 * With rotation off a dashboard shows one language: the first of its list (administration-and-reporting §4,
 * "turning rotateLanguages off resets the language").
 */
export function withRotationRule(settings: DashboardSettings): DashboardSettings {
  if (settings.rotateLanguages) return settings;
  const first = settings.language.split(',')[0]!;
  return first === settings.language ? settings : { ...settings, language: first };
}
