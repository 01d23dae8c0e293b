import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import { requestOtp } from '../../api/calls/account';
import { ApiError } from '../../api/client';
import { countersState, waitLeft } from '../../state/counters';
import { languageState } from '../../state/language';
import { OTP_WAIT_KEY, otpButton, resendDeadline, type OtpButton } from './otpTimer';

export interface OtpClockState {
  resendAt: number | null;
  sent: boolean;
}

export type SendOutcome = { ok: true; expiresIn: number } | { ok: false; message: string; status: number | null };

export interface Otp extends OtpButton {
  sending: boolean;
  /** Seconds of a 429 wait still running (the "too frequent" message shows them). */
  throttled: number;
  clock: OtpClockState;
  send(phone: string): Promise<SendOutcome>;
  /** The code expired: a new one may be asked for at once. */
  expire(): void;
}

/**
 * The Send OTP button's state. Ticks once a second only while a wait runs;
 * the 429 wait comes from the counters store, so it survives a reload.
 */
export function useOtp(initial: OtpClockState): Otp {
  useSnapshot(countersState); // re-render when the client stores a new 429 wait
  const [clock, setClock] = useState<OtpClockState>(initial);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const throttled = waitLeft(OTP_WAIT_KEY, now);
  const button = otpButton({ ...clock, throttled }, now);
  const ticking = button.wait > 0;

  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);

  const send = useCallback(async (phone: string): Promise<SendOutcome> => {
    setSending(true);
    try {
      const res = await requestOtp({ phone, purpose: 'register', language: languageState.lang });
      const at = Date.now();
      setClock({ resendAt: resendDeadline(res.resendIn, at), sent: true });
      setNow(at);
      return { ok: true, expiresIn: res.expiresIn };
    } catch (error) {
      setNow(Date.now()); // a 429 just stored its wait: count it from now
      return error instanceof ApiError
        ? { ok: false, message: error.message, status: error.status }
        : { ok: false, message: MSG.internalServerError, status: null };
    } finally {
      setSending(false);
    }
  }, []);

  const expire = useCallback(() => setClock((c) => ({ ...c, resendAt: null })), []);

  return { ...button, sending, throttled, clock, send, expire };
}
