// Manifest paths (under assets/) to URLs the browser can fetch. Game art and
// sounds are bundled by Vite, so they get content-hashed, cache-forever URLs;
// the seed art under assets/seed-uploads/ is
// what the server already serves as /uploads/ (cards, screenshots). Never
// inlined as data URLs: Phaser's loader base64-decodes any data: URL, and
// Vite inlines SVG as URL-encoded text.
const bundled = import.meta.glob('../../assets/games/**/*.{svg,png,webp,wav,mp3,ogg}', {
  query: '?no-inline',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const SEED_UPLOADS = 'seed-uploads/';

export function assetUrl(file: string): string {
  const hit = bundled[`../../assets/${file}`];
  if (hit !== undefined) return hit;
  if (file.startsWith(SEED_UPLOADS)) return `/uploads/${file.slice(SEED_UPLOADS.length)}`;
  // Not shipped: the loader fails on it and the game shows Image Load Fail with
  // Retry, which is what a missing file deserves (assets:check catches it first).
  return `/assets/missing/${file}`;
}

/** An upload path from the API (cards, screenshots) as a URL. */
export const uploadUrl = (path: string): string => (/^(https?:|data:|\/)/.test(path) ? path : `/uploads/${path}`);
