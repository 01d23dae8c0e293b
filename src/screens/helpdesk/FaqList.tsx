import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useFaqs } from '../../api/hooks/content';
import { languageState } from '../../state/language';
import styles from './Helpdesk.module.css';

/**
 * The operator's FAQs in the current language as an accordion. <details> gives
 * the open/closed state, keyboard and screen-reader support without script.
 */
export function FaqList() {
  const { lang } = useSnapshot(languageState);
  const faqs = useFaqs();
  if (faqs.status === 'error') return <ErrorRetry message={faqs.message} retry={faqs.retry} />;
  if (faqs.status !== 'ok') return <Spinner />;
  if (faqs.data.length === 0) return <EmptyState message={MSG.noHelpdeskFound} />;
  return (
    <div className={styles.faqs} data-testid="faq-list">
      {faqs.data.map((faq) => (
        <details key={faq.id} className={styles.faq}>
          <summary>
            <span>{faq.question[lang]}</span>
            <svg className={styles.chevron} width="18" height="18" viewBox="0 0 24 24" aria-hidden>
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p>{faq.answer[lang]}</p>
        </details>
      ))}
    </div>
  );
}
