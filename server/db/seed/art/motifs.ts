// One drawing per game and a few props, each in a 100x100 box (see place()).
// Original shapes only: no logos, no characters, no likeness of anyone.
import type { GameSlug } from '../../../../contract/constants';
import { SQUID_LADDER, SQUID_STEPS } from '../../../../contract/games/squidRules';
import { coin, sparkle } from './svg';

/**
 * What the bridge's last step pays, as the art writes it: the ladder's own top
 * (0.96 x 2^10 = 983.04x, "up to 983x" on the detail), never the declared
 * cap of 1000x, which no bridge pays.
 */
export const BRIDGE_TOP = `x${Math.floor(SQUID_LADDER[SQUID_STEPS - 1] ?? 0)}`;

const f = (n: number): string => String(Math.round(n * 10) / 10);

function wheel(colors: readonly string[], rim: string, bulbs: boolean): string {
  const n = colors.length;
  const seg = colors
    .map((c, i) => {
      const a0 = (i / n) * Math.PI * 2;
      const a1 = ((i + 1) / n) * Math.PI * 2;
      return `<path d="M50 52L${f(50 + 40 * Math.sin(a0))} ${f(52 - 40 * Math.cos(a0))}A40 40 0 0 1 ${f(50 + 40 * Math.sin(a1))} ${f(52 - 40 * Math.cos(a1))}Z" fill="${c}"/>`;
    })
    .join('');
  const lights = bulbs
    ? Array.from(
        { length: 12 },
        (_, i) =>
          `<circle cx="${f(50 + 45 * Math.sin((i / 12) * Math.PI * 2))}" cy="${f(52 - 45 * Math.cos((i / 12) * Math.PI * 2))}" r="2.2" fill="#fff7c2"/>`,
      ).join('')
    : '';
  return (
    `<circle cx="50" cy="52" r="47" fill="${rim}"/>${lights}${seg}<circle cx="50" cy="52" r="9" fill="#ffd54a" stroke="#8a4b00" stroke-width="2"/>` +
    '<path d="M43 2H57L50 16Z" fill="#ff2bd6" stroke="#fff" stroke-width="2"/>'
  );
}

function bridge(): string {
  // Two lanes of glass tiles in perspective; one tile cracked.
  const rows = [
    [30, 86, 18],
    [33, 66, 15],
    [36, 49, 12],
    [39, 35, 9],
  ] as const;
  const tiles = rows
    .map(([x, y, h], i) => {
      const w = 34 - i * 4;
      const left = `<rect x="${f(x - 8 - i * 2)}" y="${y}" width="${f(w / 2)}" height="${h}" rx="2" fill="#22e4ff" fill-opacity=".45" stroke="#bff8ff" stroke-width="1.5"/>`;
      const right = `<rect x="${f(x + w / 2 - i * 2)}" y="${y}" width="${f(w / 2)}" height="${h}" rx="2" fill="#22e4ff" fill-opacity=".45" stroke="#bff8ff" stroke-width="1.5"/>`;
      return left + right;
    })
    .join('');
  return (
    `<path d="M8 100L40 30H60L92 100Z" fill="#120326" opacity=".6"/>${tiles}` +
    '<path d="M58 88L63 94L60 97M63 94L68 92" stroke="#fff" stroke-width="1.5" fill="none"/>' +
    '<text x="50" y="24" font-family="sans-serif" font-size="14" font-weight="900" text-anchor="middle" fill="#ffd54a">' +
    BRIDGE_TOP +
    '</text>'
  );
}

function rps(): string {
  const rock =
    '<circle cx="22" cy="62" r="17" fill="#3b0a6b" stroke="#22e4ff" stroke-width="3"/><path d="M12 66L16 54L26 50L33 58L30 70L18 72Z" fill="#9aa0b5"/>';
  const paper =
    '<circle cx="50" cy="34" r="17" fill="#3b0a6b" stroke="#ffd54a" stroke-width="3"/><rect x="41" y="23" width="18" height="22" rx="2" fill="#fff"/><path d="M44 29H56M44 34H56M44 39H52" stroke="#9aa0b5" stroke-width="1.5"/>';
  const scissors =
    '<circle cx="78" cy="62" r="17" fill="#3b0a6b" stroke="#ff2bd6" stroke-width="3"/><circle cx="72" cy="69" r="4" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="84" cy="69" r="4" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M74 66L86 50M82 66L70 50" stroke="#fff" stroke-width="2.5"/>';
  return (
    rock +
    paper +
    scissors +
    '<text x="50" y="94" font-family="sans-serif" font-size="12" font-weight="900" text-anchor="middle" fill="#ffd54a">VS</text>'
  );
}

