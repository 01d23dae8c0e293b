// The one modal behaviour of every dialog in the app and the console: one at
// a time on top, focus moved in, kept in (everything outside is `inert`), and
// given back to where it was on close. Other chrome (the inbox popup) asks
// `useModalOpen()` and waits while any modal is up.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((fn) => fn());
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** Whether any modal dialog is open now. */
export const anyModalOpen = (): boolean => stack.length > 0;

export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, anyModalOpen, anyModalOpen);
}

// React runs a dialog's autoFocus before its layout effect: the element focused
// before that one is where focus goes back to on close.
let focused: Element | null = null;
let focusedBefore: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    focusedBefore = focused;
    focused = e.target instanceof Element ? e.target : null;
  });
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes every element beside the path from `el` up to <body> inert; returns the undo. */
function inertAround(el: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () =>
    made.forEach((sibling) => {
      sibling.inert = false;
    });
}

/**
 * Makes `ref` a modal while the calling component is mounted. Focus goes to
 * what the dialog focused itself (autoFocus, a title's ref), else its first
 * control, else the dialog; Escape calls `onEscape` when given. `open`
 * false for a component that renders its dialog only some of the time.
 */
export function useModal(ref: RefObject<HTMLElement | null>, onEscape?: () => void, open = true): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const active = dialog.contains(document.activeElement) ? focusedBefore : document.activeElement;
    const before = active instanceof HTMLElement ? active : null;
    stack.push(dialog);
    const undoInert = inertAround(dialog);
    if (!dialog.contains(document.activeElement)) {
      const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      if (first) first.focus({ preventScroll: true });
      else {
        if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
        dialog.focus({ preventScroll: true });
      }
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || stack[stack.length - 1] !== dialog || !escape.current) return;
      e.preventDefault();
      escape.current();
    };
    document.addEventListener('keydown', onKey);
    notify();
    return () => {
      document.removeEventListener('keydown', onKey);
      undoInert();
      stack.splice(stack.indexOf(dialog), 1);
      notify();
      if (before?.isConnected && !before.inert) before.focus({ preventScroll: true });
    };
  }, [ref, open]);
}
