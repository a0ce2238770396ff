export type LanguageTone = 'light' | 'dark';

/** One look for the language button, before and after the list's code has loaded. */
export function languageButtonClass(tone: LanguageTone): string {
  return `rounded-md px-2 py-1 text-sm font-medium focus:ring-2 focus:ring-sky-400 focus:outline-none ${tone === 'dark' ? 'text-white hover:bg-white/10' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`;
}
