import { Trans, useLingui } from '@lingui/react/macro';
import type { Observation, ReportModule } from '../../api/reports.ts';
import { useFileUrl } from './file-url.ts';
import { ObservationScore } from './ObservationScore.tsx';
import { CommentText, ReportSection } from './ReportSection.tsx';
import { ScoreFigure } from './ScoreFigure.tsx';

/** Pictures as thumbnails, each opening the full image; the file's own name is its text alternative. */
function Pictures({ pictures }: { pictures: Observation['pictures'] }) {
  const fileUrl = useFileUrl();
  if (pictures.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {pictures.map((picture) => (
        <li key={picture.id}>
          <a href={fileUrl(picture)} target="_blank" rel="noreferrer" className="block">
            <img
              src={fileUrl(picture)}
              alt={picture.originalName}
              loading="lazy"
              className="h-24 w-24 rounded border border-slate-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Where an observation's answer history opens; absent where nobody signed in reads the report (a share link). */
export type HistoryLink = (questionId: string) => string;

function ObservationItem({ observation, history }: { observation: Observation; history?: HistoryLink }) {
  const { t } = useLingui();
  return (
    <li className="report-keep space-y-2 py-3" data-testid="observation">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words text-slate-900">
          <span className="mr-2 font-mono text-xs text-slate-600">
            <span className="sr-only">
              {t({ id: 'report.referenceNumber', message: 'Reference number' })}{' '}
            </span>
            {observation.referenceNumber}
          </span>
          {observation.content}
        </p>
        <ObservationScore {...observation} />
      </div>
      {observation.filledAtFinish && (
        // Its points are the best answer finishing the module wrote: nobody observed it.
        <p
          className="w-fit rounded bg-violet-100 px-2 py-0.5 text-sm font-semibold text-violet-950"
          data-testid="filled-at-finish"
        >
          <Trans id="report.filledAtFinish">Not observed: filled at finish</Trans>
        </p>
      )}
      <CommentText text={observation.comment} />
      <Pictures pictures={observation.pictures} />
      {history && (
        <a href={history(observation.id)} className="text-sm text-sky-800 underline print:hidden">
          <Trans id="auditTrail.answerHistory">History of this answer</Trans>
        </a>
      )}
    </li>
  );
}

/** One module of the report: its score, the cluster comments, and the observations worst first. */
export function ModuleObservations({ module, history }: { module: ReportModule; history?: HistoryLink }) {
  return (
    <ReportSection
      title={module.name}
      testId="report-module"
      aside={
        module.skipped ? (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-sm text-slate-800">
            <Trans id="report.skipped">Skipped</Trans>
          </span>
        ) : (
          <span className="text-lg">
            <ScoreFigure figure={module.score} />
          </span>
        )
      }
    >
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">
          <Trans id="report.comments">Comments</Trans>
        </h3>
        {module.comments.length === 0 ? (
          <CommentText text="" />
        ) : (
          <dl className="space-y-2">
            {module.comments.map((c) => (
              <div key={c.clusterId}>
                <dt className="text-sm font-medium text-slate-700">{c.name}</dt>
                <dd>
                  <CommentText text={c.comment} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {!module.skipped && (
        <div>
          <h3 className="font-semibold text-slate-900">
            <Trans id="report.observations">Observations, worst first</Trans>
          </h3>
          <ol className="divide-y divide-slate-100">
            {module.observations.map((observation) => (
              <ObservationItem key={observation.id} observation={observation} history={history} />
            ))}
          </ol>
        </div>
      )}
    </ReportSection>
  );
}
