import { usePageTitle } from '../../app/usePageTitle';
import { useSiteRefresh } from '../../api/hooks/useSiteRefresh';
import { useT } from '../../i18n/useT';
import { ContactChannels } from './ContactChannels';
import { FaqList } from './FaqList';
import styles from './Helpdesk.module.css';

/** FAQs and the support channels (SPEC section 1). */
export default function HelpdeskScreen() {
  const t = useT();
  usePageTitle('title.helpdesk');
  // The contact links come with the refresh data; a direct visit must not show stale or none.
  useSiteRefresh();
  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.helpdesk')}</h1>
      <p className={styles.intro}>{t('screens.helpdesk.intro')}</p>
      <ContactChannels />
      <section aria-labelledby="helpdesk-faq">
        <h2 id="helpdesk-faq" className={styles.heading}>
          {t('screens.helpdesk.faqTitle')}
        </h2>
        <FaqList />
      </section>
    </main>
  );
}
