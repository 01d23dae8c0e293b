import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { setSocketId } from '../realtime/socketId';
import { authHeaders } from './headers';

afterEach(() => {
  setSocketId(null);
  Cookies.remove('token');
  Cookies.remove('fcmToken');
});

describe('authHeaders (SPEC section 7)', () => {
  it('adds nothing without cookies', () => {
    expect(authHeaders({ a: '1' })).toEqual({ a: '1' });
  });

  it('adds the bearer from the token cookie and the push token from its cookie', () => {
    Cookies.set('token', 'tok');
    Cookies.set('fcmToken', 'push');
    expect(authHeaders({})).toEqual({ Authorization: 'Bearer tok', 'fcm-token': 'push' });
  });

  it('no bearer when a push-token header is already set, which is kept', () => {
    Cookies.set('token', 'tok');
    Cookies.set('fcmToken', 'cookie-push');
    expect(authHeaders({ 'FCM-Token': 'explicit' })).toEqual({ 'FCM-Token': 'explicit' });
  });

  it('keeps an explicit Authorization', () => {
    Cookies.set('token', 'tok');
    expect(authHeaders({ authorization: 'Bearer other' })).toEqual({ authorization: 'Bearer other' });
  });

  it('names the live socket, so the server leaves this device out of the push its answer makes needless', () => {
    Cookies.set('token', 'tok');
    setSocketId('abc123');
    expect(authHeaders({})).toEqual({ Authorization: 'Bearer tok', 'socket-id': 'abc123' });
    setSocketId(null);
    expect(authHeaders({})).toEqual({ Authorization: 'Bearer tok' });
  });

  it('does not mutate its input', () => {
    Cookies.set('token', 'tok');
    const existing = {};
    authHeaders(existing);
    expect(existing).toEqual({});
  });
});
