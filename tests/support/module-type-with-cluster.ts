import { expect } from 'vitest';
import type { ApiClient } from './test-server.ts';

/**
 * A module type of the admin's with one empty cluster, made through the API, so a catalogue test starts at
 * its questions. Returns both ids.
 */
export async function moduleTypeWithCluster(admin: ApiClient, name: string, clusterName = 'Entré') {
  const moduleType = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
    name,
    classification: 'accommodation',
    area: 'room',
  });
  expect(moduleType.status).toBe(201);
  const tree = await admin.request<{ clusters: Array<{ id: string }> }>(
    'POST',
    `/api/admin/questions/${moduleType.body.id}/clusters`,
    { name: clusterName },
  );
  expect(tree.status).toBe(201);
  return { moduleTypeId: moduleType.body.id, clusterId: tree.body.clusters.at(-1)!.id };
}
