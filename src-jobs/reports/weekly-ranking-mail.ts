import { formatPercent } from '../../src-domain/shared/formats.ts';
import { DEFAULT_LOCALE, isLocale } from '../../src-domain/shared/locales.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { translate } from '../../src-projections/texts/server-i18n.ts';
import type { OutboxEntry } from '../mail/outbox.ts';
import { actionLabel, type MailContent } from '../mail/templates.ts';
import { reportDocuments } from './report-documents.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.weeklyRanking.subject',
  message: 'Safe Q week {week}: the ranking of {organization}',
};
const INTRO = /*i18n*/ {
  id: 'mail.weeklyRanking.intro',
  message:
    'The Safe Q ranking of {organization} for week {week} ({start} – {end}): average qIndex {average}, score {score} over {count, plural, one {# entity} other {# entities}}.',
};
const HOTEL = /*i18n*/ {
  id: 'mail.weeklyRanking.hotel',
  message:
    '{rank}. {hotel}: qIndex {qIndex}, score {score}, {answered} of {total} rounds answered, {complete} complete',
};
const ATTACHED = /*i18n*/ {
  id: 'mail.weeklyRanking.attached',
  message: 'The report is attached as a PDF. On the screen:\n{link}',
};

/** The organization report screen of the week holding `day`. */
export const organizationReportPath = (organizationId: string, day: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/report?day=${day}`;

/**
 * The Monday-morning aggregated weekly mail, in the recipient's language: the week's ranking of all the
 * organization's entities with their figures (the organization report's presenter, read when the mail is
 * sent), and that report as a PDF attached. A summary on a schedule: sent as a digest (List-Unsubscribe).
 */
export function weeklyRankingTemplate(publicUrl: string, readModels: ReadModels) {
  const documents = reportDocuments(readModels);
  return async (entry: OutboxEntry): Promise<MailContent> => {
    const p = entry.mail.params;
    const language = isLocale(p.language) ? p.language : DEFAULT_LOCALE;
    const weekly = await documents.organizationWeekly(p.organizationId!, p.day!, language);
    if (!weekly) throw new Error(`no organization ${p.organizationId}`);
    const { report, pdf } = weekly;
    const percent = (value: number | null) => formatPercent(language, value);
    const link = publicUrl + organizationReportPath(report.id, report.startDate);
    const intro = translate(language, INTRO, {
      organization: report.name,
      week: report.week.week,
      start: report.startDate,
      end: report.endDate,
      average: report.average ?? '–',
      score: percent(report.score.percent),
      count: report.hotels.length,
    });
    const lines = report.hotels.map((h) =>
      translate(language, HOTEL, {
        rank: h.rank ?? '–',
        hotel: h.name,
        qIndex: h.qIndex ?? '–',
        score: percent(h.score.percent),
        answered: h.answered,
        total: h.total,
        complete: h.complete,
      }),
    );
    return {
      to: entry.mail.to,
      language,
      subject: translate(language, SUBJECT, { organization: report.name, week: report.week.week }),
      body: [intro, lines.join('\n'), translate(language, ATTACHED, { link })].join('\n\n'),
      action: { url: link, label: actionLabel(language, 'open') },
      digest: true,
      attachments: [
        {
          filename: `organization-report-${report.week.week}.pdf`,
          content: pdf,
          contentType: 'application/pdf',
        },
      ],
    };
  };
}
