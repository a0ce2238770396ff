import { describe, it } from 'vitest';
import { organizationDecider, type OrganizationEvent } from '../../src-domain/organization/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(organizationDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const created: OrganizationEvent = {
  type: 'OrganizationCreated',
  data: { organizationId: 'o1', name: 'Solvik Hotels', createdAt: NOW },
};
const logoSet: OrganizationEvent = {
  type: 'OrganizationLogoSet',
  data: { fileName: 'logo-1.png', mimeType: 'image/png', width: 320, height: 120 },
};
const setLogo = {
  type: 'SetLogo',
  fileName: 'logo-2.png',
  mimeType: 'image/png',
  width: 400,
  height: 100,
} as const;

describe('an organization that does not exist yet', () => {
  it('is created with its name trimmed', () => {
    spec([])
      .when({ type: 'CreateOrganization', organizationId: 'o1', name: '  Solvik Hotels ', now: NOW })
      .then([created]);
  });
  it('needs a name', () => {
    spec([])
      .when({ type: 'CreateOrganization', organizationId: 'o1', name: '   ', now: NOW })
      .thenFails('organizations.nameRequired');
  });
  it('can be neither changed nor given a logo', () => {
    spec([])
      .when({ type: 'UpdateOrganization', fields: { name: 'Other' } })
      .thenFails('organizations.notFound');
    spec([]).when(setLogo).thenFails('organizations.notFound');
    spec([]).when({ type: 'RemoveLogo' }).thenFails('organizations.notFound');
  });
});

describe('an existing organization', () => {
  it('cannot be created twice', () => {
    spec([created])
      .when({ type: 'CreateOrganization', organizationId: 'o1', name: 'Again', now: NOW })
      .thenFails('organizations.exists');
  });
  it('records only what changed, with the previous values', () => {
    spec([created])
      .when({
        type: 'UpdateOrganization',
        fields: { name: ' Solvik Hotels ', reportEmail: ['reports@solvik.example'] },
      })
      .then([
        {
          type: 'OrganizationUpdated',
          data: { changes: { reportEmail: ['reports@solvik.example'] }, previous: { reportEmail: [] } },
        },
      ]);
  });
  it('folds a change, so sending the same values again changes nothing', () => {
    const updated: OrganizationEvent = {
      type: 'OrganizationUpdated',
      data: { changes: { incompleteEmail: ['desk@solvik.example'] }, previous: { incompleteEmail: [] } },
    };
    spec([created, updated])
      .when({ type: 'UpdateOrganization', fields: { incompleteEmail: ['desk@solvik.example'] } })
      .then([]);
  });
  it('refuses an empty name on a change', () => {
    spec([created])
      .when({ type: 'UpdateOrganization', fields: { name: '  ' } })
      .thenFails('organizations.nameRequired');
  });
  it('takes a logo with its size', () => {
    spec([created])
      .when(setLogo)
      .then([
        {
          type: 'OrganizationLogoSet',
          data: { fileName: 'logo-2.png', mimeType: 'image/png', width: 400, height: 100 },
        },
      ]);
  });
  it('has no logo to remove', () => {
    spec([created]).when({ type: 'RemoveLogo' }).then([]);
  });
});

describe('an organization with a logo', () => {
  it('removes the logo it has, by its file name', () => {
    spec([created, logoSet])
      .when({ type: 'RemoveLogo' })
      .then([{ type: 'OrganizationLogoRemoved', data: { fileName: 'logo-1.png' } }]);
  });
  it('takes a new logo in place of the old one', () => {
    spec([created, logoSet])
      .when(setLogo)
      .then([
        {
          type: 'OrganizationLogoSet',
          data: { fileName: 'logo-2.png', mimeType: 'image/png', width: 400, height: 100 },
        },
      ]);
  });
});

describe('an organization whose logo was replaced', () => {
  it('removes the newest logo file, not the first', () => {
    const replaced: OrganizationEvent = {
      type: 'OrganizationLogoSet',
      data: { fileName: 'logo-2.png', mimeType: 'image/png', width: 400, height: 100 },
    };
    spec([created, logoSet, replaced])
      .when({ type: 'RemoveLogo' })
      .then([{ type: 'OrganizationLogoRemoved', data: { fileName: 'logo-2.png' } }]);
  });
});

describe('an organization whose logo was removed', () => {
  it('has nothing more to remove', () => {
    spec([created, logoSet, { type: 'OrganizationLogoRemoved', data: { fileName: 'logo-1.png' } }])
      .when({ type: 'RemoveLogo' })
      .then([]);
  });
});
