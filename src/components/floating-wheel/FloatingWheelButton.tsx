import { use, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { API, ROUTES } from '../../../contract/routes';
import { fetchSpinStatus } from '../../api/calls/games';
import { useRemote } from '../../api/hooks/useRemote';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { canOpen, clampTop, countdownText, isTap, sideLeft, snapSide } from './logic';
import WheelBadge, { BADGE } from './WheelBadge';
import { gamesTexts } from '../../game/gamesDictionary';
import styles from './FloatingWheel.module.css';

const TOP_MIN = 60;
// Clear of the bottom nav bar and the contact button.
const BOTTOM_RESERVE = 150;

type Drag = { id: number; x: number; y: number; left: number; top: number; moved: boolean };

function restingPlace(left: number, top: number) {
  const vw = window.innerWidth;
  return {
    left: sideLeft(snapSide(left, BADGE.width, vw), BADGE.width, vw),
    top: clampTop(top, BADGE.height, window.innerHeight, TOP_MIN, BOTTOM_RESERVE),
  };
}

/** The button itself: drag anywhere, let go and it snaps to the nearer edge; a tap opens the game once the countdown is over. */
export default function FloatingWheelButton() {
  use(gamesTexts());
  const t = useT();
  const [, navigate] = useLocation();
  const { authenticated } = useSnapshot(playerState);
  const status = useRemote(authenticated ? API.gameStatus('spinwheelv2') : null, () => fetchSpinStatus('spinwheelv2'), { keep: false });
  const nextSpinAt = status.status === 'ok' ? status.data.nextSpinAt : null;
  const [now, setNow] = useState(() => Date.now());
  const [pos, setPos] = useState(() => restingPlace(window.innerWidth, window.innerHeight - 280));
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    const onResize = () => setPos((p) => restingPlace(p.left, p.top));
    window.addEventListener('resize', onResize);
    return () => {
      clearInterval(id);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const ready = canOpen(nextSpinAt, now);
  const text = countdownText(nextSpinAt, now);
  const open = () => {
    if (canOpen(nextSpinAt, Date.now())) navigate(ROUTES.game('spinwheelv2'));
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, left: pos.left, top: pos.top, moved: false };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && isTap(dx, dy)) return;
    d.moved = true;
    setDragging(true);
    setPos({ left: d.left + dx, top: d.top + dy });
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== e.pointerId) return;
    setDragging(false);
    if (!d.moved) open();
    else setPos((p) => restingPlace(p.left, p.top));
  };

  return (
    <div
      role="button"
      tabIndex={0}
      className={styles.button}
      data-dragging={dragging ? '' : undefined}
      aria-disabled={!ready}
      aria-label={ready ? t('games.floating.label') : t('games.floating.wait', [text])}
      data-testid="floating-wheel"
      style={{ left: pos.left, top: pos.top, width: BADGE.width, height: BADGE.height }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') open();
      }}
    >
      <WheelBadge label={ready ? t('games.floating.ready') : text} ready={ready} />
    </div>
  );
}
