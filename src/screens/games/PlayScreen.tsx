import { lazy, Suspense, use } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useParams } from 'wouter';
import { GAME_KEY_BY_SLUG, type GameSlug } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { WAGER_GAMES } from '../../../contract/limitsRules';
import { ROUTES } from '../../../contract/routes';
import { GAME_TITLE, isGameSlug } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { uploadUrl } from '../../lib/uploadUrl';
import { isBuilt } from '../../game/builtGames';
import { chromeGame } from '../../game/registry';
import { useT } from '../../i18n/useT';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { effectiveState } from './cardState';
import { useGameDetail } from './useGames';
import { gamesTexts } from '../../game/gamesDictionary';
import { accountTexts } from '../../i18n/accountTexts';
import styles from '../../game/Play.module.css';

// The reality check of the games with stakes (issue 11): its own small chunk, fetched only on their play screens.
const RealityCheck = lazy(() => import('../setting/limits/RealityCheck'));
const hasStakes = (slug: GameSlug): boolean => (WAGER_GAMES as readonly string[]).includes(GAME_KEY_BY_SLUG[slug]);

/**
 * Where a game that cannot be played now leaves the player: its art, the
 * reason, and the ways on (other games, or back to its page), framed like
 * the rest of the chrome rather than a bare line of text.
 */
function NotPlayable({ slug, message, art }: { slug: GameSlug; message: string; art: string | null }) {
  const t = useT();
  return (
    <main className="screen" data-testid="not-playable">
      <SubHeader title={t(GAME_TITLE[slug])} back={ROUTES.game(slug)} />
      <div className={styles.blocked}>
        {art && <img className={styles.blockedArt} src={uploadUrl(art)} alt="" width={360} height={240} />}
        <h2 role="status" className={styles.blockedTitle}>
          {t(message)}
        </h2>
        <p className={styles.blockedBody}>{t('games.play.notPlayableBody')}</p>
        <Link href={ROUTES.games} className="btn">
          {t('games.play.otherGames')}
        </Link>
        <Link href={ROUTES.game(slug)} className="btn btn-ghost">
          {t('screens.common.back')}
        </Link>
      </div>
    </main>
  );
}

/**
 * /games/:game/play (private): the game full screen. Built, live games mount
 * their stage (src/game/<game>, its own chunk); a game in preparation says
 * so; maintenance mounts the scene in its maintenance look so the player sees
 * the game, not a blank page.
 */
export default function PlayScreen() {
  // The games' texts and the account section's (a win's credit clock, a history's 'load more'), fetched together.
  for (const texts of [gamesTexts(), accountTexts()]) use(texts);
  const params = useParams<{ game: string }>();
  const slug = isGameSlug(params.game) ? params.game : null;
  usePageTitle(slug ? GAME_TITLE[slug] : 'title.notFound');
  // A copy of its own, fetched fresh: a background revalidation must never swap the prize table under a spin.
  const detail = useGameDetail(slug ?? '', { fresh: true });
  const { records } = useSnapshot(gameState);
  const { lang } = useSnapshot(languageState);
  if (!slug) return <NotFoundScreen />;
  if (detail.status === 'loading' || detail.status === 'idle') return <Spinner />;
  if (detail.status === 'error')
    return (
      <main className="screen">
        <ErrorRetry message={detail.message} retry={detail.retry} />
      </main>
    );
  const art = detail.data.card.cardImg[lang];
  if (!isBuilt(slug)) return <NotPlayable slug={slug} message={MSG.gameInPreparation} art={art} />;
  const state = effectiveState(detail.data.card, records[GAME_KEY_BY_SLUG[slug]].mtn);
  if (state === 'preparation') return <NotPlayable slug={slug} message={MSG.gameInPreparation} art={art} />;
  if (state === 'comingSoon' || state === 'ended') return <NotPlayable slug={slug} message="games.play.notPlayable" art={art} />;
  const { Stage } = chromeGame(slug);
  return (
    <Suspense fallback={<Spinner />}>
      <Stage slug={slug} detail={detail.data} maintenance={state === 'maintenance'} />
      {hasStakes(slug) && (
        <Suspense fallback={null}>
          <RealityCheck slug={slug} />
        </Suspense>
      )}
    </Suspense>
  );
}
