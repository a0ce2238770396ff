import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Report } from '../../api/reports.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who inspected what and when, and the answers the inspection type puts in the report's header. */
export function ReportHeader({ report }: { report: Report }) {
  const personName = usePersonName();
  // The entity's clock, as the start beside them and the report's PDF and spreadsheet: one report, one time.
  const moment = (at: string | null) => formatDateTime(at, { timeZone: report.hotel.timeZone });
  return (
    <header className="report-section space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">{report.title}</h1>
        <p className="text-lg font-medium text-slate-900">{report.hotel.name}</p>
        {report.hotel.address && <p className="text-slate-700">{report.hotel.address}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-3 small-desktop:grid-cols-5">
        {/* A shared report names its inspector by agent code alone (a mystery guest stays anonymous). */}
        {(!report.agent || report.agent.name !== undefined) && (
          <Fact label={<Trans id="report.agent">Agent</Trans>}>
            {(report.agent?.name && personName(report.agent.name)) || '–'}
          </Fact>
        )}
        <Fact label={<Trans id="users.agentCode">Agent code</Trans>}>{report.agent?.agentCode || '–'}</Fact>
        <Fact label={<Trans id="report.started">Started</Trans>}>
          {report.startDate} {report.startHour}
        </Fact>
        <Fact label={<Trans id="entity.submittedAt">Submitted</Trans>}>{moment(report.agentEndTime)}</Fact>
        <Fact label={<Trans id="entity.approvedAt">Approved</Trans>}>
          {report.adminEndTime ? (
            moment(report.adminEndTime)
          ) : (
            <Trans id="report.notApproved">Not approved yet</Trans>
          )}
        </Fact>
      </dl>
      {report.agent?.profile?.trim() && (
        <dl className="border-t border-slate-200 pt-3">
          <Fact label={<Trans id="users.profile">Profile</Trans>}>
            <span className="whitespace-pre-line">{report.agent.profile}</span>
          </Fact>
        </dl>
      )}
      {report.headerContext.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-3">
          {report.headerContext.map((line) => (
            <Fact key={line.id} label={line.question}>
              {line.answer.trim() || '–'}
            </Fact>
          ))}
        </dl>
      )}
    </header>
  );
}
