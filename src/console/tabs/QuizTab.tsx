import { useState } from 'react';
import type { AdminQuizCampaign } from '../../../contract/games/quizConsole';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { fetchQuizCampaigns } from '../calls';
import { Button, Loaded, styles } from '../ui';
import { useLoad } from '../useLoad';
import quiz from './Quiz.module.css';
import { QuizCampaignEditor } from './QuizCampaignEditor';
import { HolidaysEditor } from './QuizMail';
import { QuizWinners } from './QuizWinners';
import { useMinuteClock } from './quizTime';

type View = 'campaigns' | 'winners' | 'holidays';

/**
 * The weekly quiz: content editors write campaigns (weeks, questions, the
 * roulette's table), support follows the winners of physical prizes and
 * keeps the public holidays their mail-by days skip; an
 * admin sees both. Each view is shown only to the roles the server lets use it.
 */
export function QuizTab({ role }: { role: string }) {
  const t = useT();
  const views: View[] = [
    ...(role === 'admin' || role === 'content' ? ['campaigns' as const] : []),
    ...(role === 'admin' || role === 'support' ? ['winners' as const, 'holidays' as const] : []),
  ];
  const [chosen, setView] = useState<View | null>(null);
  const view = chosen ?? views[0];
  return (
    <section className={styles.panel} data-testid="console-quiz">
      {views.length > 1 && (
        <div className={styles.row} style={{ marginBottom: 8 }}>
          {views.map((v) => (
            <Button key={v} variant={v === view ? undefined : 'ghost'} onClick={() => setView(v)} testId={`console-quiz-view-${v}`}>
              {t(`console.quiz.${v}`)}
            </Button>
          ))}
        </div>
      )}
      {view === 'campaigns' && <Campaigns />}
      {view === 'winners' && <QuizWinners />}
      {view === 'holidays' && <HolidaysEditor />}
    </section>
  );
}

/** Where a campaign stands by the clock, for its badge. */
function stage(c: AdminQuizCampaign, now: number): 'upcoming' | 'running' | 'ended' {
  if (now < Date.parse(c.startsAt)) return 'upcoming';
  return now < Date.parse(c.endsAt) ? 'running' : 'ended';
}

function Campaigns() {
  const t = useT();
  const [load, reload] = useLoad(fetchQuizCampaigns, []);
  // The campaign open in the editor, 'new' for a blank one; after a save, the server's answer until the list is read again.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [answer, setAnswer] = useState<AdminQuizCampaign | null>(null);
  const lang = currentLang();
  const now = useMinuteClock();
  return (
    <Loaded load={load} reload={reload} empty={() => null}>
      {(campaigns) => {
        const editing = open === 'new' ? null : answer?.id === open ? answer : campaigns.find((c) => c.id === open);
        if (open === 'new' || editing) {
          return (
            <>
              <Button
                variant="ghost"
                onClick={() => {
                  setOpen(null);
                  setAnswer(null);
                }}
                testId="console-quiz-back"
              >
                {t('console.quiz.back')}
              </Button>
              <QuizCampaignEditor
                campaign={editing ?? null}
                saved={(c) => {
                  setAnswer(c);
                  setOpen(c.id);
                  reload();
                }}
              />
            </>
          );
        }
        return (
          <>
            <Button onClick={() => setOpen('new')} testId="console-quiz-new">
              {t('console.quiz.newCampaign')}
            </Button>
            {campaigns.length === 0 && (
              <p className={styles.meta} data-testid="console-empty">
                {t('console.quiz.none')}
              </p>
            )}
            <div className={quiz.scroll}>
              <table className={quiz.table}>
                <thead>
                  <tr>
                    <th>{t('console.quiz.title')}</th>
                    <th>{t('console.quiz.period')}</th>
                    <th>{t('console.quiz.weeks')}</th>
                    <th>{t('console.quiz.stateLabel')}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {campaigns.map((c) => {
                    const s = stage(c, now);
                    return (
                      <tr key={c.id} data-testid={`console-quiz-campaign-${c.slug}`}>
                        <td>
                          <strong>{c.title[lang]}</strong>
                          <div className={styles.meta}>{c.slug}</div>
                        </td>
                        <td>
                          {formatDateTime(c.startsAt)} – {formatDateTime(c.endsAt)}
                        </td>
                        <td>{c.weeks.length}</td>
                        <td>
                          <span className={`${styles.badge} ${s === 'running' ? styles.off : ''}`}>{t(`console.quiz.stage.${s}`)}</span>
                        </td>
                        <td>
                          <Button
                            variant="ghost"
                            onClick={() => {
                              setAnswer(null);
                              setOpen(c.id);
                            }}
                            testId={`console-quiz-edit-${c.slug}`}
                          >
                            {t('console.quiz.edit')}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        );
      }}
    </Loaded>
  );
}
