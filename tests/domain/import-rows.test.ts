import { describe, expect, it } from 'vitest';
import {
  checkImport,
  gradeToType,
  groupByModule,
  parseImportBoolean,
  readHeader,
  rowFromCells,
  typeToGrade,
} from '../../src-domain/catalogue/import-rows.ts';

describe('question import rows', () => {
  it('reads booleans as true/false, yes/no, 1/0 and x/empty in any case, and nothing else', () => {
    for (const yes of ['true', 'YES', '1', 'x', ' X ']) expect(parseImportBoolean(yes)).toBe(true);
    for (const no of ['false', 'No', '0', '', '  ']) expect(parseImportBoolean(no)).toBe(false);
    for (const bad of ['maybe', 'ja', '2', 'y']) expect(parseImportBoolean(bad)).toBeNull();
  });

  it('maps grade letters A to H both ways and leaves the other types without a letter', () => {
    expect(gradeToType('a')).toBe('gradeA');
    expect(gradeToType('H')).toBe('gradeH');
    expect(gradeToType('I')).toBeNull();
    expect(gradeToType('AB')).toBeNull();
    expect(typeToGrade('gradeC')).toBe('C');
    expect(typeToGrade('radio')).toBe('');
    expect(typeToGrade('gradeK')).toBe('');
  });

  it('finds columns in any order, case and spacing, with translation columns, and names the missing ones', () => {
    const { map, errors } = readHeader([
      'CONTENT',
      'Reference number',
      'content::en_US',
      'information::de-DE',
      'grade',
    ]);
    expect(map.columns).toMatchObject({ content: 0, referenceNumber: 1, grade: 4 });
    expect(map.translations).toEqual([
      { index: 2, kind: 'content', locale: 'en_US' },
      { index: 3, kind: 'information', locale: 'de_DE' },
    ]);
    expect(errors).toEqual([
      { field: 'header', error: 'missingModule' },
      { field: 'header', error: 'missingCluster' },
    ]);
    const row = rowFromCells(map, [' Fråga ', 'R-1', 'Question', '', 'b'], 2);
    expect(row).toMatchObject({
      content: 'Fråga',
      referenceNumber: 'R-1',
      grade: 'b',
      translations: { content: { en_US: 'Question' }, information: {} },
    });
  });

  it('checks reference numbers across every group, and parts against the question above them', () => {
    const { map } = readHeader(['referenceNumber', 'module', 'cluster', 'content', 'partNumber']);
    const row = (n: number, cells: string[]) => rowFromCells(map, cells, n);
    const [a, b] = checkImport([
      {
        name: 'A',
        errors: [],
        questions: [
          row(2, ['R-1', 'A', 'C1', 'x', '']),
          row(3, ['R-1b', 'A', 'C1', 'x', 'b']),
          row(4, ['R-2', 'A', 'C2', 'x', 'c']),
        ],
      },
      { name: 'B', errors: [], questions: [row(2, ['r-1', 'B', 'C1', 'x', ''])] },
    ]);
    expect(a!.questions.map((q) => q.errors)).toEqual([
      [{ field: 'referenceNumber', error: 'notUnique' }],
      [],
      [{ field: 'partNumber', error: 'noParent' }],
    ]);
    expect(b!.questions[0]!.errors).toEqual([{ field: 'referenceNumber', error: 'notUnique' }]);
  });

  it('groups rows by their module column, not their sheet, keeping sheet errors and rows without a module', () => {
    const { map } = readHeader(['referenceNumber', 'module', 'cluster', 'content']);
    const row = (n: number, cells: string[]) => rowFromCells(map, cells, n);
    const missingColumn = { field: 'header', error: 'missingContent' };
    const groups = groupByModule([
      {
        name: 'Import',
        errors: [],
        questions: [row(2, ['R-1', 'Guest Room', 'C', 'x']), row(3, ['R-2', 'Lobby', 'C', 'x'])],
      },
      { name: 'Sheet2', errors: [missingColumn], questions: [row(2, ['R-3', 'GUEST  room', 'C', ''])] },
      { name: 'Sheet3', errors: [], questions: [row(2, ['R-4', '', 'C', 'x'])] },
      { name: 'Empty', errors: [], questions: [] },
    ]);
    expect(groups.map((g) => [g.name, g.questions.map((q) => q.referenceNumber), g.errors])).toEqual([
      ['Guest Room', ['R-1', 'R-3'], [missingColumn]],
      ['Lobby', ['R-2'], []],
      ['Sheet3', ['R-4'], []],
    ]);
    expect(checkImport(groups)[2]!.questions[0]!.errors).toEqual([{ field: 'module', error: 'required' }]);
  });
});
