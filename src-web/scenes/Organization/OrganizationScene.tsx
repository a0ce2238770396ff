import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { SignedInUser } from '../../api/sessions.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { TabButton, TabPanel, TabPanels, TabRow, Tabs } from '../../components/Tabs.tsx';
import { link, ORGANIZATION_TABS, organizationTab } from '../../routes.ts';
import { loadOrganization, organizationsState } from '../../state/organizations.ts';
import { HotelsScene } from '../Hotels/HotelsScene.tsx';
import { StatisticsPanel } from '../SafeQ/StatisticsPanel.tsx';
import { UsersScene } from '../Users/UsersScene.tsx';
import { InspectionTypesPanel } from '../InspectionTypes/InspectionTypesPanel.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';

/** /organizations/{id}: the organization's tabs, chosen by the `tab` query (default user). */
export function OrganizationScene({ user }: { user: SignedInUser }) {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const tab = organizationTab(useSearch());
  const view = useSnapshot(organizationsState);
  useEffect(() => {
    void loadOrganization(id);
  }, [id]);

  const labels: Record<(typeof ORGANIZATION_TABS)[number], string> = {
    user: t({ id: 'organization.tabUsers', message: 'Users' }),
    hotel: t({ id: 'organization.tabEntities', message: 'Entities' }),
    inspectionTypes: t({ id: 'organization.tabInspectionTypes', message: 'Inspection types' }),
    statistics: t({ id: 'organization.tabStatistics', message: 'Statistics' }),
    settings: t({ id: 'organization.tabSettings', message: 'Settings' }),
  };
  const index = ORGANIZATION_TABS.indexOf(tab);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">
        {view.current?.id === id ? view.current.name : '…'}
      </h1>
      <ErrorBanner messageKey={view.load.error} />
      <Tabs selectedIndex={index} onChange={(i) => navigate(link.organization(id, ORGANIZATION_TABS[i]))}>
        <TabRow className="mb-4">
          {ORGANIZATION_TABS.map((name) => (
            <TabButton key={name}>{labels[name]}</TabButton>
          ))}
        </TabRow>
        <TabPanels>
          <TabPanel>{tab === 'user' && <UsersScene user={user} organizationId={id} />}</TabPanel>
          <TabPanel>{tab === 'hotel' && <HotelsScene user={user} organizationId={id} />}</TabPanel>
          <TabPanel>
            {tab === 'inspectionTypes' && (
              <InspectionTypesPanel me={user} scope={{ organizationId: id }} organizationId={id} />
            )}
          </TabPanel>
          <TabPanel>{tab === 'statistics' && <StatisticsPanel idOrMy={id} organizationId={id} />}</TabPanel>
          <TabPanel>{tab === 'settings' && <SettingsPanel organizationId={id} />}</TabPanel>
        </TabPanels>
      </Tabs>
    </div>
  );
}
