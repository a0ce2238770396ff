import { Trans, useLingui } from '@lingui/react/macro';
import { auditTrailApi, type AuditItem } from '../../api/audit-trail.ts';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { FIELD_NAMES, KIND_NAMES } from './audit-labels.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';

/** A changed value as a reader reads it: none is a dash, yes and no in words, anything else as text. */
function useValue() {
  const { t } = useLingui();
  const personName = usePersonName();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (typeof value === 'string') return personName(value);
    if (value === true) return t({ id: 'auditTrail.yes', message: 'yes' });
    if (value === false) return t({ id: 'auditTrail.no', message: 'no' });
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
}

/** One change: when (the viewer's time zone), who and as what, where, and each field's old and new value. */
export function AuditEntryLine({ item }: { item: AuditItem }) {
  const { t, i18n } = useLingui();
  const value = useValue();
  const personName = usePersonName();
  const where = [item.hotel?.name, item.module?.name, item.question?.text].filter((part) => !!part);
  return (
    <li className="space-y-1 py-3" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700">
        <time dateTime={item.occurredAt} className="font-medium text-slate-900">
          {formatDateTime(item.occurredAt, { seconds: true })}
        </time>
        <span>
          {item.actor ? (
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
      {where.length > 0 && <p className="break-words text-slate-900">{where.join(' › ')}</p>}
      <ul className="text-sm text-slate-800">
        {item.changes.map((change, index) => (
          <li key={index} className="break-words">
            <span className="font-medium">
              {FIELD_NAMES[change.field] ? i18n._(FIELD_NAMES[change.field]!) : change.field}
            </span>
            {change.field !== 'password' && (
              <>
                : <span className="text-slate-600">{value(change.from)}</span>
                <span aria-label={t({ id: 'auditTrail.changedTo', message: 'changed to' })}> → </span>
                <span>{value(change.to)}</span>
              </>
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
