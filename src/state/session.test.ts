import { beforeEach, describe, expect, it } from 'vitest';
import {
  isSafeReturnPath,
  rememberMaintenanceReturn,
  rememberRedirect,
  restoreSession,
  sessionState,
  takeMaintenanceReturn,
  takeRedirect,
} from './session';

beforeEach(() => restoreSession(undefined));

describe('redirect memory', () => {
  it('gives back the remembered path once, then /', () => {
    rememberRedirect('/redeem?tab=1');
    expect(takeRedirect()).toBe('/redeem?tab=1');
    expect(takeRedirect()).toBe('/');
  });

  it('remembers the path from before maintenance', () => {
    rememberMaintenanceReturn('/games/fto');
    expect(takeMaintenanceReturn()).toBe('/games/fto');
    expect(takeMaintenanceReturn()).toBe('/');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil', 'redeem', '/login', '/register/', '/maintenance?x=1', '/logout'])(
    'refuses %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(false);
    },
  );

  it('restore re-checks saved paths', () => {
    restoreSession({ redirectPath: '//evil.example', maintenanceReturnPath: '/inbox', activitySessionId: 12 });
    expect(sessionState.redirectPath).toBeNull();
    expect(sessionState.maintenanceReturnPath).toBe('/inbox');
    expect(sessionState.activitySessionId).toBe('12');
  });
});
