/**
 * Headless UI's dialog, with its portal, focus trap and transitions (about 18 kB gzipped), is loaded when a
 * dialog first opens, not with the screens: most visits to a module never open one. Dynamic imports only, so
 * this file adds nothing to the chunk that imports it. The inspection screens preload these with themselves
 * (src-web/inspection-screens.ts), so a dialog opened offline still opens.
 */
export const loadDialogParts = () => import('./DialogParts.tsx');
export const loadPhotoViewer = () => import('../scenes/Module/PhotoViewer.tsx');
