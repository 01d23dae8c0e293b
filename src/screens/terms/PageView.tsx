import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import type { PageSlug } from '../../../contract/schemas/content';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { usePage } from '../../api/hooks/content';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { paragraphs } from './paragraphs';
import styles from './PageView.module.css';

export interface PageViewProps {
  slug: PageSlug;
  /** Title key shown until the page arrives (and as the page title). */
  titleKey: string;
  /** Where the back arrow goes when the player did not come from within the app (else back in history); none on a top-level page. */
  back?: string;
  /** Art above the text (the ambassador page). */
  hero?: ReactNode;
}

/**
 * A static page from the server (terms, privacy, brand ambassador), in the
 * current language. Used by the terms, privacy and ambassador screens and by
 * the terms sub-page of settings.
 */
export function PageView({ slug, titleKey, back, hero }: PageViewProps) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const page = usePage(slug);
  const title = page.status === 'ok' ? page.data.title[lang] : t(titleKey);
  return (
    <main className="screen" data-testid={`page-${slug}`}>
      {back ? <SubHeader title={title} back={back} historyFirst /> : <h1 className="screen-title">{title}</h1>}
      {hero}
      {page.status === 'ok' ? (
        <article className={styles.body} lang={lang === 'zh' ? 'zh-Hans' : lang}>
          {paragraphs(page.data.body[lang]).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </article>
      ) : page.status === 'error' ? (
        <ErrorRetry message={page.message} retry={page.retry} />
      ) : (
        <Spinner />
      )}
    </main>
  );
}
