// Writes the seed art into assets/seed-uploads/. The files are committed;
// run this only after changing a caption or a drawing:
//   npx tsx server/db/seed/art/generate.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_SLUGS, LANGS, type GameSlug, type Lang } from '../../../../contract/constants';
import { BANNER_CAPTIONS, GAME_TITLES, MERDEKA_SUBTITLE, PROMO_CAPTIONS } from './captions';
import { GAME_MOTIFS, bell, burst, coinStack, giftBox, merdekaEgg } from './motifs';
import { BANNER_NAMES, PROMO_NAMES, SEED_UPLOADS_DIR, art, type BannerName, type InboxArt, type PromoName } from './paths';
import { FESTIVE, MERDEKA, coin, doc, pill, place, text, twinkles } from './svg';

const NEON = ['#ffd54a', '#22e4ff', '#ff2bd6'] as const;
const BANNER_PROPS: Record<BannerName, () => string> = {
  welcome: giftBox,
  'spin-wheel': GAME_MOTIFS['spin-wheel'],
  redeem: coinStack,
};

function banner(name: BannerName, lang: Lang): string {
  const c = BANNER_CAPTIONS[name];
  return doc(
    750,
    300,
    FESTIVE,
    twinkles(750, 300, NEON) +
      place(500, 40, 220, BANNER_PROPS[name]()) +
      text(40, 110, c.title[lang], { size: 44, stroke: FESTIVE.ink, maxWidth: 450 }) +
      text(40, 160, c.sub[lang], { size: 22, fill: '#ffffff', weight: 700, maxWidth: 440 }) +
      pill(40, 200, 200, 56, c.cta[lang], FESTIVE),
  );
}

function promo(name: PromoName, lang: Lang): string {
  const c = PROMO_CAPTIONS[name];
  return doc(
    750,
    360,
    FESTIVE,
    twinkles(750, 360, NEON) +
      place(520, 150, 190, coinStack()) +
      text(40, 170, c.big, { size: 120, stroke: FESTIVE.ink, maxWidth: 440 }) +
      text(40, 245, c.title[lang], { size: 40, fill: '#ffffff', stroke: FESTIVE.ink, maxWidth: 480 }) +
      text(40, 295, c.sub[lang], { size: 24, fill: FESTIVE.accent, weight: 700, maxWidth: 480 }) +
      burst(600, 80, 50, FESTIVE.glow),
  );
}

function card(slug: GameSlug, lang: Lang): string {
  return doc(
    360,
    240,
    FESTIVE,
    twinkles(360, 240, NEON) +
      place(120, 14, 150, GAME_MOTIFS[slug]()) +
      text(180, 218, GAME_TITLES[slug][lang], { size: 28, anchor: 'middle', stroke: FESTIVE.ink, maxWidth: 320 }),
  );
}

function merdekaCard(lang: Lang): string {
  return doc(
    360,
    240,
    MERDEKA,
    burst(60, 60, 40, '#ffd100') +
      burst(300, 50, 34, '#ffffff') +
      burst(310, 150, 26, '#c8102e') +
      place(120, 10, 140, merdekaEgg()) +
      text(180, 184, GAME_TITLES['lucky-egg'][lang], { size: 28, anchor: 'middle', fill: '#ffffff', stroke: MERDEKA.ink, maxWidth: 320 }) +
      text(180, 222, MERDEKA_SUBTITLE[lang], { size: 22, anchor: 'middle', fill: '#ffd100', stroke: MERDEKA.ink, maxWidth: 320 }),
  );
}

/** Portrait play scenes without words, so one file serves every language. */
function screen(slug: GameSlug, n: number): string {
  const hud =
    `<rect x="16" y="16" width="328" height="48" rx="24" fill="#000" fill-opacity=".35"/>${coin(44, 40, 14)}` +
    text(66, 50, n === 1 ? '120' : '135', { size: 26, fill: '#ffffff' });
  const action =
    n === 1
      ? pill(80, 540, 200, 60, '▶', FESTIVE)
      : text(180, 150, '+15', { size: 72, anchor: 'middle', stroke: FESTIVE.ink }) +
        coin(90, 520, 22) +
        coin(270, 540, 18) +
        coin(180, 580, 26);
  return doc(360, 640, FESTIVE, twinkles(360, 640, NEON) + hud + place(40, 180, 280, GAME_MOTIFS[slug]()) + action);
}

const INBOX_PROPS: Record<InboxArt, () => string> = { coins: coinStack, redeem: giftBox, notice: bell };

function inboxArt(name: InboxArt): string {
  return doc(200, 200, FESTIVE, twinkles(200, 200, NEON) + place(30, 30, 140, INBOX_PROPS[name]()));
}

/** Every file of the set, path relative to the uploads folder. */
export function allArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of LANGS) {
    for (const name of BANNER_NAMES) files.set(art.banner(name)[lang], banner(name, lang));
    for (const name of PROMO_NAMES) files.set(art.promo(name)[lang], promo(name, lang));
    for (const slug of GAME_SLUGS) files.set(art.card(slug)[lang], card(slug, lang));
    files.set(art.merdekaCard()[lang], merdekaCard(lang));
  }
  for (const slug of GAME_SLUGS) art.screens(slug).forEach((path, i) => files.set(path, screen(slug, i + 1)));
  for (const name of Object.keys(INBOX_PROPS) as InboxArt[]) files.set(art.inbox(name), inboxArt(name));
  return files;
}

export async function writeArt(dir: string = SEED_UPLOADS_DIR): Promise<number> {
  const files = allArt();
  for (const [path, svg] of files) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, svg);
  }
  return files.size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await writeArt();
  console.log(`wrote ${count} files to ${SEED_UPLOADS_DIR}`);
}
