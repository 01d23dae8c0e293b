import { Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useParams } from 'wouter';
import { GAME_KEY_BY_SLUG } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import { GAME_TITLE, isGameSlug } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { chromeGame, isBuilt } from '../../game/registry';
import { useT } from '../../i18n/useT';
import { gameState } from '../../state/game';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { effectiveState } from './cardState';
import { useGameDetail } from './useGames';
import styles from '../../game/Play.module.css';

/** Where a game that cannot be played now leaves the player: the reason and the way back. */
function NotPlayable({ slug, message }: { slug: string; message: string }) {
  const t = useT();
  return (
    <main className={`screen ${styles.blocked}`} data-testid="not-playable">
      <p role="status">{t(message)}</p>
      <Link href={ROUTES.game(slug)} className="btn btn-ghost">{t('screens.common.back')}</Link>
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
  const params = useParams<{ game: string }>();
  const slug = isGameSlug(params.game) ? params.game : null;
  usePageTitle(slug ? GAME_TITLE[slug] : 'title.notFound');
  // A copy of its own, fetched fresh: a background revalidation must never swap the prize table under a spin.
  const detail = useGameDetail(slug ?? '', { fresh: true });
  const { records } = useSnapshot(gameState);
  if (!slug) return <NotFoundScreen />;
  if (!isBuilt(slug)) return <NotPlayable slug={slug} message={MSG.gameInPreparation} />;
  if (detail.status === 'loading' || detail.status === 'idle') return <Spinner />;
  if (detail.status === 'error') return <main className="screen"><ErrorRetry message={detail.message} retry={detail.retry} /></main>;
  const state = effectiveState(detail.data.card, records[GAME_KEY_BY_SLUG[slug]].mtn);
  if (state === 'preparation') return <NotPlayable slug={slug} message={MSG.gameInPreparation} />;
  if (state === 'comingSoon' || state === 'ended') return <NotPlayable slug={slug} message="games.play.notPlayable" />;
  const { Stage } = chromeGame(slug);
  return (
    <Suspense fallback={<Spinner />}>
      <Stage slug={slug} detail={detail.data} maintenance={state === 'maintenance'} />
    </Suspense>
  );
}
