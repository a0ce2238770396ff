import { processOwner } from '../src-projections/lease-owner.ts';
import type { ContainerInstance } from 'typedi';
import {
  EMAIL_CHANGED_TEMPLATE,
  EMAIL_CHANGE_CONFIRM_TEMPLATE,
  EMAIL_CHANGE_REQUESTED_TEMPLATE,
  emailChangeConfirmReactor,
  emailChangeConfirmTemplate,
  emailChangeNoticeReactor,
  emailChangeNoticeTemplate,
} from '../src-jobs/email-change/email-change-reactors.ts';
import { OutboxSender } from '../src-jobs/mail/outbox-sender.ts';
import { mailRenderer } from '../src-jobs/mail/templates.ts';
import { assignmentTemplate } from '../src-jobs/inspection-mail/assignment-mail.ts';
import { ASSIGNMENT_TEMPLATE, assignmentReactor } from '../src-jobs/inspection-mail/assignment-reactor.ts';
import {
  ACTION_PLAN_TEMPLATE,
  FOLLOW_UP_INSPECTION_TEMPLATE,
  actionPlanReactor,
} from '../src-jobs/follow-up/action-plan-reactor.ts';
import { actionPlanTemplate, followUpInspectionTemplate } from '../src-jobs/follow-up/action-plan-mail.ts';
import {
  INVITATION_TEMPLATE,
  PASSWORD_RESET_TEMPLATE,
  invitationTemplate,
  passwordResetReactor,
  passwordResetTemplate,
} from '../src-jobs/password-reset/password-reset-reactor.ts';
import { ReactorHost } from '../src-jobs/reactors/reactor-host.ts';
import { shareRevocationReactor } from '../src-jobs/report-shares/share-revocation-reactor.ts';
import { creatorMayReadReport } from '../src-api/reports/share-access.ts';
import { JobScheduler } from '../src-jobs/scheduler.ts';
import { closeWarningTemplate } from '../src-jobs/inspection-mail/close-warning-mail.ts';
import { reminderTemplate } from '../src-jobs/inspection-mail/reminder-mail.ts';
import { CLOSE_WARNING_TEMPLATE, closeWarningReactor } from '../src-jobs/schedule/close-warning-reactor.ts';
import { DueWorkScheduler } from '../src-jobs/schedule/due-work-scheduler.ts';
import { DAILY_REMINDER_TEMPLATE, reminderReactor } from '../src-jobs/schedule/reminder-reactor.ts';
import { incompleteDigestTemplate } from '../src-jobs/inspection-mail/incomplete-digest-mail.ts';
import {
  INCOMPLETE_DIGEST_TEMPLATE,
  incompleteDigestReactor,
} from '../src-jobs/schedule/incomplete-digest-reactor.ts';
import { feedbackTemplate } from '../src-jobs/inspection-mail/feedback-mail.ts';
import { FEEDBACK_TEMPLATE, feedbackReactor } from '../src-jobs/inspection-mail/feedback-reactor.ts';
import { hotelResponsibleTemplate } from '../src-jobs/inspection-mail/hotel-responsible-mail.ts';
import {
  HOTEL_RESPONSIBLE_TEMPLATE,
  hotelResponsibleReactor,
} from '../src-jobs/inspection-mail/hotel-responsible-reactor.ts';
import { safeQDailyTemplate } from '../src-jobs/reports/safeq-daily-mail.ts';
import { weeklyRankingTemplate } from '../src-jobs/reports/weekly-ranking-mail.ts';
import {
  SAFEQ_DAILY_REPORT_TEMPLATE,
  safeQDailyReportReactor,
} from '../src-jobs/schedule/safeq-daily-report-reactor.ts';
import {
  WEEKLY_RANKING_TEMPLATE,
  weeklyRankingReactor,
} from '../src-jobs/schedule/weekly-ranking-reactor.ts';
import { overdueDigestTemplate } from '../src-jobs/overdue/overdue-digest-mail.ts';
import { OVERDUE_DIGEST_TEMPLATE, overdueDigestReactor } from '../src-jobs/overdue/overdue-digest-reactor.ts';
import { DUE_WORK_INTERVAL_MS, scheduledJobs } from '../src-jobs/schedule/scheduled-jobs.ts';
import { autoStartInspection } from './auto-start-inspection.ts';
import { SEAL_INTERVAL_MS, sealLog } from '../src-jobs/seals/seal-log.ts';
import { Lease } from '../src-projections/lease.ts';
import { combinedSender } from '../src-jobs/reactors/combined-sender.ts';
import { ensureWebhookIndexes } from '../src-jobs/webhooks/deliveries.ts';
import { webhookReactor } from '../src-jobs/webhooks/webhook-reactor.ts';
import { WebhookSender } from '../src-jobs/webhooks/webhook-sender.ts';
import {
  WEBHOOK_DISABLED_TEMPLATE,
  webhookDisabledReactor,
  webhookDisabledTemplate,
} from '../src-jobs/webhooks/webhook-disabled-mail.ts';
import { organizationQueries } from '../src-projections/organizations/queries.ts';
import type { Config } from './config.ts';
import { TOKENS } from './container.ts';

/**
 * The jobs role: the schedules, and the reactors with the outbox sender that delivers what they cause.
 * Each runs only in the process holding its lease. Returns what stops it.
 */
