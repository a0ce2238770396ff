import { textsIn, type Texts } from '../texts/server-i18n.ts';

// The words of an action plan's PDF; their translations are in the catalogues.
const ACTION_PLAN_MESSAGES = {
  title: /*i18n*/ { id: 'actionPlanPdf.title', message: 'Action plan' },
  entity: /*i18n*/ { id: 'actionPlanPdf.entity', message: 'Entity' },
  start: /*i18n*/ { id: 'actionPlanPdf.start', message: 'Start' },
  submittedBy: /*i18n*/ { id: 'actionPlanPdf.submittedBy', message: 'Submitted' },
  approvedBy: /*i18n*/ { id: 'actionPlanPdf.approvedBy', message: 'Approved' },
  followUp: /*i18n*/ { id: 'actionPlanPdf.followUp', message: 'Follow-up inspection' },
  sentWithoutFollowUp: /*i18n*/ {
    id: 'actionPlanPdf.sentWithoutFollowUp',
    message: 'Sent without a follow-up inspection',
  },
  summary: /*i18n*/ { id: 'actionPlanPdf.summary', message: 'Follow-up summary' },
  items: /*i18n*/ { id: 'actionPlanPdf.items', message: 'Follow-up items' },
  none: /*i18n*/ { id: 'actionPlanPdf.none', message: 'Nothing to follow up' },
  deadline: /*i18n*/ { id: 'actionPlanPdf.deadline', message: 'Deadline' },
  action: /*i18n*/ { id: 'actionPlanPdf.action', message: 'Action' },
  addedAction: /*i18n*/ { id: 'actionPlanPdf.addedAction', message: 'Action added after approval' },
  tip: /*i18n*/ { id: 'actionPlanPdf.tip', message: 'Tip' },
  feedback: /*i18n*/ { id: 'actionPlanPdf.feedback', message: 'Feedback' },
  owner: /*i18n*/ { id: 'actionPlanPdf.owner', message: 'Owner' },
  proof: /*i18n*/ { id: 'actionPlanPdf.proof', message: 'Done' },
  verifiedBy: /*i18n*/ { id: 'actionPlanPdf.verifiedBy', message: 'Verified by' },
  reopened: /*i18n*/ { id: 'actionPlanPdf.reopened', message: 'Reopened' },
  overdue: /*i18n*/ { id: 'actionPlanPdf.overdue', message: 'Overdue' },
  states: {
    open: /*i18n*/ { id: 'actionPlanPdf.states.open', message: 'Open' },
    done: /*i18n*/ { id: 'actionPlanPdf.states.done', message: 'Done, to verify' },
    verified: /*i18n*/ { id: 'actionPlanPdf.states.verified', message: 'Verified' },
  },
};

export type ActionPlanTexts = Texts<typeof ACTION_PLAN_MESSAGES>;

/** The action plan's PDF texts in the language the plan is asked in. */
export const actionPlanTexts = (language: string): ActionPlanTexts => textsIn(language, ACTION_PLAN_MESSAGES);
