import { useLingui } from '@lingui/react/macro';
import type { ApiKeyResource } from '../../../src-domain/organization/api-keys.ts';

/** The resources a key's scopes name, and read or write, in the viewer's language. */
export function useApiKeyLabels() {
  const { t } = useLingui();
  const resources: Record<ApiKeyResource, string> = {
    inspections: t({ id: 'apiKeys.resource.inspections', message: 'Inspections' }),
    actionPlans: t({ id: 'apiKeys.resource.actionPlans', message: 'Action plans' }),
    reports: t({ id: 'apiKeys.resource.reports', message: 'Reports' }),
    catalogue: t({ id: 'apiKeys.resource.catalogue', message: 'Catalogue' }),
    hotels: t({ id: 'apiKeys.resource.hotels', message: 'Entities' }),
    users: t({ id: 'apiKeys.resource.users', message: 'Users' }),
  };
  const access = {
    none: t({ id: 'apiKeys.access.none', message: 'No access' }),
    read: t({ id: 'apiKeys.access.read', message: 'Read' }),
    write: t({ id: 'apiKeys.access.write', message: 'Read and write' }),
  };
  /** One scope as a person reads it: "Inspections: Read". */
  const scope = (value: string) => {
    const [resource, level] = value.split(':') as [ApiKeyResource, 'read' | 'write'];
    return `${resources[resource] ?? resource}: ${access[level] ?? level}`;
  };
  return { resources, access, scope };
}
