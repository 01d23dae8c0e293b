import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import type { RedeemInfo } from '../../../contract/schemas/wallet';
import { ApiError } from '../../api/client';
import { fetchRedeemInfo } from '../../api/calls/wallet';
import { playerState } from '../../state/player';
import { siteState } from '../../state/site';

export interface RedeemInfoState {
  info: RedeemInfo | null;
  /** message key of the last failed load */
  error: string | null;
  reload(): void;
}

/**
 * GET redeem/info, fetched again in place (no spinner) whenever the wallet or
 * the unread count moves: an operator's decision arrives over the socket as a
 * refresh, and with it a new inbox message, so the statuses here follow live.
 */
export function useRedeemInfo(): RedeemInfoState {
  const [info, setInfo] = useState<RedeemInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const { coin } = useSnapshot(playerState);
  const { inbox } = useSnapshot(siteState);
  const live = `${coin.total}|${coin.pending}|${coin.redeemed}|${inbox.unreadCount}`;
  const seen = useRef(live);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (seen.current === live) return;
    seen.current = live;
    reload();
  }, [live, reload]);

  useEffect(() => {
    let current = true;
    fetchRedeemInfo().then(
      (next) => { if (current) { setInfo(next); setError(null); } },
      (e: unknown) => { if (current) setError(e instanceof ApiError ? e.message : MSG.internalServerError); },
    );
    return () => { current = false; };
  }, [tick]);

  return { info, error, reload };
}
