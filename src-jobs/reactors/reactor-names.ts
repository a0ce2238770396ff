/**
 * Every reactor the jobs role runs, by the name its checkpoint carries (`reactor:<name>`). Health lists each
 * of them from here in every process, so a reactor that never started shows as failing rather than missing.
 */
export const REACTOR_NAMES = {
  passwordReset: 'password-reset-mail',
  emailChangeConfirm: 'email-change-confirm-mail',
  emailChangeNotice: 'email-change-notice-mail',
  actionPlan: 'action-plan-mail',
  assignment: 'inspection-assignment-mail',
  shareRevocation: 'share-revocation',
  autoCloseWarning: 'auto-close-warning-mail',
  dailyReminder: 'daily-reminder-mail',
  feedback: 'feedback-mail',
  hotelResponsible: 'hotel-responsible-mail',
  incomplete: 'incomplete-inspections-mail',
  safeQDailyReport: 'safeq-daily-report-mail',
  weeklyRanking: 'weekly-ranking-mail',
  overdueDigest: 'overdue-actions-mail',
  webhooks: 'webhook-deliveries',
  webhookDisabled: 'webhook-disabled-mail',
} as const;
