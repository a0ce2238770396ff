import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES } from '../../../src-domain/shared/locales.ts';
import { AUDIT_KINDS } from '../../api/audit-trail.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';
import { FIELD_NAMES, KIND_NAMES } from './audit-labels.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An export's entry as people read it (src-projections/audit-trail/changes.ts `describeAuditExportEvent`):
 * its format, then the filters asked each by its label, the entity, user, inspection and question by the
 * names the server gave (`names`), or the entries written and, when it stopped early, the bytes and why.
 * Never a query parameter's name, and an id only where the reader may not see what it names.
 */
export function useExportWords() {
  const { t, i18n } = useLingui();
  const personName = usePersonName();
  const named = (value: unknown, names: Record<string, string>) =>
    typeof value === 'string' && names[value] ? personName(names[value]) : String(value);

  const filterWords = (filters: Record<string, unknown>, names: Record<string, string>): string[] => {
    const words: string[] = [];
    const add = (label: string, value: string) => words.push(`${label}: ${value}`);
    const { from, to, hotelId, userId, inspectionId, questionId, kind, languageShortCode } = filters;
    if (typeof from === 'string') add(t({ id: 'auditTrail.from', message: 'From' }), formatDateTime(from));
    if (typeof to === 'string') add(t({ id: 'auditTrail.to', message: 'Until' }), formatDateTime(to));
    if (hotelId) add(t({ id: 'sessions.entity', message: 'Entity' }), named(hotelId, names));
    if (userId) add(t({ id: 'adminInspections.user', message: 'User' }), named(userId, names));
    if (inspectionId) add(i18n._(KIND_NAMES.inspection), named(inspectionId, names));
    if (questionId) add(i18n._(FIELD_NAMES.question), named(questionId, names));
    if (typeof kind === 'string')
      add(
        t({ id: 'auditTrail.kind', message: 'Kind of change' }),
        (AUDIT_KINDS as readonly string[]).includes(kind)
          ? i18n._(KIND_NAMES[kind as keyof typeof KIND_NAMES])
          : kind,
      );
    if (typeof languageShortCode === 'string')
      add(
        i18n._(FIELD_NAMES.language),
        isLocale(languageShortCode) ? LOCALE_NAMES[languageShortCode] : languageShortCode,
      );
    return words;
  };

  const entries = (count: number) =>
    t({ id: 'auditTrail.exportEntries', message: plural(count, { one: '# entry', other: '# entries' }) });
  const bytes = (count: number) =>
    t({ id: 'auditTrail.exportBytes', message: plural(count, { one: '# byte', other: '# bytes' }) });
  const reasons: Record<string, string> = {
    clientDisconnected: t({
      id: 'auditTrail.exportReason.clientDisconnected',
      message: 'the download was broken off',
    }),
    failed: t({ id: 'auditTrail.exportReason.failed', message: 'the server could not write the file' }),
  };

  return (value: unknown, names: Record<string, string>): string => {
    if (!isRecord(value)) return String(value);
    const parts: string[] = [];
    if (typeof value.format === 'string') parts.push(value.format.toUpperCase());
    if (typeof value.count === 'number') parts.push(entries(value.count));
    if (typeof value.bytes === 'number') parts.push(bytes(value.bytes));
    if (typeof value.reason === 'string') parts.push(reasons[value.reason] ?? value.reason);
    if (isRecord(value.filters)) parts.push(...filterWords(value.filters, names));
    return parts.join(' · ');
  };
}
