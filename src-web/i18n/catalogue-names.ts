import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  CommentPosition,
  ModuleArea,
  ModuleClassification,
  QuestionClassification,
} from '../../src-domain/catalogue/index.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';

/** Names of the catalogue's fixed lists (administration §3), for selects and tables. */
export const MODULE_CLASSIFICATION_NAMES: Record<ModuleClassification, MessageDescriptor> = {
  food: msg({ id: 'moduleTypes.classification.food', message: 'Food and beverage' }),
  accommodation: msg({ id: 'moduleTypes.classification.accommodation', message: 'Accommodation' }),
};

export const MODULE_AREA_NAMES: Record<ModuleArea, MessageDescriptor> = {
  room: msg({ id: 'moduleTypes.area.room', message: 'Guest room' }),
  breakfast: msg({ id: 'moduleTypes.area.breakfast', message: 'Breakfast' }),
  reception: msg({ id: 'moduleTypes.area.reception', message: 'Reception' }),
  restaurant: msg({ id: 'moduleTypes.area.restaurant', message: 'Restaurant' }),
  conference: msg({ id: 'moduleTypes.area.conference', message: 'Conference' }),
  entrance: msg({ id: 'moduleTypes.area.entrance', message: 'Entrance' }),
  publicAreas: msg({ id: 'moduleTypes.area.publicAreas', message: 'Public areas' }),
  gym: msg({ id: 'moduleTypes.area.gym', message: 'Gym' }),
  assemblyHall: msg({ id: 'moduleTypes.area.assemblyHall', message: 'Assembly hall' }),
  diningRoom: msg({ id: 'moduleTypes.area.diningRoom', message: 'Dining room' }),
  bar: msg({ id: 'moduleTypes.area.bar', message: 'Bar' }),
  staffRooms: msg({ id: 'moduleTypes.area.staffRooms', message: 'Staff rooms' }),
  copySpace: msg({ id: 'moduleTypes.area.copySpace', message: 'Copy room' }),
  classrooms: msg({ id: 'moduleTypes.area.classrooms', message: 'Classrooms' }),
  workrooms: msg({ id: 'moduleTypes.area.workrooms', message: 'Workrooms' }),
  groupRooms: msg({ id: 'moduleTypes.area.groupRooms', message: 'Group rooms' }),
  cafe: msg({ id: 'moduleTypes.area.cafe', message: 'Café' }),
  store: msg({ id: 'moduleTypes.area.store', message: 'Shop' }),
  information: msg({ id: 'moduleTypes.area.information', message: 'Information' }),
  kitchen: msg({ id: 'moduleTypes.area.kitchen', message: 'Kitchen' }),
  toilets: msg({ id: 'moduleTypes.area.toilets', message: 'Toilets' }),
  lounge: msg({ id: 'moduleTypes.area.lounge', message: 'Lounge' }),
  office: msg({ id: 'moduleTypes.area.office', message: 'Office' }),
  coworking: msg({ id: 'moduleTypes.area.coworking', message: 'Coworking' }),
};

export const QUESTION_CLASSIFICATION_NAMES: Record<QuestionClassification, MessageDescriptor> = {
  guestExpectation: msg({ id: 'questions.classification.guestExpectation', message: 'Guest expectation' }),
  esthetics: msg({ id: 'questions.classification.esthetics', message: 'Aesthetics' }),
  quality: msg({ id: 'questions.classification.quality', message: 'Quality' }),
  functionSafety: msg({ id: 'questions.classification.functionSafety', message: 'Function and safety' }),
  treatment: msg({ id: 'questions.classification.treatment', message: 'Service and treatment' }),
  hygiene: msg({ id: 'questions.classification.hygiene', message: 'Hygiene' }),
  socialDistance: msg({ id: 'questions.classification.socialDistance', message: 'Social distance' }),
  bi: msg({ id: 'questions.classification.bi', message: 'Brand identity' }),
  bs: msg({ id: 'questions.classification.bs', message: 'Brand standard' }),
  gss: msg({ id: 'questions.classification.gss', message: 'Guest satisfaction' }),
  rp: msg({ id: 'questions.classification.rp', message: 'Revenue potential' }),
};

export const QUESTION_TYPE_NAMES: Record<QuestionType, MessageDescriptor> = {
  radio: msg({ id: 'questions.type.radio', message: 'Always, often, rarely, never' }),
  circle: msg({ id: 'questions.type.circle', message: 'Rating of four steps' }),
  choice: msg({ id: 'questions.type.choice', message: 'Choice of own options' }),
  none: msg({ id: 'questions.type.none', message: 'Information only' }),
  gradeA: msg({ id: 'questions.type.gradeA', message: 'Compliant or not' }),
  gradeB: msg({ id: 'questions.type.gradeB', message: 'Deviation, five levels' }),
  gradeC: msg({ id: 'questions.type.gradeC', message: 'Deviation, four levels' }),
  gradeD: msg({ id: 'questions.type.gradeD', message: 'Deviation: marginal or medium' }),
  gradeE: msg({ id: 'questions.type.gradeE', message: 'Deviation: marginal or medium (short)' }),
  gradeF: msg({ id: 'questions.type.gradeF', message: 'Yes or no' }),
  gradeG: msg({ id: 'questions.type.gradeG', message: 'Number' }),
  gradeH: msg({ id: 'questions.type.gradeH', message: 'Checkbox' }),
  gradeI: msg({ id: 'questions.type.gradeI', message: 'Comment only' }),
  gradeJ: msg({ id: 'questions.type.gradeJ', message: 'Free text answer' }),
  gradeK: msg({ id: 'questions.type.gradeK', message: 'Deviation: low, medium or high' }),
};

export const COMMENT_POSITION_NAMES: Record<CommentPosition, MessageDescriptor> = {
  top: msg({ id: 'clusters.commentTop', message: 'Comments at the top' }),
  bottom: msg({ id: 'clusters.commentBottom', message: 'Comments at the bottom' }),
};
