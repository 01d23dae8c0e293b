import { Link } from 'wouter';
import type { GameCard, GameStateName } from '../../../contract/schemas/games';
import type { Lang } from '../../../contract/constants';
import { ROUTES } from '../../../contract/routes';
import { uploadUrl } from '../../lib/uploadUrl';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { STATE_LABEL } from './cardState';
import styles from './Games.module.css';

/** The badge art of a state: each one different at a glance, not only by its words. */
function StateIcon({ state }: { state: Exclude<GameStateName, 'live'> }) {
  const paths: Record<typeof state, string> = {
    comingSoon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.4l3.6 2.1-.9 1.5L11 13V7h2Z',
    ended: 'M4 4h16v3H4zM6 9h12v11H6zM9 12v5h2v-5zm4 0v5h2v-5z',
    maintenance: 'M21 18.6 14.4 12A5.5 5.5 0 0 0 7.6 4.9l3.2 3.2-2.2 2.2-3.3-3.2a5.5 5.5 0 0 0 7.2 6.8L19 20.6z',
    preparation: 'M6 2h12v5l-4 5 4 5v5H6v-5l4-5-4-5Zm2 2v2.3L12 11l4-4.7V4Zm4 9-4 4.7V20h8v-2.3Z',
  };
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[state]} fill="currentColor" />
    </svg>
  );
}

/**
 * One card of /games: art per language (treated per state), tag, its state and start date under it.
 * `firstRow`: its art is in the first screenful (the page's largest image), so it is fetched at
 * once and first; the cards below wait until scrolled near.
 */
export function GameCardView({ card, state, lang, firstRow }: { card: GameCard; state: GameStateName; lang: Lang; firstRow: boolean }) {
  const t = useT();
  const date = formatDateTime(card.startDate);
  const when =
    state === 'comingSoon'
      ? t('games.list.startsOn', [date])
      : state === 'ended' && card.endDate
        ? t('games.list.endedOn', [formatDateTime(card.endDate).slice(0, 10)])
        : t('games.list.since', [date.slice(0, 10)]);
  return (
    <Link href={ROUTES.game(card.slug)} className={styles.card} data-state={state} data-testid={`game-card-${card.slug}`}>
      <div className={styles.art}>
        {firstRow ? (
          <img src={uploadUrl(card.cardImg[lang])} alt="" width={360} height={240} fetchPriority="high" />
        ) : (
          <img src={uploadUrl(card.cardImg[lang])} alt="" width={360} height={240} loading="lazy" decoding="async" />
        )}
        {card.tag && (
          <span className={styles.tag} data-tag={card.tag}>
            {t(`game.tag.${card.tag.toLowerCase()}`)}
          </span>
        )}
      </div>
      {/* The state goes under the art, not over it: the art draws the game's name where a badge would sit. */}
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle}>{card.title[lang]}</h2>
        {state !== 'live' && (
          <span className={styles.state} data-testid="game-state">
            <StateIcon state={state} />
            {t(STATE_LABEL[state])}
          </span>
        )}
        <p className={styles.when}>{when}</p>
      </div>
    </Link>
  );
}
