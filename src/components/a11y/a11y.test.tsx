import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rovingTarget } from './roving';
import { anyModalOpen, useModal } from './useModal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useModal(ref, onClose);
  return (
    <section ref={ref} role="dialog" aria-modal="true">
      <button type="button" data-testid="inside">
        OK
      </button>
    </section>
  );
}

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#x" data-testid="behind">
        Behind
      </a>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('useModal', () => {
  it('moves focus in, makes the page behind inert, closes on Escape and gives focus back', () => {
    act(() => root.render(<Screen />));
    const opener = container.querySelector<HTMLButtonElement>('[data-testid="opener"]') as HTMLButtonElement;
    opener.focus();
    act(() => opener.click());
    expect(anyModalOpen()).toBe(true);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('inside');
    expect(opener.inert).toBe(true);
    expect((container.querySelector('[data-testid="behind"]') as HTMLElement).inert).toBe(true);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(anyModalOpen()).toBe(false);
    expect(opener.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});

describe('rovingTarget', () => {
  it('wraps along a row and moves a row at a time in a grid', () => {
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingTarget('ArrowDown', 1, 9, 3)).toBe(4);
    expect(rovingTarget('ArrowUp', 1, 9, 3)).toBe(1);
    expect(rovingTarget('End', 0, 9, 3)).toBe(8);
    expect(rovingTarget('Enter', 0, 9, 3)).toBeNull();
  });
});
