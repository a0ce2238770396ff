import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBanner, SuccessBanner } from '../../components/ErrorBanner.tsx';
import { EmailListEditor } from '../../components/EmailListEditor.tsx';
import { organizationsState, saveNotificationLists } from '../../state/organizations.ts';

/**
 * An organization's two notification lists (report mail, incomplete-inspections mail) as a form: filled from
 * the organization loaded in `organizationsState`, saved as typed (the server drops blank rows, and a refusal
 * names the row as the user sees it), refusals under their rows. The settings tab and the statistics tab's
 * dialog each give their own legends and buttons.
 */
export function NotificationListsForm({
  idOrMy,
  legends,
  actions,
}: {
  idOrMy: string;
  legends: { reportEmail: string; incompleteEmail: string };
  actions: (saving: boolean) => ReactNode;
}) {
  const view = useSnapshot(organizationsState);
  const [lists, setLists] = useState({ reportEmail: [] as string[], incompleteEmail: [] as string[] });
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setLists({
      reportEmail: [...(view.current?.reportEmail ?? [])],
      incompleteEmail: [...(view.current?.incompleteEmail ?? [])],
    });
  }, [view.current?.id, view.current?.version]);

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSaved(false);
        setSaved(await saveNotificationLists(idOrMy, lists.reportEmail, lists.incompleteEmail));
      }}
    >
      <ErrorBanner messageKey={view.save.error} />
      {saved && <SuccessBanner messageKey="settings.saved" />}
      {(['reportEmail', 'incompleteEmail'] as const).map((name) => (
        <EmailListEditor
          key={name}
          legend={legends[name]}
          values={lists[name]}
          onChange={(values) => setLists((current) => ({ ...current, [name]: values }))}
          name={name}
          errors={view.save.errors}
        />
      ))}
      {actions(view.save.loading)}
    </form>
  );
}
