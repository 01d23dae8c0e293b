import { MSG } from '../../../contract/errors';
import { InlineButton, TextField } from '../../components/kit/TextField';
import { useT } from '../../i18n/useT';
import styles from '../../components/kit/auth.module.css';
import { phoneE164, type FieldErrors } from './registerForm';
import type { Otp } from './useOtp';

export interface PhoneOtpFieldsProps {
  phoneId: string;
  otpId: string;
  phone: string;
  code: string;
  errors: FieldErrors;
  otp: Otp;
  /** Minutes the last code is valid for, once one was sent. */
  otpMinutes: number | null;
  /** Tries the code has left after a wrong one, as the server counted them; null when it did not say. */
  otpTriesLeft: number | null;
  onPhone(phone: string): void;
  onCode(code: string): void;
  onError(field: 'phone' | 'otp', message: string): void;
  onSent(validMinutes: number): void;
}

/** Phone (after a fixed +60) with Send OTP and its countdown, then the code box. */
export function PhoneOtpFields(props: PhoneOtpFieldsProps) {
  const { phoneId, otpId, phone, code, errors, otp, otpMinutes } = props;
  const t = useT();

  async function send() {
    const e164 = phoneE164(phone);
    if (e164 === null) return props.onError('phone', MSG.invalidPhoneNumber);
    const out = await otp.send(e164);
    if (out.ok) return props.onSent(Math.max(1, Math.round(out.expiresIn / 60)));
    // A 429 with a wait shows as the live "too frequent (n seconds)" line instead.
    if (out.status !== 429) props.onError('phone', out.message);
  }

  const label = otp.sending
    ? t('screens.register.sending')
    : otp.wait > 0
      ? t('register.resendIn', [otp.wait])
      : t(otp.label === 'send' ? 'register.sendOtp' : 'screens.register.resend');
  const otpError =
    errors.otp === MSG.incorrectVerificationCode && props.otpTriesLeft !== null
      ? t(props.otpTriesLeft > 0 ? 'screens.register.wrongCodeTries' : 'screens.register.wrongCodeLast', [props.otpTriesLeft])
      : errors.otp
        ? t(errors.otp)
        : null;
  const phoneError =
    otp.throttled > 0 && otp.tooFrequent ? t(MSG.tooFrequentSeconds, [otp.throttled]) : errors.phone ? t(errors.phone) : null;

  return (
    <fieldset className={styles.group}>
      <TextField
        id={phoneId}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t('register.phone')}
        hint={t('screens.register.phoneHint')}
        prefix="+60"
        maxLength={16}
        value={phone}
        error={phoneError}
        onChange={(e) => props.onPhone(e.target.value.replace(/[^\d\s+-]/g, ''))}
        action={
          <InlineButton onClick={() => void send()} disabled={otp.sending || otp.wait > 0} data-testid="otp-send">
            {label}
          </InlineButton>
        }
      />
      <TextField
        id={otpId}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('register.otp')}
        hint={t('screens.register.otpHint')}
        value={code}
        error={otpError}
        status={otpMinutes !== null ? t('screens.register.otpSent', [otpMinutes]) : null}
        onChange={(e) => props.onCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </fieldset>
  );
}
