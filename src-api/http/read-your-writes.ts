import type { ProjectionProgress } from '../../src-projections/progress.ts';

/** Answers after the read models have the command's events, so the caller's next read sees its write. */
export async function afterProjection(progress: ProjectionProgress, position: number): Promise<void> {
  await progress.waitFor(position);
}
