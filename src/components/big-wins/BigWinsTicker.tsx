// The big-wins ticker: the latest wins from the public list, each new one the
// socket pushes slides in at the front; with several, they take turns.
import { useEffect, useState } from 'react';
import type { BigWin } from '../../../contract/bigWins';
import { BIG_WINS_API } from '../../../contract/bigWinsRules';
import { fetchBigWins } from '../../api/calls/bigWins';
import { useRemote } from '../../api/hooks/useRemote';
import { GAME_TITLE } from '../../app/routeTable';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { onServerEvent } from '../../realtime/events';
import { mergeWins, slugOfKey } from './feed';
import styles from './BigWins.module.css';

const TURN_MS = 4_000;

export default function BigWinsTicker() {
  const t = useT();
  // Not kept in memory: a revisit asks again, as the feed has moved on.
  const listed = useRemote(BIG_WINS_API.recent, fetchBigWins, { keep: false });
  const [pushed, setPushed] = useState<BigWin[]>([]);
  useEffect(() => onServerEvent('bigWin', (event) => setPushed((shown) => mergeWins(shown, [event.win]))), []);
  const wins = mergeWins(listed.status === 'ok' ? listed.data.wins : [], pushed);

  // The turn counts from the newest win: a new one is shown at once, then the others follow.
  const newest = wins[0]?.id ?? 0;
  const [turn, setTurn] = useState({ newest, index: 0 });
  const index = turn.newest === newest ? turn.index : 0;
  useEffect(() => {
    if (wins.length < 2) return;
    const id = setInterval(() => setTurn((was) => ({ newest, index: (was.newest === newest ? was.index : 0) + 1 })), TURN_MS);
    return () => clearInterval(id);
  }, [newest, wins.length]);

  const win = wins[index % Math.max(1, wins.length)];
  return (
    <section className={styles.ticker} aria-label={t('chrome.bigWins.title')} data-testid="big-wins">
      <span className={styles.badge} aria-hidden="true">
        ★
      </span>
      {win ? (
        <span key={win.id} className={styles.line} data-testid="big-win" data-win-id={win.id}>
          {t('chrome.bigWins.won', [
            win.name || t('chrome.bigWins.aPlayer'),
            formatNumber(win.payout),
            formatNumber(win.multiplier, { decimals: Number.isInteger(win.multiplier) ? 0 : 2 }),
            t(GAME_TITLE[slugOfKey(win.game)]),
          ])}
        </span>
      ) : (
        listed.status !== 'loading' && <span className={`${styles.line} ${styles.empty}`}>{t('chrome.bigWins.none')}</span>
      )}
    </section>
  );
}
