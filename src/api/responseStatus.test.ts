import { describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import { responseStatus, type StatusOutcome } from './responseStatus';

const ISE = MSG.internalServerError;
const logout = { kind: 'logout' } as const;

// [case, status, body, expected]
const table: [string, number | null, unknown, StatusOutcome][] = [
  // 400: count under typ+400
  [
    '400 stores count',
    400,
    { message: 'msg.invalidOtp', typ: 'otp', count: 2 },
    { effects: [{ kind: 'store', key: 'otp400', value: 2 }], reject: 'msg.invalidOtp' },
  ],
  [
    '400 count 0 is stored',
    400,
    { message: 'm', typ: 'otp', count: 0 },
    { effects: [{ kind: 'store', key: 'otp400', value: 0 }], reject: 'm' },
  ],
  ['400 without typ', 400, { message: 'msg.invalidRequest', count: 2 }, { effects: [], reject: 'msg.invalidRequest' }],
  ['400 without count', 400, { message: 'msg.invalidRequest', typ: 'otp' }, { effects: [], reject: 'msg.invalidRequest' }],
  ['400 count as string', 400, { message: 'm', typ: 'otp', count: '2' }, { effects: [], reject: 'm' }],
  ['400 empty typ', 400, { message: 'm', typ: '', count: 2 }, { effects: [], reject: 'm' }],
  ['400 NaN count', 400, { message: 'm', typ: 'otp', count: Number.NaN }, { effects: [], reject: 'm' }],
  // 401: other-devices note, then logout
  [
    '401 other devices (key)',
    401,
    { message: MSG.loggedInOtherDevices },
    { effects: [{ kind: 'storeMessage', message: MSG.loggedInOtherDevices }, logout], reject: MSG.loggedInOtherDevices },
  ],
  [
    '401 other devices (English)',
    401,
    { message: 'You are logged in on other devices' },
    {
      effects: [{ kind: 'storeMessage', message: 'You are logged in on other devices' }, logout],
      reject: 'You are logged in on other devices',
    },
  ],
  ['401 session expired', 401, { message: MSG.sessionExpired }, { effects: [logout], reject: MSG.sessionExpired }],
  ['401 no body', 401, undefined, { effects: [logout], reject: ISE }],
  ['401 text body', 401, 'Unauthorized', { effects: [logout], reject: ISE }],
  // 403: logout
  ['403', 403, { message: MSG.forbidden }, { effects: [logout], reject: MSG.forbidden }],
  ['403 null body', 403, null, { effects: [logout], reject: ISE }],
  [
    '403 blocked: the reason is kept for the login screen',
    403,
    { message: MSG.accessBlock },
    { effects: [{ kind: 'storeMessage', message: MSG.accessBlock }, logout], reject: MSG.accessBlock },
  ],
  // 404, 405, 408: passed through
  ['404', 404, { message: MSG.inboxNotFound, typ: 'inbox', count: 1 }, { effects: [], reject: MSG.inboxNotFound }],
  ['405', 405, { message: 'Method Not Allowed' }, { effects: [], reject: 'Method Not Allowed' }],
  ['408', 408, '<html>timeout</html>', { effects: [], reject: ISE }],
  // 409: count under typ+409
  [
    '409 stores count',
    409,
    { message: MSG.alreadySpin, typ: 'spin', count: 3 },
    { effects: [{ kind: 'store', key: 'spin409', value: 3 }], reject: MSG.alreadySpin },
  ],
  ['409 uses count, not wait', 409, { message: 'm', typ: 'spin', wait: 3 }, { effects: [], reject: 'm' }],
  // 429: wait under typ+429
  [
    '429 stores wait',
    429,
    { message: MSG.tooFrequentSeconds, typ: 'otp', wait: 60 },
    { effects: [{ kind: 'store', key: 'otp429', value: 60 }], reject: MSG.tooFrequentSeconds },
  ],
  ['429 uses wait, not count', 429, { message: 'm', typ: 'otp', count: 60 }, { effects: [], reject: 'm' }],
  ['429 array body', 429, [1, 2], { effects: [], reject: ISE }],
  // other statuses and no response
  ['500 with message', 500, { message: MSG.registerFailed }, { effects: [], reject: MSG.registerFailed }],
  ['502 without message', 502, {}, { effects: [], reject: ISE }],
  ['message not a string', 400, { message: 42, typ: 'x', count: 1 }, { effects: [{ kind: 'store', key: 'x400', value: 1 }], reject: ISE }],
  ['no response', null, undefined, { effects: [], reject: ISE }],
  ['no response ignores a stray body', null, { message: 'm', typ: 't', count: 1 }, { effects: [], reject: 'm' }],
];

describe('responseStatus (SPEC section 8)', () => {
  it.each(table)('%s', (_name, status, body, expected) => {
    expect(responseStatus(status, body)).toEqual(expected);
  });
});
