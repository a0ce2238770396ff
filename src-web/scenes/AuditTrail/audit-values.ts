import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../src-domain/shared/locales.ts';
import { optionLabel } from '../../../src-domain/catalogue/choice-options.ts';
import { formatNumber } from '../../../src-domain/shared/formats.ts';
import { NOT_APPLICABLE } from '../../../src-domain/shared/scales.ts';
import { ACTION_STATE_NAMES } from '../../i18n/action-state-names.ts';
import { ANSWER_WORDS } from '../../i18n/answer-names.ts';
import {
  COMMENT_POSITION_NAMES,
  MODULE_AREA_NAMES,
  MODULE_CLASSIFICATION_NAMES,
  QUESTION_CLASSIFICATION_NAMES,
  QUESTION_TYPE_NAMES,
} from '../../i18n/catalogue-names.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { REPORT_TYPE_NAMES, useWeekdayNames } from '../InspectionTypes/type-names.ts';
import { AUDIT_FIELD_FORMATS, isAuditField, type AuditValueFormat } from './audit-fields.ts';
import { useExportWords } from './export-words.ts';

/** The fixed lists a value is named from, by the field's format. */
const LIST_NAMES: Partial<Record<AuditValueFormat, Record<string, MessageDescriptor>>> = {
  role: ROLE_NAMES,
  classification: { ...MODULE_CLASSIFICATION_NAMES, ...QUESTION_CLASSIFICATION_NAMES },
  area: MODULE_AREA_NAMES,
  questionType: QUESTION_TYPE_NAMES,
  commentPosition: COMMENT_POSITION_NAMES,
  actionState: ACTION_STATE_NAMES,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A changed value as a reader reads it, by its field: none is a dash, yes and no in words, a hidden question's
 * score as not applicable, dates through the date helper, a fixed list's value by its name, a linked thing by
 * the name the server gave (`names`), text in several languages in the viewer's, and a person erased as such.
 */
export function useAuditValue() {
  const { t, i18n } = useLingui();
  const personName = usePersonName();
  const weekdays = useWeekdayNames();
  const exportWords = useExportWords();
  const text = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (value === true) return t({ id: 'auditTrail.yes', message: 'yes' });
    if (value === false) return t({ id: 'auditTrail.no', message: 'no' });
    if (typeof value === 'string') return personName(value);
    if (typeof value === 'number') return formatNumber(i18n.locale, value);
    if (Array.isArray(value)) return value.length ? value.map(text).join(', ') : '–';
    return JSON.stringify(value);
  };
  return (field: string, value: unknown, names: Record<string, string>): string => {
    if (value === null || value === undefined || value === '') return '–';
    const format: AuditValueFormat = isAuditField(field) ? AUDIT_FIELD_FORMATS[field] : 'text';
    const list = LIST_NAMES[format];
    if (list && typeof value === 'string' && Object.hasOwn(list, value)) return i18n._(list[value]!);
    switch (format) {
      case 'score':
        return value === NOT_APPLICABLE ? i18n._(ANSWER_WORDS.notApplicable) : text(value);
      case 'time':
        return typeof value === 'string' ? formatDateTime(value) : text(value);
      case 'linked':
        return typeof value === 'string' && names[value] ? personName(names[value]) : text(value);
      case 'reportType':
        return REPORT_TYPE_NAMES[value as keyof typeof REPORT_TYPE_NAMES] ?? text(value);
      case 'weekdays':
        return Array.isArray(value)
          ? text(value.map((day) => (typeof day === 'number' && weekdays[day - 1]) || day))
          : text(value);
      case 'translated':
        if (!isRecord(value)) return text(value);
        return text(value[i18n.locale as Locale] ?? Object.values(value).find((v) => v) ?? null);
      case 'choiceOptions':
        return Array.isArray(value)
          ? text(
              value.map((entry) =>
                isRecord(entry) && isRecord(entry.label)
                  ? `${optionLabel({ label: entry.label, score: Number(entry.score) }, i18n.locale)} (${String(entry.score)})`
                  : entry,
              ),
            )
          : text(value);
      case 'export':
        return exportWords(value, names);
      case 'prefilled':
        return Array.isArray(value)
          ? text(value.map((entry) => (isRecord(entry) ? entry.comment : entry)))
          : text(value);
      default:
        return text(value);
    }
  };
}