function cards(): string {
  const card = (x: number, rot: number, mark: string): string =>
    `<g transform="rotate(${rot} ${x + 14} 60)"><rect x="${x}" y="36" width="28" height="40" rx="4" fill="#fff" stroke="#ffd54a" stroke-width="2.5"/>${mark}</g>`;
  const dot = (x: number): string => `<circle cx="${x + 14}" cy="56" r="7" fill="#ff2bd6"/>`;
  return (
    card(10, -14, dot(10)) +
    card(36, 0, sparkle(50, 56, 9, '#f5a623')) +
    card(62, 14, dot(62)) +
    '<circle cx="50" cy="56" r="17" fill="none" stroke="#39ff88" stroke-width="3" stroke-dasharray="5 3"/>'
  );
}

function egg(shell: string, band: string): string {
  return (
    `<path d="M50 8C30 8 16 44 16 62C16 82 31 94 50 94C69 94 84 82 84 62C84 44 70 8 50 8Z" fill="${shell}" stroke="#8a4b00" stroke-width="2.5"/>` +
    `<path d="M18 58L30 50L40 60L50 50L60 60L70 50L82 58" fill="none" stroke="${band}" stroke-width="4" stroke-linejoin="round"/>` +
    '<ellipse cx="38" cy="34" rx="6" ry="11" fill="#fff" opacity=".55"/>' +
    sparkle(74, 22, 8, '#fff7c2')
  );
}

/** The national-day egg: wavy red and white bands, a blue crown and yellow dots; deliberately not a flag. */
export function merdekaEgg(): string {
  const shell = '<path d="M50 8C30 8 16 44 16 62C16 82 31 94 50 94C69 94 84 82 84 62C84 44 70 8 50 8Z"';
  const waves = [52, 64, 76]
    .map(
      (y, i) =>
        `<path d="M14 ${y}Q32 ${y - 6} 50 ${y}T86 ${y}V${y + 6}Q68 ${y} 50 ${y + 6}T14 ${y + 6}Z" fill="${i % 2 ? '#ffffff' : '#c8102e'}"/>`,
    )
    .join('');
  return (
    '<clipPath id="eggclip">' +
    shell +
    '/></clipPath>' +
    `${shell} fill="#ffffff" stroke="#0b1f6e" stroke-width="3"/>` +
    `<g clip-path="url(#eggclip)"><rect x="10" y="0" width="80" height="44" fill="#0b1f6e"/>${waves}<rect x="10" y="82" width="80" height="20" fill="#c8102e"/></g>` +
    [
      [36, 24],
      [52, 16],
      [64, 30],
    ]
      .map(([x = 0, y = 0]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#ffd100"/>`)
      .join('') +
    `${shell} fill="none" stroke="#ffd100" stroke-width="2"/>`
  );
}

/** A firework burst for the festive variants. */
export function burst(x: number, y: number, r: number, color: string): string {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return `M${f(x + r * 0.3 * Math.cos(a))} ${f(y + r * 0.3 * Math.sin(a))}L${f(x + r * Math.cos(a))} ${f(y + r * Math.sin(a))}`;
  }).join('');
  return `<path d="${rays}" stroke="${color}" stroke-width="${f(r / 10)}" stroke-linecap="round"/>`;
}

export function coinStack(): string {
  return [
    [30, 70],
    [50, 74],
    [70, 70],
    [40, 50],
    [60, 50],
    [50, 30],
  ]
    .map(([x = 0, y = 0]) => coin(x, y, 15))
    .join('');
}

export function giftBox(): string {
  return (
    '<rect x="18" y="42" width="64" height="50" rx="4" fill="#ff2bd6"/><rect x="12" y="30" width="76" height="16" rx="3" fill="#ff5fe0"/>' +
    '<rect x="45" y="30" width="10" height="62" fill="#ffd54a"/><path d="M50 30C40 12 24 16 30 26C34 32 44 30 50 30C56 30 66 32 70 26C76 16 60 12 50 30Z" fill="#ffd54a"/>'
  );
}

export function bell(): string {
  return (
    '<path d="M50 12C34 12 26 26 26 42V62L16 74H84L74 62V42C74 26 66 12 50 12Z" fill="#ffd54a" stroke="#8a4b00" stroke-width="2.5"/>' +
    '<circle cx="50" cy="82" r="8" fill="#f5a623"/>' +
    sparkle(82, 20, 8, '#22e4ff')
  );
}

export const GAME_MOTIFS: Record<GameSlug, () => string> = {
  squidgame: bridge,
  'spin-wheel': () => wheel(['#ff2bd6', '#ffd54a', '#22e4ff', '#6a11cb', '#ff2bd6', '#ffd54a', '#22e4ff', '#6a11cb'], '#8a4b00', false),
  'rock-scissor-paper': rps,
  fto: cards,
  'lucky-egg': () => egg('#ffd54a', '#ff2bd6'),
  spinwheelv2: () =>
    wheel(['#39ff88', '#ff2bd6', '#22e4ff', '#ffd54a', '#39ff88', '#ff2bd6', '#22e4ff', '#ffd54a', '#6a11cb', '#ff2bd6'], '#2a0845', true),
};
