import { describe, expect, it } from 'vitest';
import { reminderTemplate } from '../../src-jobs/inspection-mail/reminder-mail.ts';
import type { OutboxEntry } from '../../src-jobs/mail/outbox.ts';

const render = (language: string, count: number) =>
  reminderTemplate('https://inspecta.test')({
    mail: {
      template: 'dailyReminder',
      to: 'front@solvik.test',
      params: {
        language,
        hotel: 'Solvik',
        type: 'Nattrond',
        date: '2026-03-30',
        count: String(count),
        inspections: Array.from({ length: count }, (_, i) => `2026-03-30 02:30 /sessions/s${i}`).join('\n'),
      },
    },
  } as unknown as OutboxEntry);

describe('the daily reminder’s counts', () => {
  it('says one inspection in the singular and more in the plural, by the catalogue’s plural forms', () => {
    expect(render('en_GB', 1).subject).toBe('1 unfinished inspection (Nattrond) at Solvik');
    expect(render('en_GB', 3).subject).toBe('3 unfinished inspections (Nattrond) at Solvik');
    expect(render('en_GB', 1).body).toMatch(
      /^On 2026-03-30, 1 inspection of Nattrond at Solvik has started and is not finished:/,
    );
    expect(render('en_GB', 3).body).toMatch(
      /^On 2026-03-30, 3 inspections of Nattrond at Solvik have started/,
    );
    expect(render('sv_SE', 1).subject).toBe('1 ej avslutad inspektion (Nattrond) på Solvik');
    expect(render('sv_SE', 2).subject).toBe('2 ej avslutade inspektioner (Nattrond) på Solvik');
    expect(render('de_DE', 1).body).toContain('hat 1 Inspektion von Nattrond');
    expect(render('de_DE', 2).body).toContain('haben 2 Inspektionen von Nattrond');
    expect(render('sv_SE', 2).body).toContain('https://inspecta.test/sessions/s1');
  });
});
