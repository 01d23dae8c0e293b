// The DOM side of a game's board (ARCHITECTURE.md, Accessible games): the
// moves the scene offers now as real buttons, in the board's focus order
// (one Tab stop, arrow keys between them, Enter and Space press), and one
// polite live region saying what the scene announces, in the screen's
// language. A press goes to the scene, which runs it through the same 300 ms
// guard and handler as a tap. Out of sight until a keyboard reaches it, so
// the picture stays the game's.
import { useEffect, useState } from 'react';
import type { AccessibleBoard as Board, ChromeBus, GamePayloads } from '../../engine/core/bus';
import { onRovingKey } from '../components/a11y/roving';
import { useT } from '../i18n/useT';
import styles from './GameView.module.css';

export function AccessibleBoard<P extends GamePayloads>({ bus }: { bus: ChromeBus<P> }) {
  const t = useT();
  const [board, setBoard] = useState<Board | null>(null);
  const [said, setSaid] = useState('');
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const offs = [bus.on('controls', setBoard), bus.on('announce', ({ key, params }) => setSaid(t(key, params ? [...params] : undefined)))];
    return () => offs.forEach((off) => off());
  }, [bus, t]);

  const controls = board?.controls ?? [];
  const focusIndex = Math.min(current, Math.max(0, controls.length - 1));
  return (
    <>
      {controls.length > 0 && (
        <div
          role="group"
          aria-label={t('games.a11y.board')}
          className={styles.board}
          data-testid="game-board"
          onKeyDown={onRovingKey('button', board?.columns ?? 1)}
        >
          {controls.map((control, i) => (
            <button
              key={control.id}
              type="button"
              tabIndex={i === focusIndex ? 0 : -1}
              aria-disabled={!control.enabled}
              onFocus={() => setCurrent(i)}
              data-testid={`game-control-${control.id}`}
              onClick={() => {
                if (control.enabled) bus.send('press', { id: control.id });
              }}
            >
              {t(control.key, control.params ? [...control.params] : undefined)}
            </button>
          ))}
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="game-announce">
        {said}
      </p>
    </>
  );
}
