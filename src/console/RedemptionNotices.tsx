import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { RedemptionNotice } from '../../contract/schemas/promises';
import { useT } from '../i18n/useT';
import { formatNumber } from '../lib/format';
import { fetchRedemptionNotices } from './promiseCalls';
import { Button, styles, when } from './ui';

const POLL_MS = 30_000;
const keyOf = (n: RedemptionNotice): string => `${n.redemptionId}:${n.afterHours}`;

/** A short two-tone chime through Web Audio (no sound file to ship); silent where the browser refuses audio. */
function chime(): void {
  try {
    const audio = new AudioContext();
    [880, 660].forEach((hz, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.2);
      osc.stop(audio.currentTime + i * 0.2 + 0.18);
    });
  } catch {
    // No audio (autoplay policy, no device): the banner still shows.
  }
}

/**
 * The banner of every signed-in support or admin console (issue 26): the
 * server's notices about redemptions waiting undecided 12 h and 20 h, while
 * they stay undecided, polled every 30 s; a notice this tab has not shown yet
 * plays a chime.
 */
export function RedemptionNotices() {
  const t = useT();
  const [, setLocation] = useLocation();
  const [notices, setNotices] = useState<RedemptionNotice[]>([]);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    let alive = true;
    const poll = async () => {
      const found = await fetchRedemptionNotices().catch(() => null);
      if (!alive || !found) return;
      const fresh = found.some((n) => !seen.current?.has(keyOf(n)));
      if (fresh) chime();
      seen.current = new Set([...(seen.current ?? []), ...found.map(keyOf)]);
      setNotices(found);
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  if (notices.length === 0) return null;
  return (
    <div role="alert" className={styles.panel} data-testid="console-redeem-notices" style={{ borderColor: '#e0a100', margin: '8px 0' }}>
      <ul>
        {notices.map((n) => (
          <li key={keyOf(n)} data-testid="console-redeem-notice">
            {t('console.promises.notice', [String(n.redemptionId), n.uid, formatNumber(n.creditRm), String(n.afterHours), when(n.dueAt)])}
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => setLocation('/redemptions')} testId="console-redeem-notices-open">
        {t('console.promises.open')}
      </Button>
    </div>
  );
}
