// What the player typed survives leaving the screen within the page's life
// (the terms link, a back swipe): memory only, never storage, since it holds
// a password. Cleared after a successful registration.
import type { FieldErrors, RegisterValues, UidCheck } from './registerForm';
import type { OtpClockState } from './useOtp';

export interface RegisterDraft {
  values: RegisterValues;
  errors: FieldErrors;
  check: UidCheck | null;
  otp: OtpClockState;
  /** The "code sent" note under the OTP field, as the minutes it is valid for. */
  otpValidMinutes: number | null;
}

let draft: RegisterDraft | null = null;

export const loadDraft = (): RegisterDraft | null => draft;

export function saveDraft(next: RegisterDraft): void {
  draft = next;
}

export function clearDraft(): void {
  draft = null;
}
