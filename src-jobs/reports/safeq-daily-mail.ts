import { formatDateTime, formatPercent } from '../../src-domain/shared/formats.ts';
import { DEFAULT_LOCALE, isLocale } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { DailyReport } from '../../src-projections/reports/daily-report.ts';
import { translate } from '../../src-projections/texts/server-i18n.ts';
import type { OutboxEntry } from '../mail/outbox.ts';
import { actionLabel, type MailContent } from '../mail/templates.ts';
import { reportDocuments } from './report-documents.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.safeQDaily.subject',
  message: 'Safe Q daily report {date}: {type} at {hotel}',
};
const ROUND = /*i18n*/ {
  id: 'mail.safeQDaily.round',
  message:
    'The Safe Q round {type} at {hotel} on {date}: {answered} of {total} questions answered, score {score}, qIndex {qIndex}. {state}',
};
const ENDED = /*i18n*/ { id: 'mail.safeQDaily.ended', message: 'Finished at {time}.' };
const NOT_ENDED = /*i18n*/ {
  id: 'mail.safeQDaily.notEnded',
  message: 'It was not finished when this mail was sent.',
};
const MODULE = /*i18n*/ {
  id: 'mail.safeQDaily.module',
  message: '{module}: {score}, {answered} of {total} questions answered',
};
const SKIPPED = /*i18n*/ { id: 'mail.safeQDaily.skipped', message: '{module}: skipped' };
const LINK = /*i18n*/ {
  id: 'mail.safeQDaily.link',
  message: 'The whole report, with its answers and comments:\n{link}',
};

/** The screen of the day's report of one type at an entity. */
export const safeQDailyPath = (hotelId: string, day: string, inspectionTypeId: string) =>
  `/admin/entities/${encodeURIComponent(hotelId)}/safeq-report?day=${day}&inspectionType=${encodeURIComponent(inspectionTypeId)}`;

/**
 * The Safe Q daily report of one type at an entity, in the recipient's language: the day's figures from the
 * presenter the daily report screen uses (read when the mail is sent), each module's score, and the screen's
 * link. A summary on a schedule: sent as a digest (List-Unsubscribe).
 */
export function safeQDailyTemplate(publicUrl: string, readModels: ReadModels) {
  const documents = reportDocuments(readModels);
  return async (entry: OutboxEntry): Promise<MailContent> => {
    const p = entry.mail.params;
    const language = isLocale(p.language) ? p.language : DEFAULT_LOCALE;
    const [reports, hotel] = await Promise.all([
      documents.dailySafeQ(p.hotelId!, p.date!, language, p.inspectionTypeId!),
      hotelQueries(readModels).byId(p.hotelId!),
    ]);
    // The round went away after the firing (deleted): fail the attempt, so the mail log says so.
    if (!reports?.length || !hotel) throw new Error(`no Safe Q round of ${p.inspectionTypeId} on ${p.date}`);
    const link = publicUrl + safeQDailyPath(p.hotelId!, p.date!, p.inspectionTypeId!);
    const section = (report: DailyReport) => {
      const figures = report.score;
      const state = report.endTime
        ? translate(language, ENDED, { time: formatDateTime(report.endTime, timeZoneOf(hotel)) })
        : translate(language, NOT_ENDED);
      const round = translate(language, ROUND, {
        type: report.inspectionTypeName,
        hotel: hotel.name,
        date: report.date,
        answered: figures.answered,
        total: figures.answered + figures.unanswered,
        score: formatPercent(language, figures.percent),
        qIndex: figures.qIndex ?? '–',
        state,
      });
      const modules = report.modules.map((m) =>
        m.skipped
          ? translate(language, SKIPPED, { module: m.name })
          : translate(language, MODULE, {
              module: m.name,
              score: formatPercent(language, m.score.percent),
              answered: m.totalAnsweredQuestions,
              total: m.totalQuestions,
            }),
      );
      return [round, modules.join('\n')].filter(Boolean).join('\n\n');
    };
    return {
      to: entry.mail.to,
      language,
      subject: translate(language, SUBJECT, p),
      body: [...reports.map(section), translate(language, LINK, { link })].join('\n\n'),
      action: { url: link, label: actionLabel(language, 'open') },
      digest: true,
    };
  };
}
