// @vitest-environment node
// The import fences of eslint.config.js, run through ESLint with the project's
// own config on snippets placed where real files would sit: each rule is seen
// to fire, and to stay quiet where the code is allowed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_SHARED, serverDomains, serverFolders } from '../../lint/serverFolders.js';

const root = path.resolve(import.meta.dirname, '../..');
// The fences without the cycle rule, which reads every module a snippet's imports reach (seconds per
// snippet): it has its own instance below.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const withCycles = new ESLint({ cwd: root });

// ESLint loads the whole config and the TypeScript parser on its first lint:
// seconds on a busy machine, paid once here instead of inside a test's 5 s.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/game/warm-up.ts') });
}, 60_000);

/** The fence messages (rule ids) ESLint reports for `code` as if it were the file at `file`. */
async function fenceHits(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'fence/imports' || m.ruleId === 'no-restricted-imports')
    .map((m) => (m.ruleId === 'fence/imports' ? (m.messageId ?? '') : `restricted:${m.message.split(' ')[0] ?? ''}`));
}

const use = (names: string) => `\nexport const used = [${names}];\n`;

describe('the layout the fences name exists (a move would silently switch a rule off)', () => {
  it.each(['engine/games', 'src/game', 'engine/core/sceneBase.ts', 'src/console', 'src/api/client.ts'])('%s', (p) => {
    expect(existsSync(path.join(root, p))).toBe(true);
  });
});

describe('no game imports another game', () => {
  it('engine/games/<a> may not import engine/games/<b>', async () => {
    expect(await fenceHits('engine/games/fto/x.ts', `import { a } from '../wheel/geometry';${use('a')}`)).toEqual(['crossGame']);
    expect(await fenceHits('engine/games/fto/deep/x.ts', `export * from '../../wheel/types';`)).toEqual(['crossGame']);
  });

  it('src/game/<a> may import neither src/game/<b> nor engine/games/<b>, even lazily', async () => {
    expect(await fenceHits('src/game/fto/x.ts', `import { a } from '../wheel/slots';${use('a')}`)).toEqual(['crossGame']);
    expect(await fenceHits('src/game/fto/x.ts', `import type { A } from '../../../engine/games/wheel/types';\nexport type B = A;`)).toEqual(
      ['crossGame'],
    );
    expect(await fenceHits('src/game/fto/x.ts', `export const load = () => import('../wheel/index');`)).toEqual(['crossGame']);
  });

  it('a game uses its own folders and the shared ones; the registry lists every game', async () => {
    expect(
      await fenceHits('engine/games/fto/x.ts', `import { a } from './board';\nimport { b } from '../../core/bus';${use('a, b')}`),
    ).toEqual([]);
    expect(
      await fenceHits(
        'src/game/fto/x.ts',
        `import { a } from '../../../engine/games/fto/types';\nimport { b } from '../warm';${use('a, b')}`,
      ),
    ).toEqual([]);
    expect(
      await fenceHits('src/game/registry.ts', `import { a } from './wheel/index';\nimport { b } from './fto/index';${use('a, b')}`),
    ).toEqual([]);
  });
});

describe('the player chrome keeps Phaser out of its static imports', () => {
  it("a game's scene files and index.ts only through import()", async () => {
    expect(await fenceHits('src/screens/x/Y.tsx', `import { a } from '../../../engine/games/wheel/WheelScene';${use('a')}`)).toEqual([
      'scene',
    ]);
    expect(await fenceHits('src/screens/x/Y.tsx', `import { a } from '../../../engine/games/wheel/index.ts';${use('a')}`)).toEqual([
      'scene',
    ]);
    expect(await fenceHits('src/game/wheel/loader.ts', `import { a } from '../../../engine/games/wheel/index';${use('a')}`)).toEqual([
      'scene',
    ]);
    expect(
      await fenceHits('src/game/wheel/loader.ts', `export const load = () => import('../../../engine/games/wheel/index.ts');`),
    ).toEqual([]);
  });

  it("a game's types.ts, and type-only imports, are fine", async () => {
    expect(await fenceHits('src/screens/x/Y.tsx', `import { a } from '../../../engine/games/wheel/types';${use('a')}`)).toEqual([]);
    expect(
      await fenceHits('src/screens/x/Y.tsx', `import type { A } from '../../../engine/games/wheel/WheelScene';\nexport type B = A;`),
    ).toEqual([]);
  });

  it('nor engine/core/sceneBase.ts', async () => {
    expect(await fenceHits('src/game/x.ts', `import { a } from '../../engine/core/sceneBase.ts';${use('a')}`)).toEqual(['sceneBase']);
    expect(await fenceHits('src/app/x.ts', `export { a } from '../../engine/core/sceneBase';`)).toEqual(['sceneBase']);
  });
});

