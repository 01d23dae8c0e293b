// Rock scissor paper (contract/games/rsp.ts): the player's bounds, search and
// running match, the ended matches over HTTP; the match itself over the
// socket (RspChannel): a message acked with RspReply, the server's pushes.
import type { RspHistoryPage, RspMessage, RspPush, RspReply, RspStatus } from '../../../contract/games/rsp';
import { RSP_API } from '../../../contract/games/rspRules';
import { onServerEvent, sendMessage, type Unsubscribe } from '../../realtime/socket';
import { api } from '../client';

const SLUG = 'rock-scissor-paper';

export const fetchRspStatus = (): Promise<RspStatus> => api.get<RspStatus>(RSP_API.status);

/** One page of ended matches, newest first; cursor null for the first. */
export const fetchRspHistory = (cursor: number | null): Promise<RspHistoryPage> =>
  api.get<RspHistoryPage>(RSP_API.history, cursor === null ? undefined : { cursor });

/** A message of the match channel; rejects with a SocketError carrying the server's message key. */
export const sendRsp = (message: RspMessage): Promise<RspReply> => sendMessage({ type: 'game', slug: SLUG, message });

/** The server's pushes of this game. */
export const onRspPush = (fn: (push: RspPush) => void): Unsubscribe =>
  onServerEvent('game', (event) => {
    if (event.slug === SLUG) fn(event.event);
  });
