// The player's missions and streak, read again whenever the server says they
// moved (a socket 'stale' for missions, after a game's commit): no polling.
import { useEffect, useState } from 'react';
import type { MissionList } from '../../../contract/loyalty/missions';
import { fetchMissions, fetchMyMissions, fetchStreak } from '../../api/calls/loyalty';
import { useRemote } from '../../api/hooks/useRemote';
import { onServerEvent } from '../../realtime/events';

export function useMissions(authenticated: boolean) {
  // A player's progress is private: not kept in memory past the screen.
  const mine = useRemote(authenticated ? 'missions-mine' : null, fetchMyMissions, { keep: false });
  const guest = useRemote(authenticated ? null : 'missions', fetchMissions);
  const { retry } = mine;
  useEffect(
    () =>
      onServerEvent('stale', (event) => {
        if (event.reason === 'missions') retry();
      }),
    [retry],
  );
  const state = authenticated ? mine : guest;
  // A read again after a claim or a game keeps the rows on screen, and a row's
  // "coins added" line with them, instead of a blank list while it loads.
  const [last, setLast] = useState<MissionList | null>(null);
  if (state.status === 'ok' && state.data !== last) setLast(state.data);
  if (state.status === 'loading' && last) return { status: 'ok' as const, data: last, retry: state.retry };
  return state;
}

export function useStreak(authenticated: boolean) {
  const streak = useRemote(authenticated ? 'streak' : null, fetchStreak, { keep: false });
  const { retry } = streak;
  useEffect(
    () =>
      onServerEvent('stale', (event) => {
        if (event.reason === 'missions') retry();
      }),
    [retry],
  );
  return streak;
}
