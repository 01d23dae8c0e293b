// The wagering games' money settings (admins): each game's bet bounds, the
// lucky egg's daily slots and prize table, the big-wins feed. The egg table
// shows each prize's chance and the table's exact RTP and top prize as the
// operator types, with the same verdict the server gives on save
// (contract/games/wagerConsole.ts).
import { useState } from 'react';
import { GAME_KEY_BY_SLUG, GAME_RULES, GAME_SLUGS } from '../../../contract/constants';
import { eggExactRtp, eggMaxOdds } from '../../../contract/games/luckyEggRules';
import {
  eggChance,
  eggTableProblem,
  overlappingSlots,
  WAGER_LIMITS,
  type AdminWagerSettings,
  type BigWinSettingsBody,
} from '../../../contract/games/wagerConsole';
import { GAME_TITLE } from '../../app/routeTable';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { fetchWagerSettings, putBetBounds, putBigWinSettings, putEggPrizes, putEggSlots } from '../calls';
import { CsvButton } from '../CsvButton';
import { Button, Field, Loaded, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';
import quiz from './Quiz.module.css';

/** A number as typed, NaN when it is not one: the verdict or the server's 400 then names it. */
const num = (text: string): number => (text.trim() === '' ? NaN : Number(text));
const pad2 = (n: number) => String(n).padStart(2, '0');
/** Minute of the day <-> the 'HH:MM' of a time input (both GMT+8: the slots are Malaysia's clock). */
const toClock = (minute: number): string => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
const fromClock = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return h === undefined || m === undefined ? NaN : h * 60 + m;
};
const slugOf = (key: string) => GAME_SLUGS.find((slug) => GAME_KEY_BY_SLUG[slug] === key);

// Each save answers everything as stored: a panel redraws its own part from that answer, keeping its note.
export function WagerTab() {
  const [load, reload] = useLoad(fetchWagerSettings, []);
  return (
    <Loaded load={load} reload={reload} empty={() => null}>
      {(settings) => (
        <>
          <BetBounds games={settings.games} />
          <EggSlots minutes={settings.eggSlots} />
          <EggPrizes prizes={settings.eggPrizes} />
          <BigWins current={settings.bigWins} />
        </>
      )}
    </Loaded>
  );
}

function BetBounds({ games }: { games: AdminWagerSettings['games'] }) {
  const t = useT();
  return (
    <section className={styles.panel} data-testid="console-wager-bets">
      <h2>{t('console.wager.bets')}</h2>
      <p className={styles.meta}>{t('console.wager.betsHint')}</p>
      {games.map((game) => (
        <BetRow key={game.key} game={game} />
      ))}
    </section>
  );
}

