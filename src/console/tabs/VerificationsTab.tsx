import { useEffect, useState } from 'react';
import type { AdminVerification } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/useT';
import { errorKey } from '../api';
import { approveVerification, fetchVerifications, fetchVerificationVideo, rejectVerification } from '../calls';
import { CsvButton } from '../CsvButton';
import { PagedList } from '../PagedList';
import { Button, Outcome, styles, when } from '../ui';
import { Decision } from './Decision';

/** Verification recordings: watch one (fetched with the operator's token), then approve or reject. */
export function VerificationsTab() {
  const t = useT();
  const [pendingOnly, setPendingOnly] = useState(true);
  const fetchPage = (cursor: string | null) => fetchVerifications(pendingOnly ? 'pending' : null, cursor);
  return (
    <section className={styles.panel}>
      <div className={styles.row}>
        <Button variant={pendingOnly ? undefined : 'ghost'} onClick={() => setPendingOnly(true)}>
          {t('console.verifications.pending')}
        </Button>
        <Button variant={pendingOnly ? 'ghost' : undefined} onClick={() => setPendingOnly(false)}>
          {t('console.verifications.all')}
        </Button>
        <CsvButton table="verifications" filters={{ status: pendingOnly ? 'pending' : null }} />
      </div>
      <PagedList
        key={String(pendingOnly)}
        fetchPage={fetchPage}
        empty="console.verifications.none"
        render={(v, changed) => <VerificationItem v={v} decided={changed} />}
      />
    </section>
  );
}

function VerificationItem({ v, decided }: { v: AdminVerification; decided: () => void }) {
  const t = useT();
  const [video, setVideo] = useState<{ url: string } | { error: string } | null>(null);
  // The object URL holds the whole file in memory: let it go with the item.
  useEffect(
    () => () => {
      if (video && 'url' in video) URL.revokeObjectURL(video.url);
    },
    [video],
  );
  const play = () => {
    fetchVerificationVideo(v.id).then(
      (url) => setVideo({ url }),
      (e: unknown) => setVideo({ error: errorKey(e) }),
    );
  };
  return (
    <li className={styles.item} data-testid={`console-verification-${v.id}`}>
      <div className={styles.row}>
        <strong className={styles.grow}>
          #{v.id} · {v.uid} · {v.fullName}
        </strong>
        <span className={styles.badge}>{t(`console.verifications.status.${v.status}`)}</span>
      </div>
      <div className={styles.meta}>
        {t('console.field.labelled', [t('console.field.created'), when(v.createdAt)])} · {v.mime} ·{' '}
        {t('console.verifications.size', [(v.size / 1_048_576).toFixed(1)])}
        {v.reason && <> · {t('console.field.labelled', [t('console.field.reason'), v.reason])}</>}
      </div>
      {video && 'url' in video ? (
        <video className={styles.video} src={video.url} controls autoPlay muted playsInline data-testid={`console-video-${v.id}`} />
      ) : (
        <Button variant="ghost" onClick={play}>
          {t('console.verifications.play')}
        </Button>
      )}
      {video && 'error' in video && <Outcome error={video.error} />}
      {v.status === 'pending' && (
        <Decision
          id={v.id}
          decided={decided}
          approve={() => approveVerification(v.id)}
          reject={(reason) => rejectVerification(v.id, { reason })}
        />
      )}
    </li>
  );
}
