// What screens ask of Telegram's mini-app conventions: haptic feedback, a
// closing confirmation while a play runs, and where Telegram's back button
// goes. Small and synchronous, so game code calls it freely: outside
// Telegram the bridge sends nothing and every call here is a no-op.
import { useEffect, useRef } from 'react';
import type { MethodParams } from '@tma.js/bridge';
import { postEvent } from './telegramBridge';

export type HapticKind = 'tap' | 'win' | 'lose';

const HAPTICS: Record<HapticKind, MethodParams<'web_app_trigger_haptic_feedback'>> = {
  tap: { type: 'impact', impact_style: 'light' },
  win: { type: 'notification', notification_type: 'success' },
  lose: { type: 'notification', notification_type: 'error' },
};

/** A tap on a game's primary action, a win, a loss: felt on the phone inside Telegram. */
export function haptic(kind: HapticKind): void {
  postEvent('web_app_trigger_haptic_feedback', HAPTICS[kind]);
}

let confirming = 0;

/**
 * While `active` (a play running), closing the mini app asks first. Counted,
 * so two screens wanting it do not switch it off for each other.
 */
export function useClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (confirming++ === 0) postEvent('web_app_setup_closing_behavior', { need_confirmation: true });
    return () => {
      if (--confirming === 0) postEvent('web_app_setup_closing_behavior', { need_confirmation: false });
    };
  }, [active]);
}

type Back = () => void;
const screenBacks: Array<{ current: Back }> = [];

/**
 * The screen's own back target for Telegram's back button when there is no
 * earlier screen to return to (the latest mounted wins). It replaces the
 * current entry: a back, not a step forward that a second back would undo.
 */
export function useScreenBack(go: Back): void {
  const ref = useRef(go);
  useEffect(() => {
    ref.current = go;
  });
  useEffect(() => {
    screenBacks.push(ref);
    return () => void screenBacks.splice(screenBacks.indexOf(ref), 1);
  }, []);
}

/** Up from a screen opened first: the screen's own target, else `fallback`. */
export function goUp(fallback: Back): void {
  const screen = screenBacks.at(-1);
  if (screen) screen.current();
  else fallback();
}
