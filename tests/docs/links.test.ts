import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** README.md and every Markdown file under docs/, pending ones included: they are merged in as they are. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.md') ? [path] : [];
    });
  const docs = join(ROOT, 'docs');
  return [join(ROOT, 'README.md'), ...(existsSync(docs) ? walk(docs) : [])];
}

/** The text outside fenced blocks and inline code, where a link can be written. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors a renderer gives the headings, as GitHub makes them (lower case, punctuation dropped, -n for repeats). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, text] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const plain = text!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .toLowerCase();
    const slug = plain.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link of one file that does not lead to an existing file, or to a heading in it. */
function brokenLinks(file: string, markdown: string, read: (path: string) => string | null): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // http:, https:, mailto:
    const [path, fragment] = target!.split('#', 2) as [string, string | undefined];
    const linked = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
    const text = linked === file ? markdown : read(linked);
    if (text === null) {
      broken.push(`${target} (no such file)`);
      continue;
    }
    if (
      fragment !== undefined &&
      linked.endsWith('.md') &&
      !headingAnchors(text).has(decodeURIComponent(fragment))
    )
      broken.push(`${target} (no such heading)`);
  }
  return broken;
}

const readIfPresent = (path: string): string | null => {
  if (!existsSync(path)) return null;
  return statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8');
};

describe('links in the README and docs/', () => {
  it('finds a missing file, a missing heading, and accepts what exists', () => {
    const file = join(ROOT, 'docs', 'example.md');
    const pages: Record<string, string> = {
      [join(ROOT, 'docs', 'api.md')]: '# API\n\n## Sign-in, sessions\n',
    };
    const read = (path: string) => pages[path] ?? null;
    const markdown = [
      '# Example',
      '## Two words',
      'See [a](api.md#sign-in-sessions), [b](#two-words), [c](https://example.com/x.md#y),',
      '[d](missing.md), [e](api.md#nowhere), [f](#example-1) and `[g](ignored.md)`.',
      '```sh\n[h](also-ignored.md)\n```',
    ].join('\n');
    expect(brokenLinks(file, markdown, read)).toEqual([
      'missing.md (no such file)',
      'api.md#nowhere (no such heading)',
      '#example-1 (no such heading)',
    ]);
  });

  it('names repeated headings as GitHub does', () => {
    expect([...headingAnchors('# Live\n## Live\n## `GET /api` and *more*\n## Socket.IO, rooms')]).toEqual([
      'live',
      'live-1',
      'get-api-and-more',
      'socketio-rooms',
    ]);
  });

  it.each(markdownFiles().map((file) => [relative(ROOT, file), file]))(
    '%s: every relative link leads to a file and heading that exist',
    (_, file) => {
      expect(brokenLinks(file, readFileSync(file, 'utf8'), readIfPresent)).toEqual([]);
    },
  );
});
