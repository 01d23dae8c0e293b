// The chrome's reduced-motion rules (issue 29) are keyed on <html data-reduced-motion>,
// which src/app/reducedMotion.ts sets from the player's switch or, when the switch
// follows the device, the system's setting. A rule under a prefers-reduced-motion
// media query would follow the system alone and ignore a player who turned
// motion off in the settings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** REDUCED_MOTION_ATTRIBUTE of src/app/reducedMotion.ts (a DOM module, which this node-typed test does not import). */
const KEYED = ':global(html[data-reduced-motion])';
const SRC = join(import.meta.dirname, '../../src');
const sheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ file: f, css: readFileSync(join(SRC, f), 'utf8') }));

describe("the chrome's stylesheets follow the player's motion switch", () => {
  it('are read (a move of src/ would pass this test on nothing)', () => {
    expect(sheets.length).toBeGreaterThan(20);
  });

  it('have no reduced-motion rule that follows only the system', () => {
    const systemOnly = sheets.filter(({ css }) => /prefers-reduced-motion/.test(css)).map(({ file }) => file);
    expect(systemOnly).toEqual([]);
  });

  it('stop every keyframe animation they run when motion is reduced', () => {
    const unstopped = sheets
      .filter(({ css }) => /\banimation(-name)?\s*:(?!\s*none)/.test(css) && !css.includes(KEYED))
      .map(({ file }) => file);
    expect(unstopped).toEqual([]);
  });
});
