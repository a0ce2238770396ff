/** The p-th percentile of some timings (nearest rank); NaN when there are none. */
export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Milliseconds as the bench tables print them. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Rows of the question upload (`POST /api/admin/questions/upload`), one per question, each shaped by `row`
 * from its number: how the benches make large catalogues without a spreadsheet.
 */
export function questionRows(
  count: number,
  row: (i: number) => {
    module: string;
    comfortZone: string;
    content: string;
    english: string;
    information?: string;
  },
) {
  return Array.from({ length: count }, (_, i) => {
    const { module, comfortZone, content, english, information = '' } = row(i);
    return {
      row: i + 2,
      referenceNumber: `${module.replace(/\W+/g, '-').toUpperCase()}-${i}`,
      partNumber: '',
      comfortZone,
      module,
      cluster: `Cluster ${Math.floor(i / 20)}`,
      grade: '',
      isMandatory: 'no',
      isCommentMandatoryPos: '',
      isCommentMandatoryNeg: '',
      isPictureMandatoryPos: '',
      isPictureMandatoryNeg: '',
      information,
      content,
      translations: { content: { en_US: english }, information: {} },
    };
  });
}
