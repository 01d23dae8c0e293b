import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import type { ChromeBus } from '../../../engine/core/bus';
import type { RspPayloads, RspSetup } from '../../../engine/games/rsp/types';
import { refreshData } from '../../api/calls/refresh';
import { fetchRspStatus, onRspPush, sendRsp } from '../../api/calls/rsp';
import { retryKey, settleRetryKey } from '../../api/retryKey';
import { useClosingConfirmation } from '../../app/miniApp';
import { useT } from '../../i18n/useT';
import { onSocketReconnect, SocketError } from '../../realtime/socket';
import { languageState } from '../../state/language';
import { GameView } from '../GameView';
import { PlayFrame, usePlayDevice, useToast } from '../PlayFrame';
import type { StageProps } from '../types';
import { rspRegistry } from './loader';
import { BetDock, EndDock, ErrorDock, MatchBar, QuitConfirm, SearchDock } from './RspParts';
import { connectRspFlow, type RspCalls, type RspFlow, type RspView } from './rspFlow';
import { RspHistory } from './RspHistory';
import { rspSceneText } from './text';
import { useAvailableCoins } from '../useAvailableCoins';

const SEARCH = 'rsp-search';

const calls: RspCalls = {
  status: fetchRspStatus,
  // One key per bet until the server answers: a retry after no answer gets the same search or match back, never a second stake.
  async search(bet) {
    const scope = { scope: String(bet) };
    try {
      const reply = await sendRsp({ type: 'search', bet, idempotencyKey: retryKey(SEARCH, scope) });
      settleRetryKey(SEARCH);
      return reply;
    } catch (error) {
      // The server's own refusal spends the key; no answer keeps it for the retry.
      if (error instanceof SocketError && error.key !== MSG.networkSlow) settleRetryKey(SEARCH);
      throw error;
    }
  },
  send: sendRsp,
  onPush: onRspPush,
  onReconnect: onSocketReconnect,
};

/** The last bet chosen, for this page's life: leaving the game and coming back keeps it. */
let lastBet: number | null = null;

/** Rock scissor paper's stage on the play screen: the table, the bet, the search, Quit (asked first), the end, history and refusals. */
export default function RspStage({ slug, detail, maintenance }: StageProps<'rock-scissor-paper'>) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const balance = useAvailableCoins();
  const { pixelRatio, mobile } = usePlayDevice();
  const [view, setView] = useState<RspView>({ kind: 'loading' });
  const [bet, setBet] = useState<number | null>(lastBet);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useToast();
  const [history, setHistory] = useState(false);
  const flow = useRef<RspFlow | null>(null);
  // Closing the app mid-match leaves it running on the server (its rounds then lost by the clock): worth a question.
  useClosingConfirmation(view.kind === 'playing' || view.kind === 'searching');

  const setup = useMemo<RspSetup>(() => ({ text: rspSceneText(t), pixelRatio }), [t, pixelRatio]);
  const registry = useMemo(() => rspRegistry(setup), [setup]);

  const connect = (bus: ChromeBus<RspPayloads>) => {
    const mine = connectRspFlow(bus, calls, { view: setView, refused: setMessage, walletChanged: () => void refreshData() });
    flow.current = mine;
    return [
      ...mine.offs,
      () => {
        if (flow.current === mine) flow.current = null;
      },
    ];
  };

  const choose = (amount: number) => {
    lastBet = amount;
    setBet(amount);
  };
  const find = (amount: number) => {
    choose(amount);
    setBusy(true);
    void flow.current?.search(amount).finally(() => setBusy(false));
  };

  return (
    <PlayFrame
      slug={slug}
      title={detail.content[lang].title}
      variant="rsp"
      onHistory={() => setHistory(true)}
      message={message}
      notice={maintenance ? MSG.gameMaintenance : null}
      game={<GameView slug={slug} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />}
    >
      {view.kind === 'betting' &&
        (() => {
          const { bounds } = view.status;
          // The last bet stays chosen, kept inside the bounds the status gives now.
          const amount = Math.min(bounds.max, Math.max(bounds.min, bet ?? bounds.min));
          return (
            <BetDock
              status={view.status}
              balance={balance}
              bet={amount}
              onBet={choose}
              onFind={() => find(amount)}
              busy={busy}
              maintenance={maintenance}
            />
          );
        })()}
      {view.kind === 'searching' && <SearchDock search={view.search} onCancel={() => void flow.current?.cancel()} />}
      {view.kind === 'playing' && <MatchBar match={view.match} quitting={view.quitting} onQuit={() => setAsking(true)} />}
      {view.kind === 'playing' && asking && (
        <QuitConfirm
          bet={view.match.bet}
          onStay={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void flow.current?.quit();
          }}
        />
      )}
      {view.kind === 'ended' && (
        <EndDock
          match={view.match}
          balance={balance}
          busy={busy}
          onAgain={() => find(view.match.bet)}
          onChange={() => flow.current?.sync()}
        />
      )}
      {view.kind === 'error' && <ErrorDock message={view.key} onRetry={() => flow.current?.sync()} />}
      {history && <RspHistory onClose={() => setHistory(false)} />}
    </PlayFrame>
  );
}
