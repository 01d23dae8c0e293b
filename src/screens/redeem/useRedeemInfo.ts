import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { RedeemInfo, RedeemResponse } from '../../../contract/schemas/wallet';
import { errorKey } from '../../api/client';
import { fetchRedeemInfo, redeemCoins } from '../../api/calls/wallet';
import { playerState, type Coin } from '../../state/player';
import { siteState } from '../../state/site';

export interface RedeemInfoState {
  info: RedeemInfo | null;
  /** message key of the last failed load */
  error: string | null;
  reload(): void;
  /** redeems `coins`; the answer updates the screen (and the store) without asking the server again */
  redeem(coins: number): Promise<RedeemResponse>;
}

/** What the screen shows after a redeem: the answer's wallet, and its redemption first in the list. */
export function withRedemption(info: RedeemInfo, answer: RedeemResponse): RedeemInfo {
  return {
    ...info,
    coin: answer.coin,
    available: answer.available,
    // a replayed answer names a redemption the list may already hold
    redemptions: [answer.redemption, ...info.redemptions.filter((r) => r.id !== answer.redemption.id)],
  };
}

const liveKey = (coin: Readonly<Coin>, unread: number): string => `${coin.total}|${coin.pending}|${coin.redeemed}|${unread}`;

/**
 * GET redeem/info, fetched again in place (no spinner) whenever the wallet or
 * the unread count moves: an operator's decision arrives over the socket as a
 * refresh, and with it a new inbox message, so the statuses here follow live.
 * A move this screen caused itself (a redeem, whose answer is applied here and
 * in the store) is not one: it asks for nothing.
 */
export function useRedeemInfo(): RedeemInfoState {
  const [info, setInfo] = useState<RedeemInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const { coin } = useSnapshot(playerState);
  const { inbox } = useSnapshot(siteState);
  const live = liveKey(coin, inbox.unreadCount);
  const seen = useRef(live);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  // While a redeem is out, the store's wallet moves to its answer (calls/wallet.ts); that move is this screen's own.
  const redeeming = useRef(false);
  const redeem = useCallback(
    async (coins: number) => {
      redeeming.current = true;
      let done = false;
      try {
        const answer = await redeemCoins(coins);
        setInfo((current) => (current ? withRedemption(current, answer) : current));
        done = true;
        return answer;
      } finally {
        redeeming.current = false;
        const now = liveKey(playerState.coin, siteState.inbox.unreadCount);
        // a refused or lost redeem moved nothing: anything that did move meanwhile came from elsewhere
        if (!done && seen.current !== now) reload();
        seen.current = now;
      }
    },
    [reload],
  );

  useEffect(() => {
    if (redeeming.current || seen.current === live) return;
    seen.current = live;
    reload();
  }, [live, reload]);

  useEffect(() => {
    let current = true;
    fetchRedeemInfo().then(
      (next) => {
        if (current) {
          setInfo(next);
          setError(null);
        }
      },
      (e: unknown) => {
        if (current) setError(errorKey(e));
      },
    );
    return () => {
      current = false;
    };
  }, [tick]);

  return { info, error, reload, redeem };
}
