import { Trans, useLingui } from '@lingui/react/macro';
import {
  DESCRIPTION_BODY_MAX_CHARS,
  DESCRIPTION_HEADER_MAX_CHARS,
  EXTRA_QUESTION_MAX_CHARS,
} from '../../../src-domain/inspection/index.ts';
import { TextAreaField, TextField } from '../../components/TextField.tsx';
import { withBlankLast } from './blank-rows.ts';

/** The server's keys for one row's fields (header, body, content, ordinal), from its 400's `errors`. */
export type RowErrors = Readonly<Record<string, string>>;
type Description = { header: string; body: string; ordinal?: string; errors?: RowErrors };
type Extra = { content: string; ordinal?: string; errors?: RowErrors };

/** The rows a create form sends: a blank one is not sent (§5). */
export const isDescriptionSent = (d: Description) => Boolean(d.header.trim() || d.body.trim());
export const isExtraQuestionSent = (q: Extra) => Boolean(q.content.trim());

/**
 * The server's errors about a list it was sent (`<list>.<i>.<field>`, i counting only the rows sent) put on the
 * rows they are about: each shows at its field, and goes with its row when another row is removed.
 */
export function withRowErrors<T extends { errors?: RowErrors }>(
  rows: T[],
  isSent: (row: T) => boolean,
  list: string,
  errors: Readonly<Record<string, string>>,
): T[] {
  let sent = -1;
  return rows.map(({ errors: _old, ...row }) => {
    if (!isSent(row as T)) return row as T;
    sent += 1;
    const prefix = `${list}.${sent}.`;
    const own = Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, key]) => [path.slice(prefix.length), key] as const);
    return (own.length ? { ...row, errors: Object.fromEntries(own) } : row) as T;
  });
}

/** The errors of the fields a change gives another value go (what they hold now is not what was refused). */
export const withoutChanged = <T extends object>(
  errors: Readonly<Record<string, string>>,
  before: T,
  change: Partial<T>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => !Object.hasOwn(change, field) || change[field as keyof T] === before[field as keyof T],
    ),
  );

const edited = <T extends { errors?: RowErrors }>(row: T, change: Partial<T>): T => {
  const errors = withoutChanged(row.errors ?? {}, row, change);
  const { errors: _old, ...rest } = row;
  return { ...rest, ...change, ...(Object.keys(errors).length ? { errors } : {}) } as T;
};

/** The order an entry is given at creation; left empty, it takes its place in the list (create-inspection.ts). */
export const ordinalOf = (typed: string | undefined) =>
  typed !== undefined && /^-?\d+$/.test(typed.trim()) ? { ordinal: Number(typed.trim()) } : {};

function OrdinalField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <TextField
      type="number"
      step={1}
      label={t({ id: 'modules.ordinal', message: 'Order' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
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
        rows.map((d, i) => (i === index ? edited(d, change) : d)),
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
            maxLength={DESCRIPTION_HEADER_MAX_CHARS}
            onChange={(e) => edit(index, { header: e.target.value })}
            error={row.errors?.header}
          />
          <TextAreaField
            className={withOrdinal ? '' : 'small-tablet:col-span-2'}
            label={t({ id: 'sessions.descriptionBody', message: `Text ${index + 1}` })}
            rows={2}
            value={row.body}
            maxLength={DESCRIPTION_BODY_MAX_CHARS}
            onChange={(e) => edit(index, { body: e.target.value })}
            error={row.errors?.body}
          />
          {withOrdinal && (
            <OrdinalField
              value={row.ordinal ?? ''}
              onChange={(ordinal) => edit(index, { ordinal })}
              error={row.errors?.ordinal}
            />
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
        rows.map((q, i) => (i === index ? edited(q, change) : q)),
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
            maxLength={EXTRA_QUESTION_MAX_CHARS}
            onChange={(e) => edit(index, { content: e.target.value })}
            error={row.errors?.content}
          />
          {withOrdinal && (
            <OrdinalField
              value={row.ordinal ?? ''}
              onChange={(ordinal) => edit(index, { ordinal })}
              error={row.errors?.ordinal}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
