// @vitest-environment node
// Migrations are frozen: literal values only, no import from outside
// server/db/migrations (server/ledger/README.md). A migration that read a live
// constant changed what a new database was built with whenever the constant
// changed, while databases migrated before kept the old shape.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, 'server/db/migrations');
/** Packages a migration may use: the query builder, nothing of the app. */
const PACKAGES = new Set(['kysely']);

/** Every module `code` (the file at `file`) imports, statically or with import(), that is outside the folder. */
function importsOutside(file: string, code: string): string[] {
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => {
      if (!spec.startsWith('.')) return !PACKAGES.has(spec);
      return path.dirname(path.resolve(path.dirname(file), spec)) !== folder;
    });
}

const migrations = readdirSync(folder).filter((f) => f.endsWith('.ts'));

describe('migrations import nothing from outside server/db/migrations', () => {
  it('there are migrations to check', () => {
    expect(migrations.length).toBeGreaterThan(20);
  });

  it.each(migrations)('%s', (name) => {
    const file = path.join(folder, name);
    expect(importsOutside(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the check sees a live constant, a dynamic import and an app package, and lets kysely and a sibling through', () => {
    const file = path.join(folder, '9999_example.ts');
    expect(importsOutside(file, `import { sql } from 'kysely';\nimport { A } from './0001_initial';`)).toEqual([]);
    expect(importsOutside(file, `import { T } from '../../games/luckyegg/table';`)).toEqual(['../../games/luckyegg/table']);
    expect(importsOutside(file, `export { C } from '../../../contract/constants';`)).toEqual(['../../../contract/constants']);
    expect(importsOutside(file, `const m = await import('../seed');`)).toEqual(['../seed']);
    expect(importsOutside(file, `import { Type } from 'typebox';`)).toEqual(['typebox']);
  });
});
