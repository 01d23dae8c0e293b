// The three cards of the event screen. Each draws only what it has: the
// screen decides between them, a spinner and "nothing on right now".
import { Link } from 'wouter';
import type { Lang } from '../../../contract/constants';
import type { EggSession } from '../../../contract/games/luckyegg';
import type { QuizCampaign } from '../../../contract/games/quiz';
import { ROUTES } from '../../../contract/routes';
import type { Promotion } from '../../../contract/schemas/refresh';
import { useT } from '../../i18n/useT';
import { formatCountdown, formatDateTime } from '../../lib/format';
import { dayOf, lastDayOf } from '../quiz/quizView';
import { sessionStanding, type QuizNowNext } from './eventView';
import styles from './Event.module.css';

export function QuizCard({ campaign, weeks, lang, now }: { campaign: QuizCampaign; weeks: QuizNowNext; lang: Lang; now: number }) {
  const t = useT();
  const { current, next } = weeks;
  return (
    <section className={styles.card} aria-labelledby="event-quiz" data-testid="event-quiz">
      <h2 id="event-quiz" className={styles.cardTitle}>
        {t('event.quiz.title')}
      </h2>
      <p className={styles.name}>{campaign.title[lang]}</p>
      {current && (
        <p className={styles.line} data-testid="event-quiz-current">
          {t('event.quiz.current', [current.number, dayOf(current.startsAt), lastDayOf(current.endsAt)])}
          <span className={styles.clock}>{t('event.quiz.endsIn', [formatCountdown(Date.parse(current.endsAt) - now)])}</span>
        </p>
      )}
      {next && (
        <p className={styles.line} data-testid="event-quiz-next">
          {t('event.quiz.next', [next.number, dayOf(next.startsAt)])}
          {!current && <span className={styles.clock}>{t('event.quiz.startsIn', [formatCountdown(Date.parse(next.startsAt) - now)])}</span>}
        </p>
      )}
      <Link href={ROUTES.quiz} className={styles.cta}>
        {t('event.quiz.cta')}
      </Link>
    </section>
  );
}

function SessionRow({ session, now }: { session: EggSession; now: number }) {
  const t = useT();
  const standing = sessionStanding(session, now);
  const state =
    standing.kind === 'over'
      ? t('event.egg.over')
      : t(standing.kind === 'open' ? 'event.egg.open' : 'event.egg.upcoming', [formatCountdown(standing.leftMs)]);
  return (
    <li
      className={`${styles.session} ${standing.kind === 'open' ? styles.open : ''} ${standing.kind === 'over' ? styles.over : ''}`}
      data-testid="event-egg-session"
    >
      <span className={styles.when}>{t('event.egg.session', [formatDateTime(session.startsAt)])}</span>
      <span className={styles.clock}>{state}</span>
    </li>
  );
}

export function EggCard({ sessions, maintenance, now }: { sessions: readonly EggSession[]; maintenance: boolean; now: number }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="event-egg" data-testid="event-egg">
      <h2 id="event-egg" className={styles.cardTitle}>
        {t('event.egg.title')}
      </h2>
      {maintenance ? (
        <p className={styles.line}>{t('event.egg.maintenance')}</p>
      ) : (
        <ul className={styles.list}>
          {sessions.map((s) => (
            <SessionRow key={s.startsAt} session={s} now={now} />
          ))}
        </ul>
      )}
      <Link href={ROUTES.game('lucky-egg')} className={styles.cta}>
        {t('event.egg.cta')}
      </Link>
    </section>
  );
}

export function PromotionsCard({ promotions, lang }: { promotions: readonly Promotion[]; lang: Lang }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="event-promotions" data-testid="event-promotions">
      <h2 id="event-promotions" className={styles.cardTitle}>
        {t('event.promotions.title')}
      </h2>
      <ul className={styles.list}>
        {promotions.map((p) => (
          <li key={p.id} className={styles.promotion}>
            <span className={styles.name}>{p.title[lang]}</span>
            <span className={styles.line}>
              {p.endDate
                ? t('screens.promotions.period', [formatDateTime(p.startDate), formatDateTime(p.endDate)])
                : t('screens.promotions.from', [formatDateTime(p.startDate)])}
            </span>
          </li>
        ))}
      </ul>
      <Link href={ROUTES.promotions} className={styles.cta}>
        {t('event.promotions.cta')}
      </Link>
    </section>
  );
}
