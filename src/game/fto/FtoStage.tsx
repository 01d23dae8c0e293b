import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import type { ChromeBus } from '../../../engine/core/bus';
import { FTO_ASSETS, type FtoPayloads, type FtoSetup } from '../../../engine/games/fto/types';
import { answerFto, dealFto, fetchFtoStatus, startFto } from '../../api/calls/fto';
import { sendWithRetryKey } from '../../api/retryKey';
import { useClosingConfirmation } from '../../app/miniApp';
import { useT } from '../../i18n/useT';
import { applyCoins } from '../../state/coins';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { GameView } from '../GameView';
import { PlayFrame, usePlayDevice, useToast } from '../PlayFrame';
import type { StageProps } from '../types';
import { warmArt } from '../warm';
import { connectFtoFlow, type FtoCalls, type FtoFlow, type FtoView } from './ftoFlow';
import { FtoHistory } from './FtoHistory';
import { ErrorDock, ResultDock, RulesDialog, StartDock, Tutorial } from './FtoParts';
import { ftoRegistry } from './loader';
import { ftoSceneText } from './text';

const calls: FtoCalls = {
  status: fetchFtoStatus,
  // One key per Play until the server answers: a retry after no answer gets the same play back.
  start: () => sendWithRetryKey('fto-start', (idempotencyKey) => startFto({ idempotencyKey })),
  deal: dealFto,
  answer: answerFto,
};

/** Find The Odd's stage on the play screen: the board, the start and result docks, rules, tutorial, history and refusals. */
export default function FtoStage({ slug, detail, maintenance }: StageProps<'fto'>) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const { cardNoticeSeen, tutorialSeen } = useSnapshot(gameState);
  const { pixelRatio, mobile } = usePlayDevice();
  const [view, setView] = useState<FtoView>({ kind: 'loading' });
  const [message, setMessage] = useToast();
  const [history, setHistory] = useState(false);
  const [rules, setRules] = useState(false);
  const [tutorial, setTutorial] = useState(false);
  const flow = useRef<FtoFlow | null>(null);
  useClosingConfirmation(view.kind === 'playing');

  // The board's art downloads beside Phaser, not after it (a no-op once the detail page warmed it).
  useEffect(() => {
    void warmArt('fto', FTO_ASSETS, lang);
  }, [lang]);

  const setup = useMemo<FtoSetup>(() => ({ text: ftoSceneText(t), pixelRatio }), [t, pixelRatio]);
  const registry = useMemo(() => ftoRegistry(setup), [setup]);

  const connect = (bus: ChromeBus<FtoPayloads>) => {
    const mine = connectFtoFlow(bus, calls, {
      view: (next) => {
        setView(next);
        if (next.kind === 'start') gameState.records.FTO.rm = next.status.rm;
      },
      refused: setMessage,
      wallet: applyCoins,
    });
    flow.current = mine;
    return [
      ...mine.offs,
      () => {
        if (flow.current === mine) flow.current = null;
      },
    ];
  };

  const play = () => {
    if (tutorialSeen) flow.current?.start();
    else setTutorial(true);
  };
  const sync = () => flow.current?.sync();
  const notice = detail.content[lang].notice;

  return (
    <PlayFrame
      slug={slug}
      title={detail.content[lang].title}
      variant="fto"
      onHistory={() => setHistory(true)}
      message={message}
      notice={maintenance ? MSG.gameMaintenance : null}
      game={<GameView slug={slug} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />}
    >
      {view.kind === 'start' && (
        <StartDock status={view.status} maintenance={maintenance} onPlay={play} onRules={() => setRules(true)} onNewDay={sync} />
      )}
      {view.kind === 'result' && <ResultDock summary={view.summary} coin={view.coin} onClose={sync} />}
      {view.kind === 'error' && <ErrorDock message={view.key} onRetry={sync} />}
      {/* The card game notice (SPEC 3): the rules once, before the first play; the Rules button shows them again. */}
      {(rules || (view.kind === 'start' && !cardNoticeSeen)) && (
        <RulesDialog
          rules={notice}
          onClose={() => {
            gameState.cardNoticeSeen = true;
            setRules(false);
          }}
        />
      )}
      {tutorial && (
        <Tutorial
          onGo={() => {
            gameState.tutorialSeen = true;
            setTutorial(false);
            flow.current?.start();
          }}
        />
      )}
      {history && <FtoHistory onClose={() => setHistory(false)} />}
    </PlayFrame>
  );
}
