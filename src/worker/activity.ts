import { ACTIVITY_PATHS } from '../../contract/routes';
import { createActivityTracker } from '../activity/tracker';
import type { ActivityPage, ChannelApi, WireRequest, WireResponse } from './types';

type ActivityApi = Pick<ChannelApi, 'activityVisit' | 'activityHide' | 'activityStop'>;

/**
 * The player's activity tracking held by the worker (its timer beats here,
 * not on the page), over the worker's own calls. The headers are the page's
 * at the visit: a worker cannot read the cookies they come from.
 */
export function createActivity(
  request: (req: WireRequest) => Promise<WireResponse>,
  seal: (value: unknown) => Promise<string>,
): ActivityApi {
  let headers: Record<string, string> = {};
  let page: ActivityPage | null = null;

  async function post(url: string, body: unknown): Promise<unknown> {
    const res = await request({ method: 'POST', url, body, headers });
    if (res.status !== null && res.status >= 200 && res.status < 300) return res.data;
    if (res.status !== null) void page?.refused(res);
    throw new Error(`activity call answered ${res.status ?? 'nothing'}`);
  }

  const tracker = createActivityTracker({
    start: async (path) => ((await post(ACTIVITY_PATHS.start, { path })) as { sessionId: string }).sessionId,
    heartbeat: async (sessionId) => void (await post(ACTIVITY_PATHS.heartbeat, { sessionId })),
    seal: (sessionId) => seal({ sessionId }),
  });

  return {
    activityVisit(path, visitHeaders, stored, visitPage) {
      headers = visitHeaders;
      page = visitPage;
      return tracker.visit(path, stored);
    },
    activityHide: async () => tracker.hide(),
    activityStop: async () => tracker.stop(),
  };
}
