import { Trans } from '@lingui/react/macro';

import { TextLink } from '../../components/TextLink.tsx';
import { link } from '../../routes.ts';

/** Screens that later work will build: said plainly, never faked. */
export function NotAvailableScene() {
  return (
    <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold text-slate-900">
        <Trans id="notAvailable.title">Not available yet</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans id="notAvailable.body">This part of Inspecta is not available yet.</Trans>
      </p>
      <TextLink href={link.start()}>
        <Trans id="notAvailable.back">Back to the start page</Trans>
      </TextLink>
    </div>
  );
}

export function NotFoundScene() {
  return (
    <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold text-slate-900">
        <Trans id="notFound.title">Page not found</Trans>
      </h1>
      <TextLink href={link.start()}>
        <Trans id="notAvailable.back">Back to the start page</Trans>
      </TextLink>
    </div>
  );
}

/** A screen the signed-in role may not use (the server refuses its calls too). */
export function NoPermissionScene() {
  return (
    <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold text-slate-900">
        <Trans id="noPermission.title">No access</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans id="errors.noPermission">You do not have permission to perform this action.</Trans>
      </p>
      <TextLink href={link.start()}>
        <Trans id="notAvailable.back">Back to the start page</Trans>
      </TextLink>
    </div>
  );
}
