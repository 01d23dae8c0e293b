// Telegram's own chrome around the app, kept in step with the route: its back
// button (hidden on home) goes back to the previous screen of this visit, or
// up to the screen's own back target when it was opened first; vertical
// swipes, which close the mini app, are off while a game is played; the
// frame's header, background and bottom bar take the brand's background, so
// no strip of the player's theme shows above or below the app. Rendered by
// Layout only inside Telegram, from its own chunk.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { gamePlaying, showTelegramBack } from './chromeRules';
import { goUp } from './miniApp';
import { onEvent, postEvent } from './telegramBridge';

const RGB = /^#[0-9a-f]{6}$/i;

/** The brand background (global.css --bg) on Telegram's frame; the web view resets it on a theme change. */
function paintFrame(): void {
  const color = getComputedStyle(document.documentElement).getPropertyValue('--bg').trim();
  if (!RGB.test(color)) return;
  const rgb = color as `#${string}`;
  postEvent('web_app_set_header_color', { color: rgb });
  postEvent('web_app_set_background_color', { color: rgb });
  postEvent('web_app_set_bottom_bar_color', { color: rgb });
}

/**
 * The screens of this visit, as a back stack: a path equal to the one before
 * the current is a back; an up (our own replace) swaps the current. The
 * browser's history cannot say whether its previous entry is this app's.
 */
function useVisited(path: string) {
  const visited = useRef<string[]>([]);
  const replacing = useRef(false);
  useEffect(() => {
    const stack = visited.current;
    if (replacing.current) stack[stack.length - 1] = path;
    else if (stack.at(-2) === path) stack.pop();
    else if (stack.at(-1) !== path) stack.push(path);
    replacing.current = false;
  }, [path]);
  return { visited, replacing };
}

export default function TelegramFrame({ path, authenticated }: { path: string; authenticated: boolean }) {
  const [, navigate] = useLocation();
  const { visited, replacing } = useVisited(path);
  const back = showTelegramBack(path, authenticated);
  const swipes = !gamePlaying(path);

  useEffect(() => postEvent('web_app_setup_back_button', { is_visible: back }), [back]);
  useEffect(() => postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: swipes }), [swipes]);
  useEffect(
    () =>
      onEvent('back_button_pressed', () => {
        // history.length guards a first entry a redirect replaced: nothing behind it to go back to.
        if (visited.current.length > 1 && window.history.length > 1) {
          window.history.back();
          return;
        }
        replacing.current = true;
        goUp(() => navigate(ROUTES.home, { replace: true }));
      }),
    [navigate, visited, replacing],
  );
  useEffect(() => {
    paintFrame();
    return onEvent('theme_changed', paintFrame);
  }, []);
  return null;
}
