// The chrome over a running wheel: the player's standing (spins left, today's
// count, the verification rule) and the prize panel after a spin.
import { useRef } from 'react';
import { Link } from 'wouter';
import { useModal } from '../../components/a11y/useModal';
import { CreditClockLine } from '../../components/CreditClockLine';
import { GAME_RULES, type Lang } from '../../../contract/constants';
import { ROUTES } from '../../../contract/routes';
import type { SpinResult, SpinStatus } from '../../../contract/games/wheel';
import type { SpinTerms } from '../../../contract/schemas/games';
import type { WheelSlug } from './loader';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import styles from '../Play.module.css';

export function PlayHud({ slug, standing, terms }: { slug: WheelSlug; standing: SpinStatus | null; terms: SpinTerms | undefined }) {
  const t = useT();
  // The server's terms and the player's own limit (an operator or a tier may raise it); the spec's figures only before they arrive.
  const rules = slug === 'spinwheelv2' ? GAME_RULES.SPINWHEELV2 : GAME_RULES.SPINWHEEL;
  const deposit = terms?.minDepositRm ?? rules.minDepositRm;
  const limit = standing?.dailyLimit ?? terms?.dailySpinLimit ?? rules.dailySpinLimit;
  return (
    <footer className={styles.hud} data-testid="play-hud">
      {standing && (
        <p className={styles.counts}>
          {/* Both wheels: V2's canvas line under the wheel is art a screen reader never reads, and a small phone may draw it below the fold. */}
          <span data-testid="spins-left">
            {t('games.play.spinsLeft')} <b>{standing.rm}</b>
          </span>
          <span>{t('games.play.usedToday', [standing.usedToday, standing.dailyLimit])}</span>
        </p>
      )}
      {standing && !standing.verified ? (
        <p className={styles.verify} data-testid="verify-first">
          {t('games.play.verifyFirst')} <Link href={`~${ROUTES.helpdesk}`}>{t('games.play.contactSupport')}</Link>
        </p>
      ) : (
        <p className={styles.rule}>{t('games.play.depositRule', [deposit, limit])}</p>
      )}
    </footer>
  );
}

export function PrizePanel({ result, lang, onClose }: { result: SpinResult; lang: Lang; onClose: () => void }) {
  const t = useT();
  const win = result.slot.creditRm > 0;
  const amount = `RM${formatNumber(result.slot.creditRm)}`;
  const ref = useRef<HTMLElement>(null);
  useModal(ref, onClose);
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <section
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="prize-title"
        className={styles.panel}
        data-win={win ? '' : undefined}
        data-testid="prize-panel"
        data-prize-index={result.slot.index}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="prize-title">{t(win ? 'games.play.prizeTitle' : 'games.play.noPrizeTitle')}</h2>
        <p className={styles.prize}>{result.slot.label[lang]}</p>
        <p>
          {win
            ? t(result.creditStatus === 'PENDING' ? 'games.play.prizePending' : 'games.play.prizeCredit', [amount])
            : t('games.play.noPrizeBody')}
        </p>
        {/* SPEC 9's 15 minutes, as a redemption shows its 24 hours: credited by, then credited at. */}
        {result.clock && (
          <p data-testid="prize-clock">
            <CreditClockLine clock={result.clock} />
          </p>
        )}
        <button type="button" className="btn" onClick={onClose} autoFocus>
          {t('games.play.ok')}
        </button>
      </section>
    </div>
  );
}
