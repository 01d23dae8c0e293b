// Query string actions that work on any route (SPEC sections 3, 4 and 7):
//   token=<launch token>  differs from the stored session token -> POST
//                         player/login {token}; success stays on the path,
//                         failure goes to /login
//   notifiid=<id>         a logged-in player opened a notification -> PUT
//                         notifications/{id}, failure ignored
//   ref=<code>            an affiliate code, kept for a guest until login
// Each handled parameter is then removed from the address bar, so a reload or
// a shared link never replays it. planQuery is pure; runQueryPlan carries the
// plan out through injected effects, so both are unit tested.

export const QUERY_PARAMS = { token: 'token', notification: 'notifiid', referrer: 'ref' } as const;

export interface QueryPlan {
  /** a launch token to exchange for a session, or null */
  loginToken: string | null;
  /** a notification to mark as read once logged in, or null */
  notifId: string | null;
  /** an affiliate code to remember for a guest, or null */
  referrer: string | null;
  /** the query ('?a=1' or '') once the handled parameters are removed */
  search: string;
  /** true when the address bar should be rewritten to `search` */
  changed: boolean;
}

export interface QueryContext {
  /** the session token cookie, if any */
  storedToken: string | undefined;
  authenticated: boolean;
}

// Ids become a path segment of the API call: no slashes, dots or other surprises.
const NOTIF_ID = /^[\w-]{1,64}$/;

export function planQuery(search: string, { storedToken, authenticated }: QueryContext): QueryPlan {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  let changed = false;
  const take = (name: string): string | null => {
    if (!params.has(name)) return null;
    const value = params.get(name)?.trim() ?? '';
    params.delete(name);
    changed = true;
    return value;
  };

  const token = take(QUERY_PARAMS.token);
  const loginToken = token && token !== storedToken ? token : null;
  const willBeLoggedIn = authenticated || loginToken !== null;

  // A guest's notification link waits in the URL: the guard remembers it with
  // the path, and it is handled once the guest has logged in.
  let notifId: string | null = null;
  if (willBeLoggedIn && params.has(QUERY_PARAMS.notification)) {
    const id = take(QUERY_PARAMS.notification) ?? '';
    notifId = NOTIF_ID.test(id) ? id : null;
  }

  // Login clears the code anyway (SPEC section 3), so only a guest's is kept.
  const ref = take(QUERY_PARAMS.referrer);
  const referrer = ref && !willBeLoggedIn ? ref : null;

  const rest = params.toString();
  return { loginToken, notifId, referrer, search: rest ? `?${rest}` : '', changed };
}

export interface QueryEffects<Session> {
  /** POST player/login; rejects on failure */
  tokenLogin(token: string): Promise<Session>;
  /** stores the session and goes to `to` (app/session startSession) */
  startSession(session: Session, to: string): Promise<void>;
  /** PUT notifications/{id}; its failure is ignored */
  markRead(id: string): Promise<unknown>;
  rememberReferrer(code: string): void;
  /** rewrites the address bar without a new history entry */
  replace(to: string): void;
  /** after a failed token login */
  toLogin(): void;
}

// A launch token is single use: StrictMode's double effect or a re-render
// while the login is in flight must not spend it twice.
const spentTokens = new Set<string>();

/** Carries out a plan for `path` (the pathname, without query). */
export async function runQueryPlan<Session>(plan: QueryPlan, path: string, fx: QueryEffects<Session>): Promise<void> {
  const target = path + plan.search;
  if (plan.loginToken !== null) {
    if (spentTokens.has(plan.loginToken)) return;
    spentTokens.add(plan.loginToken);
    try {
      const session = await fx.tokenLogin(plan.loginToken);
      await fx.startSession(session, target);
    } catch {
      fx.toLogin();
      return;
    }
  } else if (plan.changed) {
    fx.replace(target);
  }
  if (plan.referrer !== null) fx.rememberReferrer(plan.referrer);
  if (plan.notifId !== null) await fx.markRead(plan.notifId).catch(() => undefined);
}

/** Tests only: forget spent tokens between cases. */
export function resetSpentTokens(): void {
  spentTokens.clear();
}
