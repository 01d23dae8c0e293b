// When may the player ask for another OTP? Two clocks decide (SPEC section 8
// and the OTP rules of issue 3): the resendIn the server gave with the last
// code, and a 429 wait the API client stored under 'otp429'. Pure, so the
// countdown is tested without timers.

export const OTP_WAIT_KEY = 'otp429';

/** Whole seconds until deadline (epoch ms); 0 when none or past. Part seconds round up. */
export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null || !Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export interface OtpClock {
  /** Epoch ms from which a new code may be asked for; null before the first send or after an expiry. */
  resendAt: number | null;
  /** Seconds left of a 429 wait (waitLeft('otp429')). */
  throttled: number;
  /** Whether a code was sent in this form. */
  sent: boolean;
}

export interface OtpButton {
  /** Seconds before the button works again; 0 = usable now. */
  wait: number;
  /** 'send' before the first code, 'resend' after it. */
  label: 'send' | 'resend';
  /** The "too frequent ({0} seconds)" message applies: the server refused us. */
  tooFrequent: boolean;
}

export function otpButton({ resendAt, throttled, sent }: OtpClock, now: number): OtpButton {
  const cooldown = secondsUntil(resendAt, now);
  const wait = Math.max(cooldown, throttled);
  return { wait, label: sent ? 'resend' : 'send', tooFrequent: throttled > 0 && throttled >= cooldown };
}

/** After a successful send: the next code may be asked for in resendIn seconds. */
export const resendDeadline = (resendIn: number, now: number): number => now + Math.max(0, resendIn) * 1000;
