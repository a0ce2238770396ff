import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';
import {
  createOrganization,
  loadOrganizations,
  organizationsState,
  organizationsWatch,
} from '../../state/organizations.ts';
import { idle } from '../../state/async.ts';
import { AuditTrailVerificationSection } from '../AuditTrailVerification/AuditTrailVerificationSection.tsx';
import { formatDate } from '../../i18n/dates.ts';

/** /admin/organizations: name and created date; a row opens the organization. */
export function OrganizationsScene() {
  const { t } = useLingui();
  const view = useSnapshot(organizationsState);
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');

  // Loaded at once, then (its rooms are the organizations it shows) once more when they are joined, for
  // what came in between; kept current by their pushes after.
  const ids = view.items.map((o) => o.id);
  useLive(ids.join(','), () => organizationsWatch(ids), loadOrganizations);

  const submit = async () => {
    if (await createOrganization(name)) {
      setCreating(false);
      setName('');
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="organizations.title">Organizations</Trans>
        </h1>
        <Button
          onClick={() => {
            organizationsState.save = idle();
            setCreating(true);
          }}
        >
          <Trans id="organizations.create">Create organization</Trans>
        </Button>
      </div>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="organizations.empty">No organizations yet.</Trans>}
      >
        <Table
          columns={[
            { label: <Trans id="organizations.name">Name</Trans> },
            { label: <Trans id="organizations.created">Created</Trans> },
          ]}
        >
          {view.items.map((organization) => (
            <tr
              key={organization.id}
              onClick={() => navigate(link.organization(organization.id))}
              className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-sky-50"
            >
              <td className="px-3 py-2 font-medium">
                <a
                  href={link.organization(organization.id)}
                  onClick={(e) => e.preventDefault()}
                  className="text-sky-900 underline"
                >
                  {organization.name}
                </a>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {formatDate(organization.createdAt)}
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
      <FormDialog
        open={creating}
        title={t({ id: 'organizations.create', message: 'Create organization' })}
        error={view.save.error}
        saving={view.save.loading}
        onSubmit={submit}
        onClose={() => setCreating(false)}
      >
        <TextField
          label={t({ id: 'organizations.name', message: 'Name' })}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormDialog>
      <AuditTrailVerificationSection />
    </div>
  );
}
