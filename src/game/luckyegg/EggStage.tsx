import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import type { EggStatus } from '../../../contract/games/luckyegg';
import type { ChromeBus } from '../../../engine/core/bus';
import { LUCKY_EGG_ASSETS, type EggPayloads, type EggSetup } from '../../../engine/games/luckyegg/types';
import { fetchEggStatus, smashEgg } from '../../api/calls/luckyegg';
import { sendWithRetryKey } from '../../api/retryKey';
import { useT } from '../../i18n/useT';
import { applyCoins } from '../../state/coins';
import { languageState } from '../../state/language';
import { GameView } from '../GameView';
import { PlayFrame, usePlayDevice, useToast } from '../PlayFrame';
import type { StageProps } from '../types';
import { warmArt } from '../warm';
import { clampBet } from './bet';
import { connectEggFlow, standingOf, type EggCalls, type EggFlow, type EggView } from './eggFlow';
import { EggHistory } from './EggHistory';
import { ClosedDock, ErrorDock, MaintenanceDock, OpenDock, PlayedDock } from './EggParts';
import { eggRegistry } from './loader';
import { EGG_FORMATS, eggSceneText } from './text';
import { useAvailableCoins } from '../useAvailableCoins';

const calls: EggCalls = {
  status: fetchEggStatus,
  // One key per session until the server answers: a retry after no answer gets the same egg back, never a second stake.
  smash: (body, session) =>
    sendWithRetryKey('lucky-egg-smash', (idempotencyKey) => smashEgg({ ...body, idempotencyKey }), { scope: session }),
};

/** When the standing next changes by the clock alone (this session ends, the next opens), in ms from now on this device. */
function nextChange(status: EggStatus, skewMs: number): number | null {
  const times = [status.session?.endsAt, status.next?.startsAt]
    .filter((at): at is string => at !== undefined)
    .map((at) => Date.parse(at) - skewMs);
  return times.length ? Math.max(0, Math.min(...times) - Date.now()) : null;
}

/** Lucky egg's stage on the play screen: the nest, the bet dock, the countdowns, the result, history and refusals. */
export default function EggStage({ slug, detail, maintenance }: StageProps<'lucky-egg'>) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const balance = useAvailableCoins();
  const { pixelRatio, mobile } = usePlayDevice();
  const [view, setView] = useState<EggView>({ kind: 'loading' });
  const [message, setMessage] = useToast();
  const [history, setHistory] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const flow = useRef<EggFlow | null>(null);
  const standing = view.kind === 'standing' ? view : null;
  const bet = standing ? clampBet(chosen ?? standing.status.bounds.min, standing.status.bounds) : 0;
  // The flow reads these when an egg is tapped, not when it was wired.
  const live = useRef({ bet, maintenance });
  useEffect(() => {
    live.current = { bet, maintenance };
  });

  // The nest's art downloads beside Phaser, not after it (a no-op once the detail page warmed it).
  useEffect(() => {
    void warmArt('lucky-egg', LUCKY_EGG_ASSETS, lang);
  }, [lang]);

  // A session opening or closing changes what the player may do: read the standing again right then.
  useEffect(() => {
    const at = standing ? nextChange(standing.status, standing.skewMs) : null;
    if (at === null) return;
    // A second late, so the server's clock has passed the boundary too.
    const id = setTimeout(() => flow.current?.sync(), at + 1000);
    return () => clearTimeout(id);
  }, [standing]);

  // Maintenance switched on or off while the player is here.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else flow.current?.sync();
  }, [maintenance]);

  const setup = useMemo<EggSetup>(() => ({ text: eggSceneText(t), ...EGG_FORMATS, pixelRatio }), [t, pixelRatio]);
  const registry = useMemo(() => eggRegistry(setup), [setup]);

  const connect = (bus: ChromeBus<EggPayloads>) => {
    const mine = connectEggFlow(
      bus,
      calls,
      { view: setView, refused: setMessage, wallet: applyCoins },
      {
        bet: () => live.current.bet,
        maintenance: () => live.current.maintenance,
      },
    );
    flow.current = mine;
    return [
      ...mine.offs,
      () => {
        if (flow.current === mine) flow.current = null;
      },
    ];
  };
  const sync = () => flow.current?.sync();

  const mode = standing ? standingOf(standing.status, maintenance).mode : null;
  return (
    <PlayFrame
      slug={slug}
      title={detail.content[lang].title}
      variant="lucky-egg"
      onHistory={() => setHistory(true)}
      message={message}
      notice={maintenance ? MSG.gameMaintenance : null}
      game={<GameView slug={slug} lang={lang} registry={registry} pixelRatio={pixelRatio} connect={connect} fullscreen={mobile} />}
    >
      {standing && mode === 'open' && (
        <OpenDock status={standing.status} skewMs={standing.skewMs} bet={bet} balance={balance} onBet={setChosen} />
      )}
      {standing && mode === 'closed' && <ClosedDock status={standing.status} skewMs={standing.skewMs} />}
      {standing?.status.played && mode === 'played' && (
        <PlayedDock round={standing.status.played} status={standing.status} skewMs={standing.skewMs} />
      )}
      {mode === 'maintenance' && <MaintenanceDock status={standing?.status ?? null} skewMs={standing?.skewMs ?? 0} />}
      {view.kind === 'error' && <ErrorDock message={view.key} onRetry={sync} />}
      {history && <EggHistory onClose={() => setHistory(false)} />}
    </PlayFrame>
  );
}