function BetRow({ game }: { game: AdminWagerSettings['games'][number] }) {
  const t = useT();
  const [min, setMin] = useState(String(game.min));
  const [max, setMax] = useState(String(game.max));
  const action = useAction();
  const slug = slugOf(game.key);
  const save = () =>
    void action.run(async () => {
      const stored = (await putBetBounds(game.key, { min: num(min), max: num(max) })).games.find((g) => g.key === game.key);
      if (stored) {
        setMin(String(stored.min));
        setMax(String(stored.max));
      }
      return t('console.action.saved');
    });
  return (
    <div data-testid={`console-wager-bets-${game.key}`}>
      <div className={styles.row}>
        <strong className={styles.grow}>{slug ? t(GAME_TITLE[slug]) : game.key}</strong>
        <Field label={t('console.wager.minBet')} type="number" value={min} onChange={setMin} testId={`console-wager-min-${game.key}`} />
        <Field label={t('console.wager.maxBet')} type="number" value={max} onChange={setMax} testId={`console-wager-max-${game.key}`} />
        <Button disabled={action.busy} onClick={save} testId={`console-wager-bets-save-${game.key}`}>
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}

function EggSlots({ minutes }: { minutes: number[] }) {
  const t = useT();
  const [clocks, setClocks] = useState(() => minutes.map(toClock));
  const action = useAction();
  const values = clocks.map(fromClock);
  const clash = overlappingSlots(values.filter((m) => !Number.isNaN(m)));
  const save = () =>
    void action.run(async () => {
      setClocks((await putEggSlots({ minutes: values })).eggSlots.map(toClock));
      return t('console.action.saved');
    });
  return (
    <section className={styles.panel} data-testid="console-wager-slots">
      <h2>{t('console.wager.slots')}</h2>
      <p className={styles.meta}>{t('console.wager.slotsHint', [GAME_RULES.LUCKYEGG.sessionMinutes])}</p>
      <div className={styles.row}>
        {clocks.map((clock, i) => (
          <span key={i} className={styles.row}>
            <input
              className={styles.input}
              type="time"
              value={clock}
              aria-label={t('console.wager.slot', [i + 1])}
              onChange={(e) => setClocks((all) => all.map((c, k) => (k === i ? e.target.value : c)))}
              data-testid={`console-wager-slot-${i}`}
            />
            <Button
              variant="ghost"
              disabled={clocks.length <= WAGER_LIMITS.slots.min}
              onClick={() => setClocks((all) => all.filter((_, k) => k !== i))}
            >
              {t('console.wager.remove')}
            </Button>
          </span>
        ))}
      </div>
      {clash && (
        <p className={styles.error} role="alert" data-testid="console-wager-slots-clash">
          {t('console.wager.overlap', [toClock(clash[0]), toClock(clash[1])])}
        </p>
      )}
      <div className={styles.row}>
        <Button variant="ghost" disabled={clocks.length >= WAGER_LIMITS.slots.max} onClick={() => setClocks((all) => [...all, '00:00'])}>
          {t('console.wager.addSlot')}
        </Button>
        <Button disabled={action.busy || clash !== null} onClick={save} testId="console-wager-slots-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </section>
  );
}

/** A prize as typed: numbers stay text until saved, so a half-typed one is not rewritten under the cursor. */
interface PrizeRow {
  multiplier: string;
  weight: string;
}

const toRows = (prizes: AdminWagerSettings['eggPrizes']): PrizeRow[] =>
  prizes.map((p) => ({ multiplier: String(p.multiplier), weight: String(p.weight) }));

function EggPrizes({ prizes }: { prizes: AdminWagerSettings['eggPrizes'] }) {
  const t = useT();
  const [rows, setRows] = useState(() => toRows(prizes));
  const action = useAction();
  const table = rows.map((r) => ({ multiplier: num(r.multiplier), weight: num(r.weight) }));
  const typed = table.every((p) => Number.isFinite(p.multiplier) && Number.isFinite(p.weight));
  const problem = typed ? eggTableProblem(table) : 'weights';
  const edit = (index: number, change: Partial<PrizeRow>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const total = typed ? table.reduce((s, p) => s + p.weight, 0) : NaN;
  const save = () =>
    void action.run(async () => {
      setRows(toRows((await putEggPrizes({ prizes: table })).eggPrizes));
      return t('console.action.saved');
    });
  return (
    <section className={styles.panel} data-testid="console-wager-prizes">
      <h2>{t('console.wager.prizes')}</h2>
      <p className={styles.meta}>
        {t('console.wager.prizesHint', [formatNumber(GAME_RULES.LUCKYEGG.rtp * 100, { decimals: 3 }), GAME_RULES.LUCKYEGG.maxOdds])}
      </p>
      {/* The table as saved, not as typed. */}
      <CsvButton table="egg-prizes" />
      <div className={quiz.scroll}>
        <table className={quiz.table}>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('console.wager.multiplier')}</th>
              <th>{t('console.quiz.weight')}</th>
              <th className={quiz.right}>{t('console.quiz.chance')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-testid={`console-wager-prize-${i}`}>
                <td>{i + 1}</td>
                <td>
                  <input
                    className={`${styles.input} ${quiz.num}`}
                    type="number"
                    min={0}
                    max={WAGER_LIMITS.multiplier.max}
                    step="0.01"
                    value={r.multiplier}
                    aria-label={t('console.wager.multiplier')}
                    onChange={(e) => edit(i, { multiplier: e.target.value })}
                    data-testid={`console-wager-prize-${i}-multiplier`}
                  />
                </td>
                <td>
                  <input
                    className={`${styles.input} ${quiz.num}`}
                    type="number"
                    min={0}
                    step={1}
                    value={r.weight}
                    aria-label={t('console.quiz.weight')}
                    onChange={(e) => edit(i, { weight: e.target.value })}
                    data-testid={`console-wager-prize-${i}-weight`}
                  />
                </td>
                <td className={quiz.right} data-testid={`console-wager-prize-${i}-chance`}>
                  {typed && total > 0 ? `${formatNumber(eggChance(table, i) * 100, { decimals: 4 })}%` : '-'}
                </td>
                <td>
                  <Button
                    variant="danger"
                    disabled={rows.length <= WAGER_LIMITS.prizes.min}
                    onClick={() => setRows((all) => all.filter((_, k) => k !== i))}
                  >
                    {t('console.wager.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="console-wager-rtp">
        {t('console.quiz.totalWeight', [typed ? formatNumber(total, { decimals: 0 }) : '-'])}
        {' · '}
        {t('console.wager.exactRtp', [typed ? formatNumber(eggExactRtp(table) * 100, { decimals: 3 }) : '-'])}
        {' · '}
        {t('console.wager.maxOdds', [typed ? formatNumber(eggMaxOdds(table), { decimals: 2 }) : '-'])}
      </p>
      {problem && (
        <p className={styles.error} role="alert" data-testid="console-wager-prizes-problem">
          {t(`console.wager.problem.${problem}`)}
        </p>
      )}
      <div className={styles.row}>
        <Button
          variant="ghost"
          disabled={rows.length >= WAGER_LIMITS.prizes.max}
          onClick={() => setRows((all) => [...all, { multiplier: '0', weight: '0' }])}
        >
          {t('console.wager.addPrize')}
        </Button>
        <Button disabled={action.busy || problem !== null} onClick={save} testId="console-wager-prizes-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </section>
  );
}

const toForm = (s: BigWinSettingsBody) => ({
  minMultiplier: String(s.minMultiplier),
  minPayout: String(s.minPayout),
  perMinute: String(s.perMinute),
});

function BigWins({ current }: { current: BigWinSettingsBody }) {
  const t = useT();
  const [form, setForm] = useState(() => toForm(current));
  const action = useAction();
  const save = () =>
    void action.run(async () => {
      const answer = await putBigWinSettings({
        minMultiplier: num(form.minMultiplier),
        minPayout: num(form.minPayout),
        perMinute: num(form.perMinute),
      });
      setForm(toForm(answer.bigWins));
      return t('console.action.saved');
    });
  const field = (name: keyof typeof form, label: string) => (
    <Field
      label={label}
      type="number"
      value={form[name]}
      onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
      testId={`console-wager-bigwins-${name}`}
    />
  );
  return (
    <section className={styles.panel} data-testid="console-wager-bigwins">
      <h2>{t('console.wager.bigWins')}</h2>
      <p className={styles.meta}>{t('console.wager.bigWinsHint')}</p>
      <div className={styles.row}>
        {field('minMultiplier', t('console.wager.minMultiplier'))}
        {field('minPayout', t('console.wager.minPayout'))}
        {field('perMinute', t('console.wager.perMinute', [WAGER_LIMITS.perMinute.max]))}
        <Button disabled={action.busy} onClick={save} testId="console-wager-bigwins-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </section>
  );
}
