import { useRef, useState } from 'react';
import { MSG } from '../../../contract/errors';
import type { VerificationState } from '../../../contract/schemas/wallet';
import { ApiError } from '../../api/client';
import { uploadVideo } from '../../api/calls/wallet';
import { useT } from '../../i18n/useT';
import { refusalText } from '../../app/throttleText';
import styles from './Redeem.module.css';

/** The server's limit (server/http/multipart.ts): a bigger file is refused here, before minutes of upload. */
const MAX_BYTES = 50 * 1024 * 1024;

type Phase = { at: 'idle' } | { at: 'uploading' } | { at: 'done' } | { at: 'failed'; message: string; file: File };

/**
 * For a player not verified yet: the spec's "contact support with a screen
 * recording" notice and the upload of that recording. The client's upload
 * reports no progress, so the bar is indeterminate; a failure says so and
 * offers the same file again.
 */
export function VerifyCard({ verification, onUploaded }: { verification: VerificationState; onUploaded(): void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ at: 'idle' });

  async function send(file: File) {
    if (file.size > MAX_BYTES) {
      setPhase({ at: 'failed', message: MSG.uploadFailed, file });
      return;
    }
    setPhase({ at: 'uploading' });
    try {
      await uploadVideo(file);
      setPhase({ at: 'done' });
      onUploaded();
    } catch (error) {
      // A refusal of the content or of the pace says so; anything else is the spec's upload failure.
      const said = error instanceof ApiError ? error.message : '';
      const message = said === MSG.invalidVideo || said === MSG.tooFrequentSeconds ? said : MSG.uploadFailed;
      setPhase({ at: 'failed', message, file });
    }
  }

  const status = phase.at === 'done' ? 'pending' : verification.status;
  return (
    <section className={styles.section} data-testid="verify-card" aria-labelledby="verify-title">
      <h2 id="verify-title">{t('wallet.verify.title')}</h2>
      <p className={styles.notice}>{t(MSG.verifyAccountFirst)}</p>
      {status === 'pending' && (
        <p className={phase.at === 'done' ? styles.ok : styles.info} data-testid="verify-status">
          {t(phase.at === 'done' ? 'wallet.verify.uploaded' : 'wallet.verify.pending')}
        </p>
      )}
      {status === 'rejected' && (
        <p className={styles.error} data-testid="verify-status">
          {t(MSG.videoVerificationFailed)}
        </p>
      )}
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept="video/*"
        tabIndex={-1}
        aria-hidden
        data-testid="verify-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      {status !== 'pending' && (
        <button type="button" className="btn btn-ghost" disabled={phase.at === 'uploading'} onClick={() => input.current?.click()}>
          {t(phase.at === 'uploading' ? 'wallet.verify.uploading' : 'wallet.verify.choose')}
        </button>
      )}
      {status !== 'pending' && <span className={styles.hint}>{t('wallet.verify.hint')}</span>}
      {phase.at === 'uploading' && (
        <div className={styles.progress} role="progressbar" aria-label={t('wallet.verify.uploading')} aria-busy="true" />
      )}
      {phase.at === 'failed' && (
        <div role="alert">
          <p className={styles.error} data-testid="verify-error">
            {refusalText(t, phase.message, 'upload')}
          </p>
          {phase.message === MSG.uploadFailed && phase.file.size <= MAX_BYTES && (
            <button type="button" className="btn btn-ghost" onClick={() => void send(phase.file)}>
              {t('wallet.verify.retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
