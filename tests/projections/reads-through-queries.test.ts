import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../../src-projections/all.ts';

const root = join(import.meta.dirname, '..', '..');

/**
 * Files that still read a read model directly, each with why. The e-mail change's reads move with its mail to
 * a reactor; that file is rewritten whole, so its reads are not touched here.
 */
const EXCEPTIONS: Record<string, string> = {};

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('read models are read through their queries', () => {
  it("every read model's folder has its queries.ts", () => {
    const folders = readdirSync(join(root, 'src-projections'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && existsSync(join(root, 'src-projections', entry.name, 'projection.ts')),
      )
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !existsSync(join(root, 'src-projections', name, 'queries.ts')))).toEqual(
      [],
    );
  });

  it('the API, the jobs and the server never open a read model collection themselves', () => {
    const names = allProjections.map((projection) => projection.collection).join('|');
    // `readModels.collection(...)` whatever it names, and any `.collection('<read model>')` however reached.
    const direct = [
      /readModels\s*\.\s*collection\s*[<(]/,
      new RegExp(`\\.collection\\s*(<[^>]*>)?\\s*\\(\\s*['"\`](${names})['"\`]`),
    ];
    // The reports module reads read models as the API and the jobs do: through each one's queries.
    const offenders = [
      'src-api',
      'src-jobs',
      'src-server',
      'src-projections/reports',
      'src-projections/documents',
    ]
      .flatMap(sourcesUnder)
      .filter((file) => !(file in EXCEPTIONS))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return direct.some((pattern) => pattern.test(text));
      });
    expect(offenders).toEqual([]);
  });
});
