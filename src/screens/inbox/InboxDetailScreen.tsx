import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useParams } from 'wouter';
import { MSG } from '../../../contract/errors';
import { INBOX_ACTION_PATHS } from '../../../contract/inboxActions';
import { API, ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { fetchInboxItem } from '../../api/calls/inbox';
import { useRemote } from '../../api/hooks/useRemote';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { languageState } from '../../state/language';
import { inboxText } from './inboxText';
import styles from './Inbox.module.css';
import { accountTexts } from '../../i18n/accountTexts';

/** One message; opening it marks it read (the server does, and the badge follows at once). */
export default function InboxDetailScreen() {
  use(accountTexts()); // wallet, limits, telegram and event texts: a section apart (src/i18n/accountTexts.ts)
  const t = useT();
  usePageTitle('title.inboxDetail');
  const { id = '' } = useParams<{ id: string }>();
  const { lang } = useSnapshot(languageState);
  // Private, so not kept in memory past the screen; reading it marks it read (server and badge).
  const state = useRemote(API.inboxItem(id), () => fetchInboxItem(id), { keep: false });

  let body;
  if (state.status === 'loading' || state.status === 'idle') body = <Spinner />;
  else if (state.status === 'error' && state.message === MSG.inboxNotFound) {
    body = (
      <EmptyState message={MSG.inboxNotFound}>
        <Link href={ROUTES.inbox} className="btn btn-ghost">
          {t('wallet.inbox.back')}
        </Link>
      </EmptyState>
    );
  } else if (state.status === 'error') body = <ErrorRetry message={state.message} retry={state.retry} />;
  else {
    const item = state.data;
    const text = inboxText(item, lang, t);
    body = (
      <article className={styles.detail} data-testid="inbox-detail">
        {item.img && <img className={styles.detailImg} src={item.img} alt="" />}
        <h2>{text.title}</h2>
        <time className={styles.itemDate} dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
        <p>{text.description}</p>
        {text.creditText && text.creditAmount && (
          <p className={styles.credit}>
            <span>{text.creditText}</span>
            <strong>{text.creditAmount}</strong>
          </p>
        )}
        {item.action && (
          <Link href={INBOX_ACTION_PATHS[item.action]} className="btn" data-testid="inbox-action">
            {t(`wallet.inbox.actions.${item.action}`)}
          </Link>
        )}
      </article>
    );
  }
  return (
    <main className="screen">
      <SubHeader title={t('title.inboxDetail')} back={ROUTES.inbox} />
      {body}
    </main>
  );
}
