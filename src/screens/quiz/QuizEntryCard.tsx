// The weekly quiz's card on home, the games list and the brand ambassador
// page, from the public overview: shown while a campaign runs (the ambassador
// page also announces the next one). A guest's tap goes to /quiz like a
// player's; the route guard sends them to register and back.
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import { ROUTES } from '../../../contract/routes';
import { fetchQuizOverview } from '../../api/calls/quiz';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { dayOf, lastDayOf } from './quizView';
import { useRemote } from '../../api/hooks/useRemote';
import styles from './QuizEntry.module.css';

/**
 * `upcoming`: also announce a campaign not started yet. `span`: give the
 * campaign's first and last day (the ambassador page, whose prose names no
 * dates of its own).
 */
export function QuizEntryCard({ upcoming = false, span = false }: { upcoming?: boolean; span?: boolean }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  // Kept in memory for the page's life: home and the games list draw it at once on a revisit.
  const overview = useRemote('quiz-overview', fetchQuizOverview);
  if (overview.status !== 'ok' || !overview.data.campaign) return null;
  const { campaign, serverNow } = overview.data;
  const now = Date.parse(serverNow);
  const running = Date.parse(campaign.startsAt) <= now && now < Date.parse(campaign.endsAt);
  if (!running && !(upcoming && Date.parse(campaign.startsAt) > now)) return null;
  return (
    <Link href={ROUTES.quiz} className={styles.card} data-testid="quiz-entry">
      <svg className={styles.art} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#2a1248" stroke="#ffd34d" strokeWidth="3" />
        <path d="M14 40 L26 26 L40 26 L50 40 Z" fill="#e0457b" />
        <circle cx="20" cy="44" r="7" fill="#1a0b2e" stroke="#ffd34d" strokeWidth="3" />
        <circle cx="46" cy="44" r="7" fill="#1a0b2e" stroke="#ffd34d" strokeWidth="3" />
        <text x="33" y="22" textAnchor="middle" fontSize="16" fontWeight="900" fill="#ffd34d">
          ?
        </text>
      </svg>
      <span className={styles.text}>
        <span className={styles.badge}>{t('quizEntry.badge')}</span>
        <span className={styles.title}>{campaign.title[lang]}</span>
        <span className={styles.body}>{t('quizEntry.body', [QUIZ_CAMPAIGN.questionsPerWeek])}</span>
        <span className={styles.when} data-testid="quiz-entry-when">
          {span
            ? t('quizEntry.span', [dayOf(campaign.startsAt), lastDayOf(campaign.endsAt)])
            : running
              ? t('quizEntry.running', [lastDayOf(campaign.endsAt)])
              : t('quizEntry.upcoming', [dayOf(campaign.startsAt)])}
        </span>
      </span>
      <span className={styles.cta}>{t('quizEntry.cta')}</span>
    </Link>
  );
}
