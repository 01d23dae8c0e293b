import { use, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useParams } from 'wouter';
import { GAME_KEY_BY_SLUG, type GameSlug } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import type { GameDetail, GameStateName } from '../../../contract/schemas/games';
import { GAME_TITLE, isGameSlug, isSpinWheelSlug } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { BigWinsSlot } from '../../components/big-wins/BigWinsSlot';
import { carriesFeed } from '../../components/big-wins/carriesFeed';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { uploadUrl } from '../../lib/uploadUrl';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { effectiveState } from './cardState';
import { Features, Figures, Notice, OddsTable, Screenshots } from './DetailParts';
import { useGameDetail } from './useGames';
import { gamesTexts } from '../../game/gamesDictionary';
import styles from './Detail.module.css';

/** What stands where the Play button would: the reason a game cannot be played now. */
function StateNotice({ state, detail }: { state: Exclude<GameStateName, 'live'>; detail: GameDetail }) {
  const t = useT();
  const text = {
    maintenance: t(MSG.gameMaintenance),
    preparation: t(MSG.gameInPreparation),
    comingSoon: t('games.detail.comingSoonBody', [formatDateTime(detail.card.startDate)]),
    ended: t('games.detail.endedBody'),
  }[state];
  return (
    <p className={styles.stateNotice} data-state={state} role="status" data-testid="game-state-notice">
      {text}
    </p>
  );
}

function Detail({ slug, detail }: { slug: GameSlug; detail: GameDetail }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const { records } = useSnapshot(gameState);
  const state = effectiveState(detail.card, records[GAME_KEY_BY_SLUG[slug]].mtn);
  const text = detail.content[lang];
  useEffect(() => {
    // The registry (every game's chrome) comes after the page: the detail itself needs none of it.
    if (state === 'live') void import('../../game/registry').then((games) => games.prefetchGame(slug, lang));
  }, [slug, state, lang]);
  return (
    <>
      <div className={styles.hero}>
        <img src={uploadUrl(detail.card.cardImg[lang])} alt="" width={360} height={240} />
      </div>
      {state === 'live' ? (
        <Link
          href={ROUTES.play(slug)}
          className={`btn ${styles.play}`}
          data-testid="play-button"
          onClick={() => performance.mark('game-play-tap')}
        >
          {t('game.play')}
        </Link>
      ) : (
        <StateNotice state={state} detail={detail} />
      )}
      {carriesFeed(slug) && <BigWinsSlot />}
      <p className={styles.description}>{text.description}</p>
      <Figures detail={detail} lang={lang} />
      <Features features={text.features} />
      <OddsTable slug={slug} table={detail.odds} lang={lang} />
      <Screenshots shots={text.screenshots} />
      <Notice items={text.notice} />
      {/* The wheels' full terms (deposit, daily limit, who may spin, when prizes arrive) have a screen of their own. */}
      {isSpinWheelSlug(slug) && (
        <p>
          <Link href={ROUTES.spinTerms(slug)} className={styles.termsLink} data-testid="spin-terms-link">
            {t('title.game.spinTerms')}
          </Link>
        </p>
      )}
    </>
  );
}

/** /games/:game: a game's content per language, its figures and odds, and the way in. */
export default function GameDetailScreen() {
  use(gamesTexts());
  const t = useT();
  const params = useParams<{ game: string }>();
  const slug = isGameSlug(params.game) ? params.game : null;
  usePageTitle(slug ? GAME_TITLE[slug] : 'title.notFound');
  const detail = useGameDetail(slug ?? '');
  const { lang } = useSnapshot(languageState);
  if (!slug) return <NotFoundScreen />;
  const title = detail.status === 'ok' ? detail.data.content[lang].title : t(GAME_TITLE[slug]);
  return (
    <main className="screen" data-testid="game-detail">
      <SubHeader title={title} back={ROUTES.games} />
      {detail.status === 'loading' && <Spinner />}
      {detail.status === 'error' && <ErrorRetry message={detail.message} retry={detail.retry} />}
      {detail.status === 'ok' && <Detail slug={slug} detail={detail.data} />}
    </main>
  );
}
