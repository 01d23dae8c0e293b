// Roving focus (WAI-ARIA authoring practices): a group is one Tab stop, the
// arrow keys move between its items, Home and End go to the ends. Items are
// the group's elements matching `selector`; only the current one has
// tabIndex 0 (`rovingTabIndex`). In a grid of `columns`, up and down move a row.
import type { KeyboardEvent } from 'react';

const STEP: Record<string, 'prev' | 'next' | 'up' | 'down' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

/** The index focus moves to from `from` among `count` items, or null for a key that does not move it. */
export function rovingTarget(key: string, from: number, count: number, columns = 1): number | null {
  const step = STEP[key];
  if (!step || count === 0) return null;
  const wrap = (i: number) => (i + count) % count;
  switch (step) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'prev':
      return wrap(from - 1);
    case 'next':
      return wrap(from + 1);
    // A single row or column: up and down are previous and next.
    case 'up':
      return columns <= 1 ? wrap(from - 1) : from - columns >= 0 ? from - columns : from;
    case 'down':
      return columns <= 1 ? wrap(from + 1) : from + columns < count ? from + columns : from;
  }
}

/** A keydown handler for the group's element. */
export function onRovingKey(selector: string, columns = 1) {
  return (e: KeyboardEvent<HTMLElement>): void => {
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(selector)).filter((el) => !(el as HTMLButtonElement).disabled);
    const from = items.findIndex((el) => el === document.activeElement);
    const to = rovingTarget(e.key, Math.max(0, from), items.length, columns);
    if (to === null) return;
    e.preventDefault();
    items[to]?.focus();
  };
}

export const rovingTabIndex = (current: boolean): 0 | -1 => (current ? 0 : -1);
