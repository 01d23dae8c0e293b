// A game is called one name per language everywhere a player meets it (its
// card art, page title, coin history filter), and every note the server
// writes on a ledger entry is a key the client words in each language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type GameSlug, type TransactionType } from '../../contract/constants';
import { LEDGER_NOTE_NAMES, ledgerNote, ledgerNoteName } from '../../contract/ledgerNotes';
import { GAME_TITLES } from '../../server/db/seed/art/captions';
import { en } from '../../src/i18n/dict/en';
import { ms } from '../../src/i18n/dict/ms';
import { zh } from '../../src/i18n/dict/zh';
import { account as accountEn } from '../../src/i18n/dict/en/account';
import { account as accountMs } from '../../src/i18n/dict/ms/account';
import { account as accountZh } from '../../src/i18n/dict/zh/account';

// The players' dictionary with the account section (wallet texts) merged in, as at run time.
const dicts = { en: { ...en, ...accountEn }, zh: { ...zh, ...accountZh }, ms: { ...ms, ...accountMs } };

/** Where each game's name appears in the dictionary: its page title key and its coin history type. */
const NAME_SLOTS: Record<GameSlug, { title: keyof typeof en.title.game; type: TransactionType }> = {
  fto: { title: 'findtheodd', type: 'FINDTHEODD' },
  'spin-wheel': { title: 'spinwheel', type: 'SPINWHEEL' },
  spinwheelv2: { title: 'spinwheelv2', type: 'SPINWHEELV2' },
  squidgame: { title: 'squidgame', type: 'SQUIDGAME' },
  'rock-scissor-paper': { title: 'rockscissorpaper', type: 'ROCKPAPERSCISSORS' },
  'lucky-egg': { title: 'luckyEgg', type: 'LUCKYEGG' },
};

describe('game names', () => {
  for (const lang of LANGS) {
    it(`${lang}: the card art's name is the page title and the history filter's name`, () => {
      const dict = dicts[lang];
      for (const [slug, slot] of Object.entries(NAME_SLOTS) as [GameSlug, (typeof NAME_SLOTS)[GameSlug]][]) {
        const name = GAME_TITLES[slug][lang];
        expect({ slug, title: dict.title.game[slot.title] }).toEqual({ slug, title: name });
        expect({ slug, type: dict.wallet.txType[slot.type] }).toEqual({ slug, type: name });
      }
      // The quiz has no card art: its page title and its coins' history type agree.
      expect(dict.wallet.txType.QUIZ).toBe(dict.title.game.marcmarquezqna);
    });
  }
});

function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('ledger notes', () => {
  it('every note the server writes comes from contract/ledgerNotes.ts, never a literal', () => {
    const literal = /\bnote:\s*['"`]/;
    const offenders = serverSources('server').filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every note is worded in each language, and only known names are read as notes', () => {
    for (const lang of LANGS) {
      for (const name of LEDGER_NOTE_NAMES) expect(dicts[lang].wallet.note[name]).toMatch(/\S/);
    }
    expect(ledgerNoteName(ledgerNote('welcomeBonus'))).toBe('welcomeBonus');
    expect(ledgerNoteName('note:somethingElse')).toBeNull();
    expect(ledgerNoteName('Goodwill for the outage')).toBeNull();
  });
});