describe('player code does not import the operator console', () => {
  it('statically', async () => {
    expect(await fenceHits('src/app/x.tsx', `import { a } from '../console/ConsoleApp';${use('a')}`)).toEqual(['console']);
    expect(await fenceHits('src/screens/x/Y.tsx', `import { a } from '../../console/calls';${use('a')}`)).toEqual(['console']);
  });

  it('only through the lazy route; the console itself and tests are free', async () => {
    expect(await fenceHits('src/app/App.tsx', `export const C = () => import('../console/ConsoleApp');`)).toEqual([]);
    expect(
      await fenceHits('src/console/tabs/X.tsx', `import { a } from '../calls';\nimport { b } from '../../i18n/useT';${use('a, b')}`),
    ).toEqual([]);
    expect(await fenceHits('src/i18n/x.test.ts', `import { a } from '../console/i18n/ConsoleApp-en';${use('a')}`)).toEqual([]);
  });
});

describe('calls go through src/api/calls', () => {
  it('the bare client is for src/api only; its error class is for everyone', async () => {
    expect(await fenceHits('src/screens/x/Y.tsx', `import { api } from '../../api/client';${use('api')}`)).toEqual(["restricted:'api'"]);
    expect(await fenceHits('src/screens/x/Y.tsx', `import { ApiError } from '../../api/client';${use('ApiError')}`)).toEqual([]);
    expect(await fenceHits('src/api/calls/x.ts', `import { api } from '../client';${use('api')}`)).toEqual([]);
  });

  it('the package fences still hold beside them', async () => {
    expect(await fenceHits('src/screens/x/Y.tsx', `import { a } from '../../../server/app';${use('a')}`)).toEqual([
      "restricted:'../../../server/app'",
    ]);
    expect(await fenceHits('engine/core/x.ts', `import { a } from 'react';${use('a')}`)).toEqual(["restricted:'react'"]);
  });
});

describe('no import cycles (import-x/no-cycle)', () => {
  // The rule parses each module it walks once per process: the server's games and the app's chrome, read
  // ahead here (real files, which have no cycle) like the config's warm-up above.
  beforeAll(async () => {
    for (const file of ['server/games/catalog.ts', 'src/app/App.tsx']) {
      const [result] = await withCycles.lintFiles([path.join(root, file)]);
      expect(result?.messages.filter((m) => m.ruleId === 'import-x/no-cycle')).toEqual([]);
    }
  }, 60_000);

  const cycles = async (file: string, code: string): Promise<string[]> => {
    const [result] = await withCycles.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  };

  // Each snippet stands where a real file is and imports a module whose imports lead back to that file.
  it('in server/: a game row module that reached the registry would close the loop through every game', async () => {
    expect(
      await cycles('server/games/rows.ts', `import { serverGame } from './platform/registry';\nexport const a = serverGame;`),
    ).toHaveLength(1);
  });

  it('in src/: the route table importing a module that reads it', async () => {
    expect(await cycles('src/app/routeTable.ts', `import { showNav } from './chromeRules';\nexport const a = showNav;`)).toHaveLength(1);
    expect(await cycles('src/app/routeTable.ts', `import { useT } from '../i18n/useT';\nexport const a = useT;`)).toEqual([]);
  });

  it('a type-only import does not count', async () => {
    expect(await cycles('server/games/rows.ts', `import type { ServerGame } from './platform/game';\nexport type A = ServerGame;`)).toEqual(
      [],
    );
  });
});

describe('the server layering fences a new folder by default', () => {
  it('a folder nobody listed is a domain; only the named shared folders (and db) are not', () => {
    const folders = serverFolders(root);
    expect(folders).toEqual(expect.arrayContaining(['games', 'redeem', 'lib', 'db']));
    const domains = serverDomains([...folders, 'newthing']);
    expect(domains).toEqual(expect.arrayContaining(['games', 'redeem', 'newthing']));
    expect(domains).not.toEqual(expect.arrayContaining(['lib']));
    expect(domains).not.toContain('db');
    expect(SERVER_SHARED.every((f) => folders.includes(f))).toBe(true);
  });

  it('and a domain read from the disk is fenced: redeem may not import games', async () => {
    expect(await fenceHits('server/redeem/x.ts', `import { a } from '../games/rows';${use('a')}`)).toEqual(["restricted:'../games/rows'"]);
    expect(await fenceHits('server/games/x.ts', `import { a } from '../lib/uploads';${use('a')}`)).toEqual([]);
  });
});