export async function startJobsRole(
  container: ContainerInstance,
  config: Config,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const readStore = container.get(TOKENS.readStore);
  const sessions = container.get(TOKENS.sessions);
  const tokens = container.get(TOKENS.resetTokens);
  const emailChangeTokens = container.get(TOKENS.emailChangeTokens);
  const events = container.get(TOKENS.events);
  const readModels = container.get(TOKENS.readModels);
  const questionnaires = container.get(TOKENS.questionnaires);
  const credentials = container.get(TOKENS.credentials);
  // The reactors and the outbox sender read the injected clock: tests set the time as the API sees it.
  const clock = container.get(TOKENS.clock);
  const now = () => clock.now().getTime();
  // Each process its own owner (several may share DATA_DIR); a restart takes a dead holder's lease at once.
  const owner = processOwner();

  const scheduler = new JobScheduler(new Lease(readStore, 'jobs', owner), clock, log);
  scheduler.every('purge expired sessions', 10 * 60 * 1000, async () => {
    await sessions.purgeExpired();
  });
  // The seal fixes every stream's head, so cutting events off the log before it is detected. The first one
  // an interval after the start: a restart does not seal at once.
  scheduler.every(
    'seal the audit trail',
    SEAL_INTERVAL_MS,
    async () => {
      await sealLog(container.get(TOKENS.storedEvents), clock);
    },
    { firstAfterInterval: true },
  );

  // Automatic starts, closes and their mails, each period once (docs/jobs.md), under the same jobs lease.
  const commands = container.get(TOKENS.commands);
  const dueWork = new DueWorkScheduler({
    events,
    clock,
    log,
    jobs: scheduledJobs({
      readModels,
      commands,
      events,
      start: autoStartInspection({ readModels, commands, projections: container.get(TOKENS.engine) }),
    }),
  });
  scheduler.every('due work', DUE_WORK_INTERVAL_MS, async () => {
    await dueWork.tick();
  });

  const webhooks = new WebhookSender({
    readStore,
    readModels,
    commands,
    secrets: container.get(TOKENS.webhookSecrets),
    addressPolicy: { allowLoopback: config.webhooksAllowLoopback },
    log,
    now,
  });
  // Deliveries are added by a reactor, not by the host's runner: the host's poll finds them (within pollMs).
  await ensureWebhookIndexes(readStore).catch((error: Error) => log(`webhook indexes: ${error.message}`));

  const reactors = new ReactorHost({
    events,
    readStore,
    owner,
    projections: container.get(TOKENS.engine),
    reactors: [
      passwordResetReactor({ readModels, credentials, tokens, log, now }),
      emailChangeConfirmReactor({ events, readModels, credentials, tokens: emailChangeTokens, log }),
      emailChangeNoticeReactor({ events, readModels, credentials, tokens: emailChangeTokens, log }),
      actionPlanReactor({ readModels }),
      assignmentReactor({ readModels }),
      closeWarningReactor({ readModels }),
      reminderReactor({ readModels }),
      feedbackReactor({ readModels, questionnaires, now }),
      hotelResponsibleReactor({ readModels, questionnaires, now }),
      incompleteDigestReactor({ readModels }),
      safeQDailyReportReactor({ readModels }),
      weeklyRankingReactor({ readModels }),
      overdueDigestReactor({ readModels }),
      // The report route's own rule decides which links outlived their creator's access.
      shareRevocationReactor({
        readModels,
        commands: container.get(TOKENS.commands),
        creatorMayRead: creatorMayReadReport,
      }),
      webhookReactor({ readModels, readStore, now, onDeliveries: () => reactors.send() }),
      webhookDisabledReactor({ readModels }),
    ],
    sender: combinedSender(
      new OutboxSender({
        readStore,
        mailer: container.get(TOKENS.mailer),
        render: mailRenderer(
          {
            [PASSWORD_RESET_TEMPLATE]: passwordResetTemplate(config.publicUrl, tokens),
            [INVITATION_TEMPLATE]: invitationTemplate(config.publicUrl, tokens),
            [EMAIL_CHANGE_CONFIRM_TEMPLATE]: emailChangeConfirmTemplate(config.publicUrl, emailChangeTokens),
            [EMAIL_CHANGE_REQUESTED_TEMPLATE]: emailChangeNoticeTemplate('requested'),
            [EMAIL_CHANGED_TEMPLATE]: emailChangeNoticeTemplate('changed'),
            [ACTION_PLAN_TEMPLATE]: actionPlanTemplate(config.publicUrl),
            [ASSIGNMENT_TEMPLATE]: assignmentTemplate(config.publicUrl),
            [FOLLOW_UP_INSPECTION_TEMPLATE]: followUpInspectionTemplate(config.publicUrl),
            [CLOSE_WARNING_TEMPLATE]: closeWarningTemplate(config.publicUrl),
            [DAILY_REMINDER_TEMPLATE]: reminderTemplate(config.publicUrl),
            [FEEDBACK_TEMPLATE]: feedbackTemplate(config.publicUrl),
            [HOTEL_RESPONSIBLE_TEMPLATE]: hotelResponsibleTemplate(config.publicUrl),
            [INCOMPLETE_DIGEST_TEMPLATE]: incompleteDigestTemplate(config.publicUrl),
            [SAFEQ_DAILY_REPORT_TEMPLATE]: safeQDailyTemplate(config.publicUrl, readModels),
            [WEEKLY_RANKING_TEMPLATE]: weeklyRankingTemplate(config.publicUrl, readModels),
            [OVERDUE_DIGEST_TEMPLATE]: overdueDigestTemplate(config.publicUrl),
            [WEBHOOK_DISABLED_TEMPLATE]: webhookDisabledTemplate(config.publicUrl),
          },
          {
            publicUrl: config.publicUrl,
            organizationName: async (id) => (await organizationQueries(readModels).byId(id))?.name ?? null,
          },
        ),
        log,
        now,
      }),
      webhooks,
    ),
    log,
    now,
  });

  scheduler.start();
  await reactors.start();
  return async () => {
    await reactors.stop();
    await scheduler.stop();
  };
}
