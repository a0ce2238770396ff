import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { auditTrailApi, type AuditItem } from '../../api/audit-trail.ts';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { AUDIT_FIELD_FORMATS, isAuditField } from './audit-fields.ts';
import { FIELD_NAMES, KIND_FIELD_NAMES, KIND_NAMES } from './audit-labels.ts';
import { useAuditValue } from './audit-values.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';
import { link } from '../../routes.ts';

/** One change: when (the viewer's time zone), who and as what, where, and each field's old and new value. */
export function AuditEntryLine({ item }: { item: AuditItem }) {
  const { t, i18n } = useLingui();
  const value = useAuditValue();
  const personName = usePersonName();
  /** A field by its name in the viewer's language (one the screen does not know yet by its own). */
  const fieldName = (kind: AuditItem['kind'], field: string) => {
    if (!isAuditField(field)) return field;
    return i18n._(KIND_FIELD_NAMES[kind]?.[field] ?? FIELD_NAMES[field]);
  };
  // Whom or what the change is about, where the server named it (a user, an inspection type, a module type).
  const subject = item.subjectId ? item.names[item.subjectId] : undefined;
  // Which inspection, where the reader may see it: a hotel has one every week, so the entity alone does not say.
  const inspection = item.inspection && (
    <Link
      href={
        item.inspection.submitted
          ? link.report(item.inspection.id, item.inspection.reportType)
          : link.inspection(item.inspection.id)
      }
      className="text-sky-800 underline"
      data-testid="audit-inspection"
    >
      {item.inspection.name}
    </Link>
  );
  const where: ReactNode[] = [
    subject && personName(subject),
    item.hotel?.name,
    inspection,
    item.module?.name,
    item.question?.text,
  ].filter((part) => !!part);
  // A score is read as the server wrote it for the viewer: the scale's word and points, a choice's option.
  const shown = (change: AuditItem['changes'][number], raw: unknown) => {
    const questionId = change.questionId ?? item.question?.id;
    const words = questionId ? item.answerWords?.[questionId] : undefined;
    const isScore = change.field === 'score' || change.field === 'filledAtFinish';
    return isScore && words && typeof raw === 'number' && words[String(raw)]
      ? words[String(raw)]!
      : value(change.field, raw, item.names);
  };
  return (
    <li className="space-y-1 py-3" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700">
        <time dateTime={item.occurredAt} className="font-medium text-slate-900">
          {formatDateTime(item.occurredAt, { seconds: true })}
        </time>
        <span>
          {/* The seal job and the demo data write as the actor "system", who has no user. */}
          {item.actor && !(item.actor.id === 'system' && !item.actor.name) ? (
            <>
              {personName(item.actor.name) || item.actor.id}
              {item.actor.role && ` (${i18n._(ROLE_NAMES[item.actor.role])})`}
            </>
          ) : (
            <Trans id="auditTrail.system">System</Trans>
          )}
        </span>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">
          {i18n._(KIND_NAMES[item.kind])}
        </span>
      </p>
      {where.length > 0 && (
        <p className="break-words text-slate-900">
          {where.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && ' › '}
              {part}
            </Fragment>
          ))}
        </p>
      )}
      <ul className="text-sm text-slate-800">
        {item.changes.map((change, index) => (
          <li key={index} className="break-words">
            {/* One event may change several answers (a finish fills some, a submit clears some): which. */}
            {change.questionId && (
              <span className="text-slate-600" data-testid="audit-change-answer">
                {[
                  change.moduleId && change.moduleId !== item.module?.id
                    ? item.names[change.moduleId] || change.moduleId
                    : null,
                  item.names[change.questionId] || change.questionId,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {' — '}
              </span>
            )}
            <span className="font-medium">{fieldName(item.kind, change.field)}</span>
            {isAuditField(change.field) && AUDIT_FIELD_FORMATS[change.field] === 'export' ? (
              // An export is a fact with figures, not a value changed from one to another.
              <>: {shown(change, change.to)}</>
            ) : (
              change.field !== 'password' && (
                <>
                  : <span className="text-slate-600">{shown(change, change.from)}</span>
                  <span aria-label={t({ id: 'auditTrail.changedTo', message: 'changed to' })}> → </span>
                  <span>{shown(change, change.to)}</span>
                </>
              )
            )}
          </li>
        ))}
      </ul>
      {item.kind === 'export' && item.subjectId && (
        <a href={auditTrailApi.manifestUrl(item.subjectId)} className="text-sm text-sky-800 underline">
          <Trans id="auditTrail.manifest">Manifest</Trans>
        </a>
      )}
    </li>
  );
}
