/**
 * companyAdmin and superUser are the reviewers: they keep changing answers after the agent's submit, set
 * follow-up, see gradeI comments, and are exempt from the completeness checks (inspection-run §5, §6).
 */
export const isReviewer = (role: string) => role === 'superUser' || role === 'companyAdmin';

/** May this role still change the inspection? Not after the admin's end time; after the agent's, reviewers only. */
export const mayStillChange = (
  times: { adminEndTime: string | null; agentEndTime: string | null },
  role: string,
) => !times.adminEndTime && (!times.agentEndTime || isReviewer(role));
