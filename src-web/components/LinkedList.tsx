import { useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './Button.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { SelectField } from './SelectField.tsx';

interface Item {
  id: string;
  name: string;
}

interface Props<T extends Item> {
  title: ReactNode;
  empty: ReactNode;
  /** Column headers after the name column. */
  extraHeaders?: ReactNode[];
  extraCells?: (item: T) => ReactNode[];
  linked: readonly T[];
  linkable: readonly Item[];
  selectLabel: string;
  choosePrompt: string;
  mayLink: boolean;
  /** The lists are still on their way: neither "not linked" nor a picker yet. */
  listLoading?: boolean;
  loading: boolean;
  error: string | null;
  onLink: (id: string, linked: boolean) => Promise<void>;
}

/** What a record is linked to (entities, inspection types): a table with unlink, and a picker to link more. */
export function LinkedList<T extends Item>(props: Props<T>) {
  const headingId = useId();
  const [adding, setAdding] = useState('');
  const available = props.linkable.filter((item) => !props.linked.some((l) => l.id === item.id));
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {props.title}
      </h2>
      <ErrorBanner messageKey={props.error} />
      {props.listLoading ? (
        <p role="status" className="text-slate-600">
          <Trans id="shell.loading">Loading…</Trans>
        </p>
      ) : props.linked.length === 0 ? (
        <p className="text-slate-600">{props.empty}</p>
      ) : (
        <table className="min-w-full text-left text-sm">
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                <Trans id="entities.name">Name</Trans>
              </th>
              {(props.extraHeaders ?? []).map((header, index) => (
                <th key={index} scope="col" className="py-2">
                  {header}
                </th>
              ))}
              <th scope="col" className="py-2">
                <span className="sr-only">
                  <Trans id="entities.actions">Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.linked.map((item) => (
              <tr key={item.id} className="border-t border-slate-100">
                <td className="py-2">{item.name}</td>
                {(props.extraCells?.(item) ?? []).map((cell, index) => (
                  <td key={index} className="py-2">
                    {cell}
                  </td>
                ))}
                <td className="py-2 text-right">
                  {props.mayLink && (
                    <button
                      type="button"
                      onClick={() => void props.onLink(item.id, false)}
                      className="font-medium text-red-700 underline"
                    >
                      <Trans id="user.unlink">Unlink</Trans>
                      <span className="sr-only"> {item.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.mayLink && !props.listLoading && available.length > 0 && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <SelectField label={props.selectLabel} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">{props.choosePrompt}</option>
            {available.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <Button
            variant="plain"
            disabled={!adding}
            loading={props.loading}
            onClick={async () => {
              await props.onLink(adding, true);
              setAdding('');
            }}
          >
            <Trans id="user.link">Link</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
