// The little of SVG markup Find The Odd reads: the root's attributes and the
// spans of `<g data-part="...">` groups. The sets are our own flat art (no
// comments, no CDATA: the loader strips comments), so a tag scanner is enough
// and keeps the server free of an XML dependency.

export type Attributes = ReadonlyMap<string, string>;

export interface PartSpan {
  attrs: Attributes;
  /** index of the group's `<g` */
  start: number;
  /** index just after the group's matching `</g>` */
  end: number;
}

const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseAttributes(tagBody: string): Attributes {
  const attrs = new Map<string, string>();
  for (const m of tagBody.matchAll(ATTRIBUTE)) attrs.set(m[1] ?? '', m[2] ?? m[3] ?? '');
  return attrs;
}

export interface SvgRoot {
  attrs: Attributes;
  /** index just after the root's opening tag */
  openEnd: number;
  /** index of the closing `</svg>` */
  closeStart: number;
}

export function svgRoot(svg: string): SvgRoot | null {
  const open = /<svg\b([^>]*)>/.exec(svg);
  const closeStart = svg.lastIndexOf('</svg>');
  if (!open || closeStart < 0) return null;
  return { attrs: parseAttributes(open[1] ?? ''), openEnd: open.index + open[0].length, closeStart };
}

/** Every `<g data-part>` group in document order (by where it opens), with its full span. Throws on unbalanced groups. */
export function partSpans(svg: string): PartSpan[] {
  const spans: PartSpan[] = [];
  const open: { attrs: Attributes; start: number }[] = [];
  for (const m of svg.matchAll(/<(\/?)g\b([^>]*)>/g)) {
    const body = m[2] ?? '';
    if (m[1] === '/') {
      const group = open.pop();
      if (!group) throw new Error(`unbalanced </g> at ${m.index}`);
      if (group.attrs.has('data-part')) spans.push({ ...group, end: m.index + m[0].length });
    } else if (!body.trimEnd().endsWith('/')) {
      open.push({ attrs: parseAttributes(body), start: m.index });
    }
  }
  if (open.length > 0) throw new Error('a <g> is never closed');
  return spans.sort((a, b) => a.start - b.start);
}
