import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function webSources(): string[] {
  return readdirSync(join(root, 'src-web'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** An API address written in a string or template: '/api/…', "/api/…" or `/api/…`. */
const API_ADDRESS = /['"`]\/api\//;

describe('the web app calls the server through src-web/api', () => {
  it('writes no /api/ address outside src-web/api/ (image and upload addresses included)', () => {
    const sources = webSources();
    expect(sources.filter((path) => path.startsWith('src-web/api/')).length).toBeGreaterThan(0);
    const outside = sources
      .filter((path) => !path.startsWith('src-web/api/'))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${path}:${index + 1}`, line }))
          .filter(({ line }) => API_ADDRESS.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(outside).toEqual([]);
  });

  it('finds such an address where one is written', () => {
    // The check itself: what it must catch, and what it must let pass.
    expect(API_ADDRESS.test("request('GET', `/api/hotels`)")).toBe(true);
    expect(API_ADDRESS.test("fetch('/api/admin/hotels')")).toBe(true);
    expect(API_ADDRESS.test('href="/api/admin/questions/export-xlsx"')).toBe(true);
    expect(API_ADDRESS.test('adminApi.logoUrl(id, version)')).toBe(false);
  });
});
