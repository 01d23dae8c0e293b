// Small SVG building blocks for the seed art: strings in, strings out, so
// every file stays a few kilobytes of plain shapes with system fonts only.

export interface Palette {
  bgFrom: string;
  bgTo: string;
  glow: string;
  title: string;
  titleShade: string;
  accent: string;
  ink: string;
}

/** Casino-festive default: deep purple, gold, neon pink and cyan. */
export const FESTIVE: Palette = {
  bgFrom: '#1a0533',
  bgTo: '#4b0f8a',
  glow: '#ff2bd6',
  title: '#ffe27a',
  titleShade: '#f5a623',
  accent: '#22e4ff',
  ink: '#2a0845',
};

/** Red, white, blue and yellow for the national-day variant: colours only, no flag layout or emblem. */
export const MERDEKA: Palette = {
  bgFrom: '#0b1f6e',
  bgTo: '#c8102e',
  glow: '#ffd100',
  title: '#ffffff',
  titleShade: '#ffd100',
  accent: '#ffd100',
  ink: '#0b1f6e',
};

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** A whole document: background gradient, a soft glow, then the body. */
export function doc(w: number, h: number, p: Palette, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.title}"/><stop offset="1" stop-color="${p.titleShade}"/></linearGradient>`,
    '</defs>',
    `<rect width="${w}" height="${h}" rx="${Math.round(Math.min(w, h) / 16)}" fill="url(#bg)"/>`,
    `<ellipse cx="${r1(w * 0.72)}" cy="${r1(h * 0.45)}" rx="${r1(w * 0.4)}" ry="${r1(h * 0.6)}" fill="url(#glow)"/>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

export interface TextOpts {
  size: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  /** outline colour drawn under the fill for legibility on busy backgrounds */
  stroke?: string;
  /** shrink the font so wide text stays inside this width */
  maxWidth?: number;
}

export function text(x: number, y: number, content: string, o: TextOpts): string {
  // Shrink to fit instead of textLength, which some renderers ignore. Width
  // estimate: CJK glyphs about 1 em, bold Latin about 0.68 em (generous).
  const ems = [...content].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.68), 0);
  const size = o.maxWidth ? Math.min(o.size, Math.floor(o.maxWidth / ems)) : o.size;
  const stroke = o.stroke ? ` stroke="${o.stroke}" stroke-width="${r1(size / 8)}" paint-order="stroke" stroke-linejoin="round"` : '';
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="sans-serif" font-size="${size}" font-weight="${o.weight ?? 900}" text-anchor="${o.anchor ?? 'start'}" fill="${o.fill ?? 'url(#gold)'}"${stroke}>${esc(content)}</text>`;
}

/** A four-point twinkle. */
export function sparkle(x: number, y: number, s: number, fill: string): string {
  const q = s / 4;
  return `<path d="M${r1(x)} ${r1(y - s)}L${r1(x + q)} ${r1(y - q)}L${r1(x + s)} ${r1(y)}L${r1(x + q)} ${r1(y + q)}L${r1(x)} ${r1(y + s)}L${r1(x - q)} ${r1(y + q)}L${r1(x - s)} ${r1(y)}L${r1(x - q)} ${r1(y - q)}Z" fill="${fill}"/>`;
}

/** A gold coin with a rim and a star stamped in the middle. */
export function coin(x: number, y: number, r: number): string {
  return (
    `<g><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#f5a623" stroke="#8a4b00" stroke-width="${r1(r / 8)}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.72)}" fill="#ffd54a"/>${sparkle(x, y, r * 0.5, '#f5a623')}</g>`
  );
}

export function pill(x: number, y: number, w: number, h: number, label: string, p: Palette): string {
  return (
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${p.accent}" stroke="#ffffff" stroke-width="2"/>` +
    text(x + w / 2, y + h * 0.68, label, { size: Math.round(h * 0.48), fill: p.ink, anchor: 'middle', maxWidth: w - 20 })
  );
}

/** Twinkles scattered on a fixed pattern (not random) so regenerating gives the same bytes. */
export function twinkles(w: number, h: number, colors: readonly string[]): string {
  const spots = [
    [0.06, 0.18],
    [0.93, 0.12],
    [0.55, 0.08],
    [0.86, 0.86],
    [0.12, 0.88],
    [0.42, 0.93],
    [0.97, 0.5],
  ];
  return spots.map(([fx = 0, fy = 0], i) => sparkle(w * fx, h * fy, 5 + (i % 3) * 3, colors[i % colors.length] ?? '#fff')).join('');
}

/** Wraps a drawing made for a 100x100 box into place at (x, y) with the given size. */
export function place(x: number, y: number, size: number, drawing: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${(size / 100).toFixed(3)})">${drawing}</g>`;
}
