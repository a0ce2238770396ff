import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/TextField.tsx';
import { withBlankLast } from './blank-rows.ts';

type Description = { header: string; body: string; ordinal?: string };
type Extra = { content: string; ordinal?: string };

/** The order an entry is given at creation; left empty, it takes its place in the list (create-inspection.ts). */
export const ordinalOf = (typed: string | undefined) =>
  typed !== undefined && /^-?\d+$/.test(typed.trim()) ? { ordinal: Number(typed.trim()) } : {};

function OrdinalField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <TextField
      type="number"
      step={1}
      label={t({ id: 'modules.ordinal', message: 'Order' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** An inspection's descriptions (heading and text): a blank row always last, an emptied row removed. */
export function DescriptionRows({
  rows,
  onChange,
  withOrdinal = false,
}: {
  rows: Description[];
  onChange: (rows: Description[]) => void;
  /** The admin's form sets each entry's order (administration §2). */
  withOrdinal?: boolean;
}) {
  const { t } = useLingui();
  const edit = (index: number, change: Partial<Description>) =>
    onChange(
      withBlankLast(
        rows.map((d, i) => (i === index ? { ...d, ...change } : d)),
        (d) => !d.header && !d.body,
        { header: '', body: '', ...(withOrdinal ? { ordinal: '' } : {}) },
      ),
    );
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">
        <Trans id="sessions.descriptions">Descriptions</Trans>
      </legend>
      {rows.map((row, index) => (
        <div
          key={index}
          className={`grid gap-2 ${withOrdinal ? 'small-tablet:grid-cols-[1fr_2fr_6rem]' : 'small-tablet:grid-cols-3'}`}
        >
          <TextField
            label={t({ id: 'sessions.descriptionHeader', message: `Heading ${index + 1}` })}
            value={row.header}
            onChange={(e) => edit(index, { header: e.target.value })}
          />
          <label
            className={`block text-sm font-medium text-slate-700 ${withOrdinal ? '' : 'small-tablet:col-span-2'}`}
          >
            {t({ id: 'sessions.descriptionBody', message: `Text ${index + 1}` })}
            <textarea
              rows={2}
              value={row.body}
              onChange={(e) => edit(index, { body: e.target.value })}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          {withOrdinal && (
            <OrdinalField value={row.ordinal ?? ''} onChange={(ordinal) => edit(index, { ordinal })} />
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** An inspection's own extra questions, with the same blank-row rule. */
export function ExtraQuestionRows({
  rows,
  onChange,
  withOrdinal = false,
}: {
  rows: Extra[];
  onChange: (rows: Extra[]) => void;
  withOrdinal?: boolean;
}) {
  const { t } = useLingui();
  const edit = (index: number, change: Partial<Extra>) =>
    onChange(
      withBlankLast(
        rows.map((q, i) => (i === index ? { ...q, ...change } : q)),
        (q) => !q.content,
        { content: '', ...(withOrdinal ? { ordinal: '' } : {}) },
      ),
    );
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">
        <Trans id="sessions.extraQuestions">Extra questions</Trans>
      </legend>
      {rows.map((row, index) => (
        <div key={index} className={withOrdinal ? 'grid gap-2 small-tablet:grid-cols-[1fr_6rem]' : undefined}>
          <TextField
            label={t({ id: 'sessions.extraQuestion', message: `Extra question ${index + 1}` })}
            value={row.content}
            onChange={(e) => edit(index, { content: e.target.value })}
          />
          {withOrdinal && (
            <OrdinalField value={row.ordinal ?? ''} onChange={(ordinal) => edit(index, { ordinal })} />
          )}
        </div>
      ))}
    </fieldset>
  );
}
