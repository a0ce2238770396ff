import { isReviewer, mayStillChange } from '../../../src-domain/inspection/index.ts';
import { isAdmin, type Role } from '../../../src-domain/shared/roles.ts';
import { link } from '../../routes.ts';
import type { Inspection, InspectionModule } from '../../api/inspections.ts';
import { ClusterSection } from './ClusterSection.tsx';

/**
 * What a user may do with a module's questions: nothing once the report is approved or the module skipped;
 * after the agent's submit only reviewers edit, and they get the follow-up controls (§4).
 */
export function moduleAccess(inspection: Inspection, module: InspectionModule, role: Role) {
  const reviewer = isReviewer(role);
  return {
    reviewer,
    followUp: reviewer && !!inspection.agentEndTime,
    disabled: !mayStillChange(inspection, role) || module.skipped,
  };
}

interface Props {
  inspection: Inspection;
  module: InspectionModule;
  role: Role;
  presence: { othersOn: (questionId: string) => string[]; here: (questionId: string) => void };
  errors: Readonly<Record<string, readonly string[]>>;
  failed: { questionId?: string; key: string } | null;
  /** Link each question to its answer history (the control step, for admins). */
  withHistory?: boolean;
}

/** A module's clusters, each with its comments, context questions and questions: one per cluster. */
export function clusterSections({
  inspection,
  module,
  role,
  presence,
  errors,
  failed,
  withHistory = false,
}: Props) {
  const access = moduleAccess(inspection, module, role);
  const history =
    withHistory && isAdmin(role)
      ? (questionId: string) => link.auditTrail({ inspectionId: inspection.id, questionId })
      : undefined;
  return module.clusters.map((cluster) => (
    <ClusterSection
      key={cluster.id}
      moduleId={module.id}
      othersOn={presence.othersOn}
      onHere={presence.here}
      cluster={cluster}
      paged={module.useTabs}
      reviewer={access.reviewer}
      followUp={access.followUp}
      disabled={access.disabled}
      errors={errors}
      failed={failed}
      history={history}
    />
  ));
}
