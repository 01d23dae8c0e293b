// The Telegram web view's event protocol, the app's one way to talk to it.
// Methods go out through TelegramWebviewProxy.postEvent (mobile and desktop)
// or as a message to the parent frame (web.telegram.org); events come in
// through window.Telegram.WebView.receiveEvent or that frame's messages.
// Method and event names and payloads are checked against the tables of the
// pinned SDK (@tma.js/bridge, type-only: none of its code ships, so the
// package's renames cannot reach the bundle). Nothing is sent until
// initTelegram has connected a window, so outside Telegram every call here is
// a no-op.
import type { EventName, EventPayload, MethodName, MethodParams } from '@tma.js/bridge';

export type TelegramWindow = Window & {
  Telegram?: {
    WebApp?: {
      initData?: string;
      platform?: string;
      safeAreaInset?: unknown;
      contentSafeAreaInset?: unknown;
      ready?: () => void;
      expand?: () => void;
      onEvent?: (event: string, handler: () => void) => void;
    };
    WebView?: { receiveEvent?: (type: string, data: unknown) => void };
  };
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void };
};

const WEB_ORIGIN = 'https://web.telegram.org';

type Listener = (data: unknown) => void;
let target: TelegramWindow | null = null;
const listeners = new Map<string, Set<Listener>>();
const ours = new WeakSet<object>();

/** A method's parameters: none, optional or required, as the SDK's table says. */
type ParamsArg<M extends MethodName> = [MethodParams<M>] extends [never]
  ? []
  : undefined extends MethodParams<M>
    ? [params?: MethodParams<M>]
    : [params: MethodParams<M>];

function dispatch(type: string, data: unknown): void {
  for (const listener of listeners.get(type) ?? []) listener(data);
}

/**
 * Starts talking to the web view of `win`. Telegram's own script, when the
 * host page has it, keeps its receiver: ours is called after it.
 */
export function connectBridge(win: TelegramWindow): void {
  target = win;
  const view = ((win.Telegram ??= {}).WebView ??= {});
  const previous = view.receiveEvent;
  if (!previous || !ours.has(previous)) {
    const receiver = (type: string, data: unknown) => {
      previous?.(type, data);
      dispatch(type, data);
    };
    ours.add(receiver);
    view.receiveEvent = receiver;
  }
  if (ours.has(win)) return;
  ours.add(win);
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== WEB_ORIGIN || typeof event.data !== 'string') return;
    try {
      const { eventType, eventData } = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
      if (typeof eventType === 'string') dispatch(eventType, eventData);
    } catch {
      // not a Telegram message
    }
  });
}

/** Forgets the connected web view and every listener (tests fake a new one each time). */
export function disconnectBridge(): void {
  target = null;
  listeners.clear();
}

/** Calls a web view method; nothing at all outside Telegram. */
export function postEvent<M extends MethodName>(method: M, ...[params]: ParamsArg<M>): void {
  const win = target;
  if (!win) return;
  if (win.TelegramWebviewProxy) win.TelegramWebviewProxy.postEvent(method, params === undefined ? '' : JSON.stringify(params));
  else if (win.parent !== win) win.parent.postMessage(JSON.stringify({ eventType: method, eventData: params ?? '' }), WEB_ORIGIN);
}

/** Listens to a web view event; returns the unsubscribe. */
export function onEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  // The web view's payloads are JSON it built; the SDK's table types them.
  const untyped = listener as Listener;
  set.add(untyped);
  return () => void set.delete(untyped);
}
