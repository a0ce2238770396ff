import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleSection } from '../../../src-domain/report/question-groups.ts';
import type { Report } from '../../api/reports.ts';
import { ReportSection } from './ReportSection.tsx';
import { ScoreFigure } from './ScoreFigure.tsx';

const SECTION_NAMES: Record<ModuleSection, MessageDescriptor> = {
  keyInformation: msg({ id: 'report.section.keyInformation', message: 'Key information' }),
  guestRoom: msg({ id: 'report.section.guestRoom', message: 'Guest room' }),
  publicArea: msg({ id: 'report.section.publicArea', message: 'Public area' }),
  supplemental: msg({ id: 'report.section.supplemental', message: 'Supplemental' }),
};

type Figure = Report['keyRoom'];
const holdsQuestions = (f: Figure | undefined): f is Figure =>
  !!f && f.answered + f.filled + f.notApplicable + f.unanswered > 0;

/**
 * The report by the catalogue's own groups (administration §9): modules by the section their name starts
 * with, and the room-related key and the supplemental questions by their reference numbers. Shown only where
 * the questionnaire has such modules or questions; each figure says how it was formed.
 */
export function ReportSections({ report }: { report: Report }) {
  const { i18n } = useLingui();
  const sections = (report.sections ?? []).filter(({ score }) => holdsQuestions(score));
  const keyRoom = holdsQuestions(report.keyRoom) ? report.keyRoom : null;
  const supplemental = holdsQuestions(report.supplemental) ? report.supplemental : null;
  if (sections.length === 0 && !keyRoom && !supplemental) return null;
  return (
    <ReportSection title={<Trans id="report.bySection">By section</Trans>} testId="report-sections">
      <dl className="grid grid-cols-2 gap-3 small-desktop:grid-cols-3">
        {sections.map(({ section, score }) => (
          <div key={section} className="rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{i18n._(SECTION_NAMES[section])}</dt>
            <dd className="text-2xl text-slate-900">
              <ScoreFigure figure={score} />
            </dd>
          </div>
        ))}
        {keyRoom && (
          <div className="rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">
              <Trans id="report.keyRoomQuestions">Room key questions</Trans>
            </dt>
            <dd className="text-2xl text-slate-900">
              <ScoreFigure figure={keyRoom} />
            </dd>
          </div>
        )}
        {supplemental && (
          <div className="rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">
              <Trans id="report.supplementalQuestions">Supplemental questions</Trans>
            </dt>
            <dd className="text-2xl text-slate-900">
              <ScoreFigure figure={supplemental} />
            </dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-slate-700">
        <Trans id="report.sectionsExplained">
          Sections gather the modules whose name starts with Key Information, Guest Room, Public Area or
          Supplemental. Room key questions are those whose reference number starts with 4099, 4199, 4299,
          5199, 399 or 3099; supplemental questions start with 899. Skipped modules are left out.
        </Trans>
      </p>
    </ReportSection>
  );
}
