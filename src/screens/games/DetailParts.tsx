// The sections of a game's detail page (SPEC section 2): figures, features,
// screenshots, notice rules and, for games with a table, the odds of each outcome.
import type { FreePlay, GameDetail, PrizeOdds } from '../../../contract/schemas/games';
import type { GameSlug, Lang } from '../../../contract/constants';
import { uploadUrl } from '../../lib/uploadUrl';
import { useT } from '../../i18n/useT';
import { formatNumber, formatOdds as odds, formatPercent as percent } from '../../lib/format';
import styles from './Detail.module.css';

/** The slot that pays the most, if the game has a prize table with a paying slot. */
function topPrize(table: readonly PrizeOdds[]): PrizeOdds | undefined {
  return table.reduce<PrizeOdds | undefined>((best, o) => (o.creditRm > 0 && (!best || o.creditRm > best.creditRm) ? o : best), undefined);
}

/**
 * Figures as a player reads them: one return figure, and the top prize with
 * what it pays on the stake. The declared cap next to a smaller exact figure
 * read as "the advertised odds are false"; the exact figures of every slot
 * stay in the odds table below.
 */
export function Figures({ detail, lang }: { detail: GameDetail; lang: Lang }) {
  const t = useT();
  if (detail.freePlay) return <FreePlayFigures detail={detail} play={detail.freePlay} />;
  const top = topPrize(detail.odds);
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.h2}>
        {t('games.detail.figures')}
      </h2>
      <table className={styles.figures} data-testid="game-figures">
        <tbody>
          <tr>
            <th scope="row">{t('games.detail.rtp')}</th>
            <td>
              <strong>{percent(detail.declaredRtp)}</strong>
              {detail.exactRtp !== null && (
                <small className={styles.sub}>
                  {t(detail.odds.length ? 'games.detail.rtpExact' : 'games.detail.rtpRules', [percent(detail.exactRtp)])}
                </small>
              )}
            </td>
          </tr>
          {top ? (
            <tr>
              <th scope="row">{t('games.detail.topPrize')}</th>
              <td data-testid="game-top-prize">
                <strong>{top.label[lang]}</strong>
                <small className={styles.sub}>{t('games.detail.topPrizePays', [odds(top.multiplier)])}</small>
              </td>
            </tr>
          ) : (
            <tr>
              <th scope="row">{t('games.detail.maxWin')}</th>
              {/* What the game can pay where its rules say (Rock scissor paper's win: 1.94x), not the declared cap (1000x). */}
              <td data-testid="game-max-win">
                <strong>{t('games.detail.upTo', [odds(detail.exactMaxOdds ?? detail.maxOdds)])}</strong>
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('games.detail.volatility')}</th>
            <td data-level={detail.volatility}>{t(`games.detail.level.${detail.volatility}`)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/**
 * A free play's figures: what it costs and earns in coins, with the spec's
 * RTP and max odds beside them, worded so they hold without a stake ("10x the
 * stake" of a play that takes none told the player nothing true).
 */
function FreePlayFigures({ detail, play }: { detail: GameDetail; play: FreePlay }) {
  const t = useT();
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.h2}>
        {t('games.detail.figures')}
      </h2>
      <table className={styles.figures} data-testid="game-figures" data-kind="free">
        <tbody>
          <tr>
            <th scope="row">{t('games.detail.free.cost')}</th>
            <td>{t('games.detail.free.costValue', [play.playsPerDay])}</td>
          </tr>
          <tr>
            <th scope="row">{t('games.detail.free.earns')}</th>
            <td data-testid="game-play-earns">
              <strong>{t('games.detail.free.earnsValue', [play.maxCoins])}</strong>
              <small className={styles.sub}>
                {t('games.detail.free.earnsNote', [play.coinsPerRightAnswer, formatNumber(play.chanceMeanCoins)])}
              </small>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('games.detail.rtp')}</th>
            <td>
              <strong>{percent(detail.declaredRtp)}</strong>
              <small className={styles.sub}>{t('games.detail.free.rtpNote')}</small>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('games.detail.free.maxOdds')}</th>
            <td data-testid="game-max-win">
              <strong>{odds(detail.maxOdds)}</strong>
              <small className={styles.sub}>
                {t('games.detail.free.maxOddsNote', [play.maxCoins, play.maxCoins / play.coinsPerRightAnswer])}
              </small>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('games.detail.volatility')}</th>
            <td data-level={detail.volatility}>{t(`games.detail.level.${detail.volatility}`)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export function Features({ features }: { features: readonly string[] }) {
  const t = useT();
  if (!features.length) return null;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className={styles.h2}>
        {t('games.detail.features')}
      </h2>
      <ul className={styles.chips}>
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </section>
  );
}

export function Screenshots({ shots }: { shots: readonly string[] }) {
  const t = useT();
  if (!shots.length) return null;
  return (
    <section aria-labelledby="shots-title">
      <h2 id="shots-title" className={styles.h2}>
        {t('games.detail.screenshots')}
      </h2>
      <ul className={styles.shots} data-testid="game-screenshots">
        {shots.map((src, i) => (
          <li key={src}>
            <img
              src={uploadUrl(src)}
              alt={t('games.detail.screenshotAlt', [i + 1])}
              width={360}
              height={640}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How a game's odds table reads: a wheel's slots with their prizes, Squid
 * game's ladder (the cash-out at each step and the chance of getting there),
 * Lucky egg's multipliers. The server sends one shape for all.
 */
type OddsKind = 'wheel' | 'squidgame' | 'luckyEgg';
const ODDS_KIND: Partial<Record<GameSlug, OddsKind>> = {
  'spin-wheel': 'wheel',
  spinwheelv2: 'wheel',
  squidgame: 'squidgame',
  'lucky-egg': 'luckyEgg',
};

export function OddsTable({ slug, table, lang }: { slug: GameSlug; table: readonly PrizeOdds[]; lang: Lang }) {
  const t = useT();
  const kind = ODDS_KIND[slug] ?? 'wheel';
  if (!table.length) return null;
  const rows = [...table].sort((a, b) => a.index - b.index);
  const words = (key: 'title' | 'first' | 'chance' | 'note') => t(`games.detail.oddsOf.${kind}.${key}`);
  // Squid game's labels say the step its first column says; Lucky egg's say the multiplier.
  const labels = kind === 'wheel';
  return (
    <section aria-labelledby="odds-title">
      <h2 id="odds-title" className={styles.h2}>
        {words('title')}
      </h2>
      <div className={styles.scrollX}>
        <table className={styles.odds} data-testid="odds-table" data-kind={kind}>
          <thead>
            <tr>
              <th scope="col">{words('first')}</th>
              {labels && <th scope="col">{t('games.detail.prize')}</th>}
              <th scope="col">{t('games.detail.multiplier')}</th>
              <th scope="col">{words('chance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.index} data-win={o.creditRm > 0 ? '' : undefined}>
                <td>{o.index + 1}</td>
                {labels && <td>{o.label[lang]}</td>}
                <td>{odds(o.multiplier)}</td>
                <td>{percent(o.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{words('note')}</p>
    </section>
  );
}

export function Notice({ items }: { items: readonly string[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <section aria-labelledby="notice-title">
      <h2 id="notice-title" className={styles.h2}>
        {t('games.detail.notice')}
      </h2>
      <ol className={styles.notice} data-testid="game-notice">
        {items.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ol>
    </section>
  );
}
