import { textsIn, type Texts } from '../texts/server-i18n.ts';

// The words of a report's spreadsheet and PDF; their translations are in the catalogues (docs/texts.md).
const SHEET_MESSAGES = {
  sheets: {
    summary: /*i18n*/ { id: 'reportSheet.sheets.summary', message: 'Summary' },
    modules: /*i18n*/ { id: 'reportSheet.sheets.modules', message: 'Modules' },
    observations: /*i18n*/ { id: 'reportSheet.sheets.observations', message: 'Observations' },
    comfortZones: /*i18n*/ { id: 'reportSheet.sheets.comfortZones', message: 'Comfort zones' },
  },
  report: /*i18n*/ { id: 'reportSheet.report', message: 'Report' },
  entity: /*i18n*/ { id: 'reportSheet.entity', message: 'Entity' },
  address: /*i18n*/ { id: 'reportSheet.address', message: 'Address' },
  agent: /*i18n*/ { id: 'reportSheet.agent', message: 'Agent' },
  agentCode: /*i18n*/ { id: 'reportSheet.agentCode', message: 'Agent code' },
  profile: /*i18n*/ { id: 'reportSheet.profile', message: 'Profile' },
  start: /*i18n*/ { id: 'reportSheet.start', message: 'Start' },
  submitted: /*i18n*/ { id: 'reportSheet.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'reportSheet.approved', message: 'Approved' },
  score: /*i18n*/ { id: 'reportSheet.score', message: 'Score %' },
  points: /*i18n*/ { id: 'reportSheet.points', message: 'Points' },
  maximum: /*i18n*/ { id: 'reportSheet.maximum', message: 'Maximum' },
  answered: /*i18n*/ { id: 'reportSheet.answered', message: 'Answered' },
  notApplicable: /*i18n*/ { id: 'reportSheet.notApplicable', message: 'Not applicable' },
  unanswered: /*i18n*/ { id: 'reportSheet.unanswered', message: 'Unanswered' },
  fulfilment: /*i18n*/ { id: 'reportSheet.fulfilment', message: 'Fulfilment %' },
  /** Best answers written when a module was finished: nobody observed them. */
  filled: /*i18n*/ { id: 'reportSheet.filled', message: 'Filled at finish' },
  completion: /*i18n*/ { id: 'reportSheet.completion', message: 'Completion %' },
  filledMark: /*i18n*/ {
    id: 'reportSheet.filledMark',
    message: 'Not observed: best answer filled in when the module was finished',
  },
  fulfilmentMethod: /*i18n*/ {
    id: 'reportSheet.fulfilmentMethod',
    message:
      'Fulfilment % = questions answered / questions to answer, rounded up (not applicable left out; answers filled at finish count as unanswered). Completion % also counts the answers filled at finish.',
  },
  previous: /*i18n*/ { id: 'reportSheet.previous', message: 'Previous %' },
  module: /*i18n*/ { id: 'reportSheet.module', message: 'Module' },
  reference: /*i18n*/ { id: 'reportSheet.reference', message: 'Reference' },
  question: /*i18n*/ { id: 'reportSheet.question', message: 'Question' },
  answer: /*i18n*/ { id: 'reportSheet.answer', message: 'Answer' },
  comment: /*i18n*/ { id: 'reportSheet.comment', message: 'Comment' },
  comfortZone: /*i18n*/ { id: 'reportSheet.comfortZone', message: 'Comfort zone' },
  method: /*i18n*/ {
    id: 'reportSheet.methodPlain',
    message:
      'Score % = points ÷ maximum points. Each scored question is worth up to 3 points: the best answer (such as "Always", "Compliant" or "No deviation") 3, the worst 0, the answers between in proportion; questions not applicable are left out.',
  },
  worst: /*i18n*/ { id: 'reportSheet.worst', message: 'The 5 worst answers' },
  noComment: /*i18n*/ { id: 'reportSheet.noComment', message: 'No comment' },
  actionPlan: /*i18n*/ { id: 'report.actionPlan', message: 'Action plan' },
  deadline: /*i18n*/ { id: 'reportSheet.deadline', message: 'Deadline' },
  bySection: /*i18n*/ { id: 'report.bySection', message: 'By section' },
  sections: {
    keyInformation: /*i18n*/ { id: 'report.section.keyInformation', message: 'Key information' },
    guestRoom: /*i18n*/ { id: 'report.section.guestRoom', message: 'Guest room' },
    publicArea: /*i18n*/ { id: 'report.section.publicArea', message: 'Public area' },
    supplemental: /*i18n*/ { id: 'report.section.supplemental', message: 'Supplemental' },
  },
  keyRoomQuestions: /*i18n*/ { id: 'report.keyRoomQuestions', message: 'Room key questions' },
  supplementalQuestions: /*i18n*/ { id: 'report.supplementalQuestions', message: 'Supplemental questions' },
  // The comfort zones by the names the screens give them (src-web/i18n/catalogue-names.ts), so paper and
  // screen call a zone the same.
  zones: {
    guestExpectation: /*i18n*/ {
      id: 'questions.classification.guestExpectation',
      message: 'Guest expectation',
    },
    esthetics: /*i18n*/ { id: 'questions.classification.esthetics', message: 'Aesthetics' },
    quality: /*i18n*/ { id: 'questions.classification.quality', message: 'Quality' },
    functionSafety: /*i18n*/ {
      id: 'questions.classification.functionSafety',
      message: 'Function and safety',
    },
    treatment: /*i18n*/ { id: 'questions.classification.treatment', message: 'Service and treatment' },
    hygiene: /*i18n*/ { id: 'questions.classification.hygiene', message: 'Hygiene' },
    socialDistance: /*i18n*/ { id: 'questions.classification.socialDistance', message: 'Social distance' },
  },
};

export type SheetTexts = Texts<typeof SHEET_MESSAGES>;

/** The report's sheet texts in the language the report is asked in. */
export const sheetTexts = (language: string): SheetTexts => textsIn(language, SHEET_MESSAGES);
