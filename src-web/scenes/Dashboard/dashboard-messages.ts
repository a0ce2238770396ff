import { msg } from '@lingui/core/macro';

/**
 * Keys the dashboard screens show by key, listed so every catalogue carries them. The server's refusals
 * (dashboard.notFound, dashboard.invalid*) are listed with the other server keys in i18n/server-messages.ts.
 */
export const DASHBOARD_MESSAGES = [msg({ id: 'dashboardEditor.saved', message: 'Saved.' })];
