/** Rows where a blank one is always last and an emptied one goes away (administration §4, create inspection). */
export function withBlankLast<T extends object>(rows: T[], isEmpty: (row: T) => boolean, blank: T): T[] {
  const kept = rows.filter((row, index) => !isEmpty(row) || index === rows.length - 1);
  return kept.length && isEmpty(kept[kept.length - 1]!) ? kept : [...kept, blank];
}
