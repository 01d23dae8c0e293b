import { useState, type FormEvent } from 'react';
import type { AdminPlayerTier } from '../../../contract/loyalty/tiers';
import { endOfDayGmt8 } from '../../../contract/loyalty/tiersRules';
import { DateField } from '../../components/kit/DateField';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { adjustTierPoints, fetchPlayerTier, setManualTier } from '../calls';
import { Button, Field, Loaded, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';

const whole = (n: number): string => formatNumber(n, { decimals: 0 });
/** DD/MM/YYYY of an instant, GMT+8: the day the player reads. */
const day = (iso: string): string => when(iso).slice(0, 10);

/**
 * A player's VIP tier in the player view (admins): the tier and points the
 * player sees, a points adjustment with a reason (a tier_points row, once per
 * key), and a manual tier until a day with a reason, or its end. The server
 * checks, audits and tells the player's devices.
 */
export function PlayerTier({ uid }: { uid: string }) {
  const t = useT();
  const [load, reload] = useLoad(() => fetchPlayerTier(uid), [uid]);
  return (
    <section data-testid={`console-player-tier-${uid}`}>
      <h3>{t('console.tiers.player.title')}</h3>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(data) => (
          <>
            <TierLine data={data} />
            <PointsForm uid={uid} changed={reload} />
            <ManualForm uid={uid} data={data} changed={reload} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function TierLine({ data: { status, manual } }: { data: AdminPlayerTier }) {
  const t = useT();
  const lang = currentLang();
  return (
    <div className={styles.meta} data-testid="console-player-tier-status">
      <p>{t('console.tiers.player.status', [status.name[lang], whole(status.points), day(status.from), day(status.to)])}</p>
      <p>
        {status.next ? t('console.tiers.player.next', [status.next.name[lang], whole(status.next.needed)]) : t('console.tiers.player.top')}
      </p>
      {manual && (
        <p data-testid="console-player-tier-manual">{t('console.tiers.player.granted', [day(manual.until), manual.reason ?? '-'])}</p>
      )}
    </div>
  );
}

function PointsForm({ uid, changed }: { uid: string; changed: () => void }) {
  const t = useT();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  // One key per intended adjustment, as with coins: a retry cannot double it.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = useAction();
  const value = Number(points);
  const valid = points.trim() !== '' && Number.isInteger(value) && value !== 0 && reason.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await adjustTierPoints(uid, { points: value, reason: reason.trim(), idempotencyKey: key });
      setPoints('');
      setReason('');
      setKey(crypto.randomUUID());
      changed();
      return t('console.tiers.player.adjusted');
    });
  };
  return (
    <form onSubmit={submit} data-testid="console-tier-points">
      <h4>{t('console.tiers.player.adjust')}</h4>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field
            label={t('console.tiers.player.points')}
            type="number"
            value={points}
            onChange={setPoints}
            testId="console-tier-points-value"
          />
        </div>
        <div className={styles.grow}>
          <Field label={t('console.field.reason')} value={reason} onChange={setReason} testId="console-tier-points-reason" />
        </div>
        <Button type="submit" disabled={!valid || action.busy} testId="console-tier-points-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}

function ManualForm({ uid, data, changed }: { uid: string; data: AdminPlayerTier; changed: () => void }) {
  const t = useT();
  const lang = currentLang();
  const [tier, setTier] = useState(String(data.manual?.tier ?? Math.min(1, data.tiers.length - 1)));
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const action = useAction();
  // The server checks the tier, the end and the reason and answers a refusal's key (shown by Outcome).
  const send = (grant: boolean) => {
    void action.run(async () => {
      const answer = await setManualTier(
        uid,
        grant ? { tier: Number(tier), until: until ? endOfDayGmt8(until) : null, reason } : { tier: null, until: null, reason },
      );
      setReason('');
      changed();
      return answer.manual
        ? t('console.tiers.player.grantDone', [answer.tiers[answer.manual.tier]?.[lang] ?? '', day(answer.manual.until)])
        : t('console.tiers.player.cleared');
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(true);
  };
  return (
    <form onSubmit={submit} data-testid="console-tier-manual">
      <h4>{t('console.tiers.player.manual')}</h4>
      <div className={styles.row}>
        <label className={styles.label}>
          {t('console.tiers.player.manualTier')}
          <select className={styles.select} value={tier} onChange={(e) => setTier(e.target.value)} data-testid="console-tier-manual-tier">
            {data.tiers.map((name, i) => (
              <option key={i} value={String(i)}>
                {name[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.label}>
          {t('console.tiers.player.manualUntil')}
          <DateField value={until} onChange={setUntil} data-testid="console-tier-manual-until" />
        </label>
        <div className={styles.grow}>
          <Field label={t('console.field.reason')} value={reason} onChange={setReason} testId="console-tier-manual-reason" />
        </div>
        <Button type="submit" disabled={action.busy} testId="console-tier-manual-save">
          {t('console.tiers.player.grant')}
        </Button>
        {data.manual && (
          <Button variant="ghost" onClick={() => send(false)} disabled={action.busy} testId="console-tier-manual-clear">
            {t('console.tiers.player.clear')}
          </Button>
        )}
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}
