import { loadDialogParts, loadPhotoViewer } from './components/lazy-dialogs.ts';

/**
 * The chunks of the screens an agent moves between inside an inspection. Each is loaded when its route is
 * first opened (App.tsx), but an agent often walks on without a connection (a basement, a lift), so once any
 * of them is open the others are fetched too: the answers wait in the outbox, the screens must not wait for
 * the network; so are the dialogs they open (lazy-dialogs.ts). Dynamic imports only, so this file adds nothing to the chunk that imports it.
 */
export const loadInspectionScreen = () => import('./scenes/Inspections/InspectionScene.tsx');
export const loadModuleScreen = () => import('./scenes/Module/ModuleScene.tsx');
export const loadControlScreen = () => import('./scenes/Inspections/ControlScene.tsx');
export const loadExtraQuestionsScreen = () => import('./scenes/Inspections/ExtraQuestionsScene.tsx');

let preloaded = false;

/** Fetches the inspection screens' chunks once per page; a failed fetch is tried again on the next call. */
export function preloadInspectionScreens(): void {
  if (preloaded) return;
  preloaded = true;
  Promise.all([
    loadInspectionScreen(),
    loadModuleScreen(),
    loadControlScreen(),
    loadExtraQuestionsScreen(),
    loadDialogParts(),
    loadPhotoViewer(),
  ]).catch(() => {
    preloaded = false;
  });
}
