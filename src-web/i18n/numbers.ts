import { useLingui } from '@lingui/react';
import { formatNumber, formatPercent } from '../../src-domain/shared/formats.ts';

/**
 * The screens' side of the one number helper (src-domain/shared/formats.ts), in the interface language:
 * "1,5" and "83 %" in Swedish, "1.5" and "83%" in English, as the PDFs and spreadsheets write them.
 */
export function useNumbers() {
  const { i18n } = useLingui();
  return {
    number: (value: number) => formatNumber(i18n.locale, value),
    percent: (value: number | null) => formatPercent(i18n.locale, value),
  };
}
