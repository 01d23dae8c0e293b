// The docks of Rock scissor paper's stage: the bet (an amount within the
// bounds, quick chips, Find opponent), the search with Cancel, the match's
// bar with Quit, the quit question (the stake is forfeited: said before the
// player confirms), the end of a match with Play again, and the error.
import { useRef } from 'react';
import type { RspMatchView, RspSearch, RspStatus } from '../../../contract/games/rsp';
import { rspPayout } from '../../../contract/games/rspRules';
import type { BetBoundsShape } from '../../../contract/games/wagerRules';
import { useModal } from '../../components/a11y/useModal';
import { useT } from '../../i18n/useT';
import { useBetDock } from '../useBetDock';
import styles from './Rsp.module.css';
import { formatCoins } from './text';

const ROUND_BETS = [1, 5, 10, 50, 100, 500, 1000, 5000] as const;

/** The quick chips: the bounds' ends and the round amounts between them, at most six. */
export const rspChips = (bounds: BetBoundsShape): number[] => [
  ...new Set([bounds.min, ...ROUND_BETS.filter((c) => c > bounds.min && c < bounds.max).slice(0, 4), bounds.max]),
];

export function BetDock({
  status,
  balance,
  bet,
  onBet,
  onFind,
  busy,
  maintenance,
}: {
  status: RspStatus;
  balance: number;
  bet: number;
  onBet(bet: number): void;
  onFind(): void;
  busy: boolean;
  maintenance: boolean;
}) {
  const t = useT();
  const { bounds } = status;
  const { typed, reason, blocked, amount } = useBetDock({ bounds, bet, balance, closed: maintenance || status.maintenance, onBet });
  return (
    <section className={styles.dock} data-testid="rsp-bet" aria-labelledby="rsp-bet-title">
      <h2 id="rsp-bet-title" className="visually-hidden">
        {t('games.rsp.bet.title')}
      </h2>
      <p className={styles.line}>
        <span data-testid="rsp-balance">{t('games.rsp.bet.balance', [formatCoins(balance)])}</span>
        {' · '}
        {t('games.rsp.bet.bounds', [formatCoins(bounds.min), formatCoins(bounds.max)])}
      </p>
      <input
        className={styles.amount}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={typed.value}
        aria-invalid={typed.problem !== null}
        data-testid="rsp-bet-amount"
        aria-label={t('games.rsp.bet.amount')}
        onChange={(e) => typed.type(e.currentTarget.value)}
        onBlur={typed.leave}
      />
      <div className={styles.chips}>
        {rspChips(bounds).map((chip) => (
          <button key={chip} type="button" aria-pressed={chip === bet} onClick={() => typed.pick(chip)} data-testid="rsp-chip">
            {formatCoins(chip)}
          </button>
        ))}
      </div>
      {amount !== null && <p className={styles.line}>{t('games.rsp.bet.prize', [formatCoins(rspPayout(amount))])}</p>}
      {/* Said before the search starts: the match is a server's, and it plays on if the app is closed (the inbox says what happened). */}
      <p className={styles.line} data-testid="rsp-stay-note">
        {t('games.rsp.bet.stayNote')}
      </p>
      {reason && (
        <p className={styles.reason} role="status" data-testid="rsp-bet-reason">
          {reason}
        </p>
      )}
      <button type="button" className={`btn ${styles.big}`} onClick={onFind} disabled={busy || blocked} data-testid="rsp-find">
        {amount === null ? t('games.rsp.bet.findNone') : t('games.rsp.bet.find', [formatCoins(amount)])}
      </button>
    </section>
  );
}

export function SearchDock({ search, onCancel }: { search: RspSearch; onCancel(): void }) {
  const t = useT();
  const wait = Math.round((Date.parse(search.houseAt) - Date.parse(search.since)) / 1000);
  return (
    <section className={styles.dock} data-testid="rsp-search" aria-live="polite">
      <h2>{t('games.rsp.search.title')}</h2>
      <p className={styles.line}>{t('games.rsp.play.stake', [formatCoins(search.bet), formatCoins(rspPayout(search.bet))])}</p>
      <p className={styles.line}>{t('games.rsp.search.house', [wait])}</p>
      <button type="button" className="btn" onClick={onCancel} data-testid="rsp-cancel">
        {t('games.rsp.search.cancel')}
      </button>
    </section>
  );
}

