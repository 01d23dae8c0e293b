import { use, useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import type { InboxItem } from '../../../contract/schemas/refresh';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { LoadMore } from '../../components/kit/LoadMore';
import { fetchInboxPage, markAllRead } from '../../api/calls/inbox';
import { usePages } from '../../api/hooks/usePages';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { languageState } from '../../state/language';
import { siteState } from '../../state/site';
import { inboxText } from './inboxText';
import styles from './Inbox.module.css';
import { accountTexts } from '../../i18n/accountTexts';

function Row({ item }: { item: InboxItem }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const text = inboxText(item, lang, t);
  return (
    <li>
      <Link href={ROUTES.inboxDetail(item.id)} className={styles.item} data-unread={item.read ? undefined : ''} data-testid="inbox-item">
        {item.img ? <img className={styles.thumb} src={item.img} alt="" loading="lazy" /> : <span className={styles.thumb} />}
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{text.title}</span>
          <span className={styles.itemDesc}>{text.description}</span>
          <span className={styles.itemDate}>{formatDateTime(item.createdAt)}</span>
        </span>
        {!item.read ? (
          <span className={styles.dot} role="img" aria-label={t('wallet.inbox.unread')} />
        ) : (
          text.creditAmount && <span className={styles.amount}>{text.creditAmount}</span>
        )}
      </Link>
    </li>
  );
}

/**
 * Every message, newest first, unread ones marked; scrolling loads more.
 * When the unread count changes under it (a message arrived over the socket,
 * or was read on another device) the list is fetched again in place.
 */
export default function InboxScreen() {
  use(accountTexts()); // wallet, limits, telegram and event texts: a section apart (src/i18n/accountTexts.ts)
  const t = useT();
  usePageTitle('title.inbox');
  const { inbox } = useSnapshot(siteState);
  const pages = usePages(
    'inbox',
    useCallback((cursor: string | null) => fetchInboxPage(cursor), []),
  );
  const { reload } = pages;
  // The first page is already on its way at mount; later changes of the count mean the list is out of date.
  const count = useRef(inbox.unreadCount);
  useEffect(() => {
    if (count.current === inbox.unreadCount) return;
    count.current = inbox.unreadCount;
    reload();
  }, [inbox.unreadCount, reload]);

  let body;
  if (pages.error && pages.rows.length === 0) body = <ErrorRetry message={pages.error} retry={pages.reload} />;
  else if (!pages.loaded && pages.rows.length === 0) body = <Spinner />;
  else if (pages.rows.length === 0) body = <EmptyState message="wallet.inbox.empty" />;
  else {
    body = (
      <>
        <ul className={styles.list} data-testid="inbox-list">
          {pages.rows.map((m) => (
            <Row key={m.id} item={m} />
          ))}
        </ul>
        <LoadMore more={pages.more} loading={pages.loading && pages.loaded} error={pages.error} onMore={pages.loadMore} />
      </>
    );
  }
  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.inbox')}</h1>
      {inbox.unreadCount > 0 && (
        <div className={styles.toolbar}>
          <button type="button" className="btn btn-ghost" onClick={() => void markAllRead().catch(() => undefined)}>
            {t('wallet.inbox.markAllRead')}
          </button>
        </div>
      )}
      {body}
    </main>
  );
}
