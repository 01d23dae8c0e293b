import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import { isValidUid } from '../../../contract/validation';
import { checkUid as checkUidFree, register } from '../../api/calls/account';
import { ApiError, errorKey } from '../../api/client';
import { startSession } from '../../app/session';
import { usePageTitle } from '../../app/usePageTitle';
import { PasswordField } from '../../components/kit/PasswordField';
import { TextField } from '../../components/kit/TextField';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { playerState } from '../../state/player';
import { takeRedirect } from '../../state/session';
import styles from '../../components/kit/auth.module.css';
import { clearDraft, loadDraft, saveDraft } from './registerDraft';
import {
  emptyValues,
  fieldOfServerError,
  firstInvalid,
  linkRegisterToken,
  needsNewOtp,
  registerBody,
  validateRegister,
  type FieldErrors,
  type RegisterField,
  type RegisterValues,
  type UidCheck,
} from './registerForm';
import { PhoneOtpFields } from './PhoneOtpFields';
import { UidField } from './UidField';
import { useOtp } from './useOtp';
import { refusalText } from '../../app/throttleText';

const fieldId = (field: RegisterField): string => `register-${field}`;

/** After the re-render that shows the message, so a screen reader reads it with the field. */
function focusField(field: RegisterField): void {
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** The tries a wrong code has left, when the server counted them (a code never sent has none to count). */
const triesLeftOf = (error: unknown): number | null => {
  const count =
    error instanceof ApiError && typeof error.body === 'object' && error.body !== null
      ? (error.body as { count?: unknown }).count
      : undefined;
  return typeof count === 'number' ? count : null;
};

function without(errors: FieldErrors, ...fields: RegisterField[]): FieldErrors {
  if (!fields.some((f) => f in errors)) return errors;
  const next = { ...errors };
  for (const f of fields) Reflect.deleteProperty(next, f);
  return next;
}

export default function RegisterScreen() {
  const t = useT();
  usePageTitle('title.register');
  const [draft] = useState(loadDraft);
  const [values, setValues] = useState<RegisterValues>(draft?.values ?? emptyValues());
  const [errors, setErrors] = useState<FieldErrors>(draft?.errors ?? {});
  const [check, setCheck] = useState<UidCheck | null>(draft?.check ?? null);
  const [otpMinutes, setOtpMinutes] = useState<number | null>(draft?.otpValidMinutes ?? null);
  const [otpTriesLeft, setOtpTriesLeft] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The H5 platform's registration link carries a register token (SPEC 3); a refused one is dropped, so the
  // player can still register without it.
  const [linkToken, setLinkToken] = useState(() => linkRegisterToken(window.location.search));
  const otp = useOtp(draft?.otp ?? { resendAt: null, sent: false });

  useEffect(() => {
    saveDraft({ values, errors, check, otp: otp.clock, otpValidMinutes: otpMinutes });
  }, [values, errors, check, otp.clock, otpMinutes]);

  function set<K extends RegisterField>(field: K, value: RegisterValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field answers its message; the others stay until fixed.
    setErrors((e) => without(e, field));
    setFormError(null);
  }

  async function checkUid() {
    const uid = values.uid;
    if (!isValidUid(uid)) {
      setErrors((e) => ({ ...e, uid: MSG.invalidUid }));
      return focusField('uid');
    }
    setChecking(true);
    try {
      const res = await checkUidFree({ uid });
      setCheck({ uid, available: res.available });
      setErrors((e) => without(e, 'uid'));
    } catch (error) {
      setErrors((e) => ({ ...e, uid: errorKey(error) }));
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateRegister(values, check);
    setErrors(found);
    setFormError(null);
    const first = firstInvalid(found);
    if (first) return focusField(first);
    setBusy(true);
    try {
      const res = await register(registerBody(values, playerState.referrer, languageState.lang, linkToken));
      clearDraft();
      await startSession(res, takeRedirect());
    } catch (error) {
      const message = errorKey(error);
      if (message === MSG.invalidRegisterToken) setLinkToken(null);
      const field = fieldOfServerError(message);
      const triesLeft = message === MSG.incorrectVerificationCode ? triesLeftOf(error) : null;
      setOtpTriesLeft(triesLeft);
      if (field) {
        setErrors({ [field]: message });
        if (message === MSG.accountExist) setCheck({ uid: values.uid, available: false });
        // The last wrong try spent the code: a new one is asked for at once, not after another submit.
        if (needsNewOtp(message) || triesLeft === 0) {
          otp.expire();
          setOtpMinutes(null);
        }
        focusField(field);
      } else {
        setFormError(message);
      }
      setBusy(false);
    }
  }

  const termsError = errors.terms ? t(errors.terms) : '';
  return (
    <main className={styles.screen}>
      <header className={styles.head}>
        <h1>{t('title.register')}</h1>
        <p className={styles.lead}>{t('screens.register.intro')}</p>
      </header>
      {formError && (
        <p className={styles.notice} role="alert" data-testid="form-error">
          {refusalText(t, formError, 'register')}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <UidField
          id={fieldId('uid')}
          value={values.uid}
          check={check}
          error={errors.uid ?? null}
          checking={checking}
          onChange={(uid) => set('uid', uid)}
          onCheck={() => void checkUid()}
        />
        <TextField
          id={fieldId('fullName')}
          name="fullName"
          label={t('register.fullName')}
          autoComplete="name"
          maxLength={60}
          value={values.fullName}
          error={errors.fullName ? t(errors.fullName) : null}
          onChange={(e) => set('fullName', e.target.value)}
        />
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={t('register.password')}
          autoComplete="new-password"
          maxLength={15}
          hint={t('screens.register.passwordHint')}
          value={values.password}
          error={errors.password ? t(errors.password) : null}
          onChange={(e) => set('password', e.target.value)}
        />
        <PasswordField
          id={fieldId('confirmPassword')}
          name="confirmPassword"
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          maxLength={15}
          value={values.confirmPassword}
          error={errors.confirmPassword ? t(errors.confirmPassword) : null}
          onChange={(e) => set('confirmPassword', e.target.value)}
        />
        <PhoneOtpFields
          phoneId={fieldId('phone')}
          otpId={fieldId('otp')}
          phone={values.phone}
          code={values.otp}
          errors={errors}
          otp={otp}
          otpMinutes={otpMinutes}
          otpTriesLeft={otpTriesLeft}
          onPhone={(phone) => set('phone', phone)}
          onCode={(code) => set('otp', code)}
          onError={(field, message) => {
            setErrors((e) => ({ ...e, [field]: message }));
            focusField(field);
          }}
          onSent={(minutes) => {
            setOtpMinutes(minutes);
            setErrors((e) => without(e, 'phone', 'otp'));
            focusField('otp');
          }}
        />
        <div className={styles.terms}>
          <input
            id={fieldId('terms')}
            name="terms"
            type="checkbox"
            checked={values.terms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${fieldId('terms')}-message` : undefined}
            onChange={(e) => set('terms', e.target.checked)}
          />
          <label htmlFor={fieldId('terms')}>
            {t('screens.register.agreeBefore')} <Link href={ROUTES.terms}>{t('screens.register.termsLink')}</Link>
          </label>
        </div>
        <p id={`${fieldId('terms')}-message`} className="field-error" data-testid={`${fieldId('terms')}-message`}>
          {termsError}
        </p>
        <button className={`btn ${styles.submit}`} type="submit" disabled={busy}>
          {busy ? t('screens.register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className={styles.alt}>
        {t('screens.register.haveAccount')} <Link href={ROUTES.login}>{t('screens.register.loginLink')}</Link>
      </p>
    </main>
  );
}
