import { useState } from 'react';
import { PAGE_SLUGS, type Faq, type Page, type PageSlug } from '../../../contract/schemas/content';
import type { Localized } from '../../../contract/schemas/common';
import { useT } from '../../i18n/useT';
import { addFaq, editFaq, editPage, fetchFaqs, fetchPage, removeFaq } from '../calls';
import { Button, EMPTY_TEXT, Loaded, LocalizedFields, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';
import { BannersEditor, LinksEditor, PromotionsEditor } from './ContentMedia';

const SECTIONS = ['faqs', 'pages', 'promotions', 'banners', 'links'] as const;
type Section = (typeof SECTIONS)[number];

/** FAQs, pages, promotions, banners and contact links, each in every language, over the operator content calls. */
export function ContentTab() {
  const t = useT();
  const [section, setSection] = useState<Section>('faqs');
  return (
    <>
      <div className={styles.row} style={{ marginBottom: 8 }}>
        {SECTIONS.map((s) => (
          <Button key={s} variant={s === section ? undefined : 'ghost'} onClick={() => setSection(s)} testId={`console-content-${s}`}>
            {t(`console.content.${s}`)}
          </Button>
        ))}
      </div>
      {section === 'faqs' && <FaqsEditor />}
      {section === 'pages' && <PagesEditor />}
      {section === 'promotions' && <PromotionsEditor />}
      {section === 'banners' && <BannersEditor />}
      {section === 'links' && <LinksEditor />}
    </>
  );
}

function FaqsEditor() {
  const [load, reload] = useLoad(fetchFaqs, []);
  return (
    <>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(faqs) => faqs.map((faq) => <FaqForm key={faq.id} faq={faq} changed={reload} />)}
      </Loaded>
      <FaqForm faq={null} changed={reload} />
    </>
  );
}

/** One FAQ, or a blank one that Add creates. */
function FaqForm({ faq, changed }: { faq: Faq | null; changed: () => void }) {
  const t = useT();
  const [question, setQuestion] = useState<Localized>(faq?.question ?? EMPTY_TEXT);
  const [answer, setAnswer] = useState<Localized>(faq?.answer ?? EMPTY_TEXT);
  const action = useAction();
  const save = () =>
    void action.run(async () => {
      if (faq) await editFaq(faq.id, { question, answer });
      else {
        await addFaq({ question, answer });
        setQuestion(EMPTY_TEXT);
        setAnswer(EMPTY_TEXT);
      }
      changed();
      return t('console.action.saved');
    });
  const remove = () => {
    // A deletion cannot be undone from the console: ask first.
    if (!faq || !window.confirm(t('console.action.confirmRemove'))) return;
    void action.run(async () => {
      await removeFaq(faq.id);
      changed();
      return null;
    });
  };
  return (
    <div className={styles.panel}>
      <h2>{faq ? `#${faq.id}` : t('console.content.newItem')}</h2>
      <LocalizedFields label={t('console.content.question')} value={question} onChange={setQuestion} />
      <LocalizedFields label={t('console.content.answer')} value={answer} onChange={setAnswer} multiline />
      <div className={styles.row}>
        <Button onClick={save} disabled={action.busy}>
          {t(faq ? 'console.action.save' : 'console.action.add')}
        </Button>
        {faq && (
          <Button variant="danger" onClick={remove} disabled={action.busy}>
            {t('console.action.remove')}
          </Button>
        )}
      </div>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}

function PagesEditor() {
  const t = useT();
  const [slug, setSlug] = useState<PageSlug>('terms');
  const [load, reload] = useLoad(() => fetchPage(slug), [slug]);
  return (
    <>
      <select
        className={styles.select}
        value={slug}
        aria-label={t('console.content.pages')}
        onChange={(e) => setSlug(PAGE_SLUGS.find((s) => s === e.target.value) ?? 'terms')}
      >
        {PAGE_SLUGS.map((s) => (
          <option key={s} value={s}>
            {t(`console.content.page.${s}`)}
          </option>
        ))}
      </select>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(page) => <PageForm key={page.slug} page={page} />}
      </Loaded>
    </>
  );
}

function PageForm({ page }: { page: Page }) {
  const t = useT();
  const [title, setTitle] = useState<Localized>(page.title);
  const [body, setBody] = useState<Localized>(page.body);
  const action = useAction();
  const save = () =>
    void action.run(async () => {
      await editPage(page.slug, { title, body });
      return t('console.action.saved');
    });
  return (
    <div className={styles.panel}>
      <LocalizedFields label={t('console.content.pageTitle')} value={title} onChange={setTitle} />
      <LocalizedFields label={t('console.content.body')} value={body} onChange={setBody} multiline />
      <Button onClick={save} disabled={action.busy}>
        {t('console.action.save')}
      </Button>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}
