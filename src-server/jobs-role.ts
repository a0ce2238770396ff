import { hostname } from 'node:os';
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
  PASSWORD_RESET_TEMPLATE,
  passwordResetReactor,
  passwordResetTemplate,
} from '../src-jobs/password-reset/password-reset-reactor.ts';
import { ReactorHost } from '../src-jobs/reactors/reactor-host.ts';
import { shareRevocationReactor } from '../src-jobs/report-shares/share-revocation-reactor.ts';
import { creatorMayReadReport } from '../src-api/reports/share-access.ts';
import { JobScheduler } from '../src-jobs/scheduler.ts';
import { SEAL_INTERVAL_MS, sealLog } from '../src-jobs/seals/seal-log.ts';
import { Lease } from '../src-projections/lease.ts';
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
  const credentials = container.get(TOKENS.credentials);
  // The reactors and the outbox sender read the injected clock: tests set the time as the API sees it.
  const clock = container.get(TOKENS.clock);
  const now = () => clock.now().getTime();
  // Embedded, one process owns DATA_DIR: a fixed identity lets a restart take the leases back at once.
  const owner = container.get(TOKENS.mongo) ? `${hostname()}-${process.pid}` : 'embedded';

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

  const reactors = new ReactorHost({
    events,
    readStore,
    owner,
    reactors: [
      passwordResetReactor({ readModels, credentials, tokens, log, now }),
      emailChangeConfirmReactor({ events, readModels, credentials, tokens: emailChangeTokens, log }),
      emailChangeNoticeReactor({ events, readModels, credentials, tokens: emailChangeTokens, log }),
      actionPlanReactor({ readModels }),
      assignmentReactor({ readModels }),
      // The report route's own rule decides which links outlived their creator's access.
      shareRevocationReactor({
        readModels,
        commands: container.get(TOKENS.commands),
        creatorMayRead: creatorMayReadReport,
      }),
    ],
    sender: new OutboxSender({
      readStore,
      mailer: container.get(TOKENS.mailer),
      render: mailRenderer({
        [PASSWORD_RESET_TEMPLATE]: passwordResetTemplate(config.publicUrl, tokens),
        [EMAIL_CHANGE_CONFIRM_TEMPLATE]: emailChangeConfirmTemplate(config.publicUrl, emailChangeTokens),
        [EMAIL_CHANGE_REQUESTED_TEMPLATE]: emailChangeNoticeTemplate('requested'),
        [EMAIL_CHANGED_TEMPLATE]: emailChangeNoticeTemplate('changed'),
        [ACTION_PLAN_TEMPLATE]: actionPlanTemplate(config.publicUrl),
        [ASSIGNMENT_TEMPLATE]: assignmentTemplate(config.publicUrl),
        [FOLLOW_UP_INSPECTION_TEMPLATE]: followUpInspectionTemplate(config.publicUrl),
      }),
      log,
      now,
    }),
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
