import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { LinkedList } from '../../components/LinkedList.tsx';
import { linkUserInspectionType, userEditState } from '../../state/user-edit.ts';

/** The user page's inspection types: id, name and entity of each linked type; link and unlink. */
export function LinkedTypes({ userId, mayLink }: { userId: string; mayLink: boolean }) {
  const { t } = useLingui();
  const view = useSnapshot(userEditState);
  return (
    <LinkedList
      title={<Trans id="user.linkedInspectionTypes">Linked inspection types</Trans>}
      empty={<Trans id="user.noTypes">Not linked to any inspection type.</Trans>}
      extraHeaders={[<Trans id="user.typeId">Id</Trans>, <Trans id="user.typeEntity">Entity</Trans>]}
      extraCells={(type) => [
        <span className="font-mono text-xs text-slate-600">{type.id.slice(0, 8)}</span>,
        type.hotel?.name ?? '—',
      ]}
      linked={view.linkedTypes}
      linkable={view.linkableTypes}
      selectLabel={t({ id: 'user.linkType', message: 'Link to inspection type' })}
      choosePrompt={t({ id: 'user.chooseType', message: 'Choose an inspection type' })}
      mayLink={mayLink}
      listLoading={view.listsOf !== userId}
      loading={view.link.loading}
      error={null}
      onLink={(typeId, linked) => linkUserInspectionType(userId, typeId, linked)}
    />
  );
}
