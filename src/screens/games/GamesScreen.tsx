import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { GAME_KEY_BY_SLUG } from '../../../contract/constants';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { effectiveState } from './cardState';
import { GameCardView } from './GameCardView';
import { QuizEntryCard } from '../quiz/QuizEntryCard';
import { useGameList } from './useGames';
import { gamesTexts } from '../../game/gamesDictionary';
import styles from './Games.module.css';

/** Games.module.css lays the cards out two a row on a phone. */
const CARDS_PER_ROW = 2;

/** /games: the cards in the server's order (SPEC section 2), each with its state. */
export default function GamesScreen() {
  use(gamesTexts());
  const t = useT();
  usePageTitle('title.games');
  const { lang } = useSnapshot(languageState);
  const { records } = useSnapshot(gameState);
  const list = useGameList();
  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.games')}</h1>
      {list.status === 'loading' && <Spinner />}
      {list.status === 'error' && <ErrorRetry message={list.message} retry={list.retry} />}
      {list.status === 'ok' && (
        <ul className={styles.grid} data-testid="game-list">
          {list.data.map((card, i) => (
            <li key={card.slug}>
              <GameCardView
                card={card}
                lang={lang}
                state={effectiveState(card, records[GAME_KEY_BY_SLUG[card.slug]].mtn)}
                firstRow={i < CARDS_PER_ROW}
              />
            </li>
          ))}
        </ul>
      )}
      {/* Under the games, not over them: the campaign's card arrives with its own call and would push the grid down. */}
      {list.status === 'ok' && (
        <div className={styles.campaign}>
          <QuizEntryCard />
        </div>
      )}
    </main>
  );
}
