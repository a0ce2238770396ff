import { readFileSync } from 'node:fs';

/** The p-th percentile of some timings (nearest rank); NaN when there are none. */
export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Milliseconds as the bench tables print them. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * The process's peak RSS in bytes as the kernel keeps it (`VmHWM`, Linux): every moment of the process's
 * life counts, not only those a sampler saw. Null where there is no /proc.
 */
export function kernelPeakRss(): number | null {
  try {
    const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

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