export function MatchBar({ match, quitting, onQuit }: { match: RspMatchView; quitting: boolean; onQuit(): void }) {
  const t = useT();
  return (
    <section className={styles.bar} data-testid="rsp-match" data-match={match.id} data-opponent={match.opponent}>
      <span className={styles.line}>{t('games.rsp.play.stake', [formatCoins(match.bet), formatCoins(match.prize)])}</span>
      <button type="button" className={styles.quit} onClick={onQuit} disabled={quitting} data-testid="rsp-quit">
        {t('games.rsp.play.quit')}
      </button>
    </section>
  );
}

/** The question before a quit: the match is lost and the stake forfeited. */
export function QuitConfirm({ bet, onConfirm, onStay }: { bet: number; onConfirm(): void; onStay(): void }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useModal(ref, onStay);
  return (
    <div className={styles.backdrop} onClick={onStay}>
      <section
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="rsp-quit-title"
        aria-describedby="rsp-quit-body"
        className={styles.confirm}
        data-testid="rsp-quit-confirm"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="rsp-quit-title">{t('games.rsp.quit.title')}</h2>
        <p id="rsp-quit-body">{t('games.rsp.quit.body', [formatCoins(bet)])}</p>
        <div className={styles.row}>
          <button type="button" className="btn" onClick={onStay} autoFocus data-testid="rsp-quit-stay">
            {t('games.rsp.quit.stay')}
          </button>
          <button type="button" className={`btn ${styles.danger}`} onClick={onConfirm} data-testid="rsp-quit-yes">
            {t('games.rsp.quit.confirm', [formatCoins(bet)])}
          </button>
        </div>
      </section>
    </div>
  );
}

/** Why a match ended, told from the player's side: who quit or missed two rounds, when one side did. */
function reasonKey({ reason, outcome }: NonNullable<RspMatchView['result']>): string {
  if ((reason === 'quit' || reason === 'abandoned') && outcome !== 'void')
    return `games.rsp.reason.${reason}By.${outcome === 'lost' ? 'you' : 'opponent'}`;
  return `games.rsp.reason.${reason}`;
}

export function EndDock({
  match,
  balance,
  onAgain,
  onChange,
  busy,
}: {
  match: RspMatchView;
  balance: number;
  onAgain(): void;
  onChange(): void;
  busy: boolean;
}) {
  const t = useT();
  const result = match.result;
  if (!result) return null;
  const { outcome } = result;
  const line =
    outcome === 'won'
      ? t('games.rsp.result.paid', [formatCoins(result.payout)])
      : outcome === 'lost'
        ? t('games.rsp.result.lostBet', [formatCoins(match.bet)])
        : t('games.rsp.result.returned', [formatCoins(match.bet)]);
  return (
    <section
      className={styles.dock}
      data-testid="rsp-end"
      data-match={match.id}
      data-outcome={outcome}
      data-reason={result.reason}
      data-payout={result.payout}
      aria-labelledby="rsp-end-title"
    >
      <h2 id="rsp-end-title">{t(`games.rsp.result.${outcome}`)}</h2>
      <p className={outcome === 'lost' ? styles.lost : styles.won}>{line}</p>
      <p className={styles.line}>
        {t(reasonKey(result))} · {match.score.you}–{match.score.opponent}
      </p>
      <p className={styles.line} data-testid="rsp-end-balance">
        {t('games.rsp.result.balance', [formatCoins(balance)])}
      </p>
      <div className={styles.row}>
        <button type="button" className={`btn ${styles.big}`} onClick={onAgain} disabled={busy} autoFocus data-testid="rsp-again">
          {t('games.rsp.result.again')}
        </button>
        <button type="button" className="btn" onClick={onChange} data-testid="rsp-change">
          {t('games.rsp.result.change')}
        </button>
      </div>
    </section>
  );
}

export function ErrorDock({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT();
  return (
    <section className={styles.dock} role="alert" data-testid="rsp-error">
      <p>{t(message)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
