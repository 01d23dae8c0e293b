// /games/:wheel/terms (private, like the quiz's terms): a spin wheel's terms,
// reached from its detail. Every figure is the server's: the detail's
// spinTerms (what the deposit route, the allowance and the payout job apply)
// and the player's own daily limit from GET games/:slug/status, which an
// operator or a tier may have raised.
import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useParams } from 'wouter';
import { API, ROUTES } from '../../../contract/routes';
import type { GameDetail, SpinTerms } from '../../../contract/schemas/games';
import type { SpinStatus } from '../../../contract/games/wheel';
import { fetchSpinStatus } from '../../api/calls/games';
import { useRemote } from '../../api/hooks/useRemote';
import { isSpinWheelSlug } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { gamesTexts } from '../../game/gamesDictionary';
import { useT } from '../../i18n/useT';
import { formatNumber, formatPercent } from '../../lib/format';
import { languageState } from '../../state/language';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { Notice } from './DetailParts';
import { useGameDetail } from './useGames';
import styles from './Detail.module.css';

const rm = (value: number): string => formatNumber(value, { decimals: value % 1 === 0 ? 0 : 2 });

/** The terms as a table of figures and the notes that go with them: the screen's and the tests'. */
export function SpinTermsView({ detail, terms, standing }: { detail: GameDetail; terms: SpinTerms; standing: SpinStatus | null }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const slug = detail.card.slug;
  return (
    <section aria-labelledby="spin-terms-title" data-testid="spin-terms">
      <p className={styles.intro}>{t('games.spinTerms.intro', [detail.content[lang].title])}</p>
      <h2 id="spin-terms-title" className={styles.h2}>
        {t('title.game.spin')}
      </h2>
      <table className={styles.figures} data-testid="spin-terms-table">
        <tbody>
          <tr data-term="deposit">
            <th scope="row">{t('games.spinTerms.deposit')}</th>
            <td>{t('games.spinTerms.depositValue', [rm(terms.minDepositRm), terms.spinsPerDeposit])}</td>
          </tr>
          <tr data-term="limit">
            <th scope="row">{t('games.spinTerms.limit')}</th>
            <td>
              {t('games.spinTerms.limitValue', [terms.dailySpinLimit])}
              {standing && (
                <small className={styles.sub} data-testid="spin-terms-yours">
                  {t('games.spinTerms.limitYours', [standing.dailyLimit, standing.usedToday])}
                </small>
              )}
            </td>
          </tr>
          <tr data-term="who">
            <th scope="row">{t('games.spinTerms.who')}</th>
            <td>
              {t('games.spinTerms.whoValue')}
              <small className={styles.sub}>{t('games.spinTerms.whoHow')}</small>
              {standing && !standing.verified && (
                <Link href={ROUTES.helpdesk} data-testid="spin-terms-verify">
                  {t('games.play.contactSupport')}
                </Link>
              )}
            </td>
          </tr>
          <tr data-term="prizes">
            <th scope="row">{t('games.spinTerms.prizes')}</th>
            <td>{t('games.spinTerms.prizesValue', [rm(terms.maxPrizeRm)])}</td>
          </tr>
          <tr data-term="credit">
            <th scope="row">{t('games.spinTerms.credit')}</th>
            <td>{t('games.spinTerms.creditValue', [terms.creditWithinMinutes, terms.delayedWithinHours])}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.note}>{t('games.spinTerms.rtp', [formatPercent(detail.exactRtp ?? detail.declaredRtp)])}</p>
      <p>
        <Link href={ROUTES.game(slug)} className={styles.termsLink}>
          {t('games.spinTerms.odds')}
        </Link>
      </p>
    </section>
  );
}

export default function SpinTermsScreen() {
  use(gamesTexts());
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const params = useParams<{ game: string }>();
  const slug = isSpinWheelSlug(params.game) ? params.game : null;
  usePageTitle(slug ? 'title.game.spinTerms' : 'title.notFound');
  const detail = useGameDetail(slug ?? '');
  // Private route: the guard has let only a player in, so the standing can be asked for.
  const status = useRemote(slug ? API.gameStatus(slug) : null, () => fetchSpinStatus(slug ?? ''), { keep: false });
  if (!slug) return <NotFoundScreen />;
  const standing = status.status === 'ok' ? status.data : null;
  return (
    <main className="screen" data-testid="spin-terms-screen">
      <SubHeader title={t('title.game.spinTerms')} back={ROUTES.game(slug)} />
      {detail.status === 'loading' && <Spinner />}
      {detail.status === 'error' && <ErrorRetry message={detail.message} retry={detail.retry} />}
      {detail.status === 'ok' &&
        (detail.data.spinTerms ? (
          <SpinTermsView detail={detail.data} terms={detail.data.spinTerms} standing={standing} />
        ) : (
          // A server without published terms: its notice rules are the terms it states.
          <Notice items={detail.data.content[lang].notice} />
        ))}
    </main>
  );
}
