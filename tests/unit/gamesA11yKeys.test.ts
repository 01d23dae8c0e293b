// Every `games.a11y.*` key a scene offers or announces is in the dictionary
// (issue 29): a missing one would reach a screen reader as the bare key. The
// scenes name their keys in full, so reading their source finds each one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gamesA11y as en } from '../../src/i18n/dict/en/gamesA11y';
import { gamesA11y as ms } from '../../src/i18n/dict/ms/gamesA11y';
import { gamesA11y as zh } from '../../src/i18n/dict/zh/gamesA11y';

const GAMES = join(import.meta.dirname, '../../engine/games');

function keysInScenes(): string[] {
  const files = readdirSync(GAMES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const keys = files.flatMap((f) => [...readFileSync(join(GAMES, f), 'utf8').matchAll(/'games\.a11y\.([\w.]+)'/g)].map((m) => m[1] ?? ''));
  return [...new Set(keys)].sort();
}

const wordsOf = (dict: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);

describe("the games' words for screen readers", () => {
  it('has every key the scenes use, in en, zh and ms', () => {
    const keys = keysInScenes();
    expect(keys).toContain('squid.left');
    for (const key of keys) {
      for (const dict of [en, zh, ms]) expect(typeof wordsOf(dict, key), key).toBe('string');
    }
  });
});
