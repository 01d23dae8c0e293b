// Telegram's safe areas as CSS variables. Inside Telegram's web view
// env(safe-area-inset-*) reads 0 (STACK.md), so global.css adds these instead:
//   --tg-safe-area-inset-*          the device's notch and home indicator
//   --tg-content-safe-area-inset-*  Telegram's own header and controls (full screen)
// The names are the ones Telegram's script writes, so when a host page does
// load that script, both writers agree on what each variable means.

export interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export const ZERO_INSETS: Insets = { top: 0, bottom: 0, left: 0, right: 0 };

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

/** Whole, non-negative pixels; anything else Telegram (or a fake) hands over reads 0. */
export function cleanInsets(value: unknown): Insets {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const out = { ...ZERO_INSETS };
  for (const side of SIDES) {
    const n = source[side];
    out[side] = typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
  }
  return out;
}

export type InsetVars = Record<string, string>;

/** The CSS variables for a device safe area and a content safe area. */
export function insetVars(safe: unknown, content: unknown): InsetVars {
  const s = cleanInsets(safe);
  const c = cleanInsets(content);
  const vars: InsetVars = {};
  for (const side of SIDES) {
    vars[`--tg-safe-area-inset-${side}`] = `${s[side]}px`;
    vars[`--tg-content-safe-area-inset-${side}`] = `${c[side]}px`;
  }
  return vars;
}

/** Writes the variables on an element's inline style (the root, in the app). */
export function applyInsetVars(style: CSSStyleDeclaration, vars: InsetVars): void {
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
}
