import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import type { ChromeBus } from '../../../engine/core/bus';
import type { SquidPayloads, SquidSetup } from '../../../engine/games/squidgame/types';
import { betSquid, cashoutSquid, fetchSquidStatus, stepSquid } from '../../api/calls/squidgame';
import { sendWithRetryKey } from '../../api/retryKey';
import { useClosingConfirmation } from '../../app/miniApp';
import { useT } from '../../i18n/useT';
import { applyCoins } from '../../state/coins';
import { languageState } from '../../state/language';
import { GameView } from '../GameView';
import { PlayFrame, usePlayDevice, useToast } from '../PlayFrame';
import type { StageProps } from '../types';
import { clampBet } from './bets';
import { squidRegistry } from './loader';
import { connectSquidFlow, type SquidCalls, type SquidFlow, type SquidView } from './squidFlow';
import { SquidHistory } from './SquidHistory';
import { BetDock, EndDock, ErrorDock, PlayDock } from './SquidParts';
import { squidSceneText } from './text';
import { useAvailableCoins } from '../useAvailableCoins';

const calls: SquidCalls = {
  status: fetchSquidStatus,
  // One key per bet until the server answers: a retry after no answer gets the same bridge back, never a second stake.
  // Scoped by the amount: a different bet after a refusal is another bet.
  bet: (bet) => sendWithRetryKey('squidgame-bet', (idempotencyKey) => betSquid({ bet, idempotencyKey }), { scope: String(bet) }),
  step: stepSquid,
  cashout: cashoutSquid,
};

/** The last bet chosen, for this page's life: leaving the game and coming back keeps it. */
let lastBet: number | null = null;

/** Squid game's stage on the play screen: the bridge, the bet dock, the cash-out, the end of a bridge, history and refusals. */
export default function SquidStage({ slug, detail, maintenance }: StageProps<'squidgame'>) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const balance = useAvailableCoins();
  const { pixelRatio, mobile } = usePlayDevice();
  const [view, setView] = useState<SquidView>({ kind: 'loading' });
  const [bet, setBet] = useState<number | null>(lastBet);
  const [placing, setPlacing] = useState(false);
  const [message, setMessage] = useToast();
  const [history, setHistory] = useState(false);
  const flow = useRef<SquidFlow | null>(null);
  // An open bridge stays on the server (no time limit), yet leaving mid-bridge deserves a question.
  useClosingConfirmation(view.kind === 'playing');

  const setup = useMemo<SquidSetup>(() => ({ text: squidSceneText(t), pixelRatio }), [t, pixelRatio]);
  const registry = useMemo(() => squidRegistry(setup), [setup]);

  const connect = (bus: ChromeBus<SquidPayloads>) => {
    const mine = connectSquidFlow(bus, calls, { view: setView, refused: setMessage, wallet: applyCoins });
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
  const place = (amount: number) => {
    setPlacing(true);
    void flow.current?.bet(amount).finally(() => setPlacing(false));
  };
  const again = () => flow.current?.sync();

  return (
    <PlayFrame
      slug={slug}
      title={detail.content[lang].title}
      variant="squidgame"
      onHistory={() => setHistory(true)}
      message={message}
      notice={maintenance ? MSG.gameMaintenance : null}
      game={<GameView slug={slug} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />}
    >
      {view.kind === 'betting' &&
        (() => {
          // The last bet stays chosen (kept inside the bounds the status gives now).
          const amount = clampBet(bet ?? view.status.bounds.min, view.status.bounds);
          return (
            <BetDock
              status={view.status}
              balance={balance}
              bet={amount}
              onBet={choose}
              onPlace={() => place(amount)}
              placing={placing}
              maintenance={maintenance}
            />
          );
        })()}
      {view.kind === 'playing' && <PlayDock bridge={view.bridge} busy={view.busy} onCashout={() => void flow.current?.cashout()} />}
      {view.kind === 'ended' && <EndDock bridge={view.bridge} coin={view.coin} balance={balance} onAgain={again} />}
      {view.kind === 'error' && <ErrorDock message={view.key} onRetry={again} />}
      {history && <SquidHistory onClose={() => setHistory(false)} />}
    </PlayFrame>
  );
}
