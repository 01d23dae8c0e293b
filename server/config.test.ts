// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'vip-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('DATABASE_POOL_MAX', () => {
  it('is the pool size when a whole number, the default when unset, and stops the start otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_MAX: '8' }).databasePoolMax).toBe(8);
    expect(loadConfig({ DATA_DIR: dataDir }).databasePoolMax).toBeUndefined();
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});
