import { useState } from 'react';
import { UNSET_LINK } from '../../../contract/constants';
import type { Localized } from '../../../contract/schemas/common';
import type { AdminBanner, AdminContent, AdminPromotion } from '../../../contract/schemas/console';
import { Switch } from '../../components/kit/Switch';
import { useT } from '../../i18n/useT';
import { addBanner, addPromotion, editBanner, editPromotion, fetchContent, removeBanner, removePromotion, setOption } from '../calls';
import { Button, EMPTY_TEXT, Field, Loaded, LocalizedFields, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';
import { fromBusinessInput, toBusinessInput } from './quizTime';

const useContent = () => useLoad(fetchContent, []);

/** Save and (for stored rows) delete, with the outcome line: the foot of every form here. */
function useSaveRemove(changed: () => void) {
  const t = useT();
  const action = useAction();
  return {
    action,
    save: (work: () => Promise<unknown>) =>
      void action.run(async () => {
        await work();
        changed();
        return t('console.action.saved');
      }),
    remove: (work: () => Promise<unknown>) => {
      // A deletion cannot be undone from the console: ask first.
      if (!window.confirm(t('console.action.confirmRemove'))) return;
      void action.run(async () => {
        await work();
        changed();
        return null;
      });
    },
  };
}

export function PromotionsEditor() {
  const [load, reload] = useContent();
  return (
    <Loaded load={load} reload={reload} empty={() => null}>
      {(c) => (
        <>
          {c.promotions.map((p) => (
            <PromotionForm key={p.id} row={p} changed={reload} />
          ))}
          <PromotionForm row={null} changed={reload} />
        </>
      )}
    </Loaded>
  );
}

const isoToInput = (iso: string | null) => (iso ? toBusinessInput(iso) : '');
// An emptied or broken start is sent as it was: the server answers with the field's message.
const inputToIso = (value: string) => fromBusinessInput(value) ?? value;

/** Dates are edited on the GMT+8 clock players read them in, whatever zone the operator's desktop is set to. */
function PromotionForm({ row, changed }: { row: AdminPromotion | null; changed: () => void }) {
  const t = useT();
  const [title, setTitle] = useState<Localized>(row?.title ?? EMPTY_TEXT);
  const [description, setDescription] = useState<Localized>(row?.description ?? EMPTY_TEXT);
  const [img, setImg] = useState<Localized>(row?.img ?? EMPTY_TEXT);
  const [start, setStart] = useState(isoToInput(row?.startDate ?? new Date().toISOString()));
  const [end, setEnd] = useState(isoToInput(row?.endDate ?? null));
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [active, setActive] = useState(row?.active ?? true);
  const { action, save, remove } = useSaveRemove(changed);
  const body = () => ({
    title,
    description,
    img,
    startDate: inputToIso(start),
    endDate: end ? inputToIso(end) : null,
    sort: Math.trunc(Number(sort) || 0),
    active,
  });
  return (
    <div className={styles.panel}>
      <h2>{row ? `#${row.id}` : t('console.content.newItem')}</h2>
      <LocalizedFields label={t('console.inbox.title')} value={title} onChange={setTitle} />
      <LocalizedFields label={t('console.inbox.desc')} value={description} onChange={setDescription} multiline />
      <LocalizedFields label={t('console.content.image')} value={img} onChange={setImg} />
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field label={`${t('console.content.start')} (GMT+8)`} type="datetime-local" value={start} onChange={setStart} />
        </div>
        <div className={styles.grow}>
          <Field label={`${t('console.content.end')} (GMT+8)`} type="datetime-local" value={end} onChange={setEnd} />
        </div>
        <div className={styles.grow}>
          <Field label={t('console.content.sort')} type="number" value={sort} onChange={setSort} />
        </div>
        <Switch checked={active} onChange={setActive} label={t('console.content.active')} />
      </div>
      <div className={styles.row}>
        <Button disabled={action.busy || !start} onClick={() => save(() => (row ? editPromotion(row.id, body()) : addPromotion(body())))}>
          {t(row ? 'console.action.save' : 'console.action.add')}
        </Button>
        {row && (
          <Button variant="danger" disabled={action.busy} onClick={() => remove(() => removePromotion(row.id))}>
            {t('console.action.remove')}
          </Button>
        )}
      </div>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}

export function BannersEditor() {
  const [load, reload] = useContent();
  return (
    <Loaded load={load} reload={reload} empty={() => null}>
      {(c) => (
        <>
          {c.banners.map((b) => (
            <BannerForm key={b.id} row={b} changed={reload} />
          ))}
          <BannerForm row={null} changed={reload} />
        </>
      )}
    </Loaded>
  );
}

function BannerForm({ row, changed }: { row: AdminBanner | null; changed: () => void }) {
  const t = useT();
  const [img, setImg] = useState<Localized>(row?.img ?? EMPTY_TEXT);
  const [link, setLink] = useState<Localized>(row?.link ?? { en: UNSET_LINK, zh: UNSET_LINK, ms: UNSET_LINK });
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [active, setActive] = useState(row?.active ?? true);
  const { action, save, remove } = useSaveRemove(changed);
  const body = () => ({ img, link, sort: Math.trunc(Number(sort) || 0), active });
  return (
    <div className={styles.panel}>
      <h2>{row ? `#${row.id}` : t('console.content.newItem')}</h2>
      <LocalizedFields label={t('console.content.image')} value={img} onChange={setImg} />
      <LocalizedFields label={t('console.content.link')} value={link} onChange={setLink} />
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field label={t('console.content.sort')} type="number" value={sort} onChange={setSort} />
        </div>
        <Switch checked={active} onChange={setActive} label={t('console.content.active')} />
        <Button disabled={action.busy} onClick={() => save(() => (row ? editBanner(row.id, body()) : addBanner(body())))}>
          {t(row ? 'console.action.save' : 'console.action.add')}
        </Button>
        {row && (
          <Button variant="danger" disabled={action.busy} onClick={() => remove(() => removeBanner(row.id))}>
            {t('console.action.remove')}
          </Button>
        )}
      </div>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}

/** The contact links' names: the players' own labels where the chrome has one. */
const LINK_LABEL: Record<AdminContent['options'][number]['name'], string> = {
  h5_link: 'console.content.h5',
  whatsapp_link: 'contact.whatsapp',
  telegram_link: 'contact.telegram',
  facebook_link: 'contact.facebook',
  live_chat_link: 'contact.liveChat',
  four_d_link: 'quick.fourD',
};

export function LinksEditor() {
  const t = useT();
  const [load, reload] = useContent();
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>{t('console.content.linkHint')}</p>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(c) => c.options.map((o) => <LinkForm key={o.name} name={o.name} value={o.value} label={t(LINK_LABEL[o.name])} />)}
      </Loaded>
    </div>
  );
}

function LinkForm({ name, value, label }: { name: string; value: string; label: string }) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const { action, save } = useSaveRemove(() => undefined);
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <Field label={label} value={draft} onChange={setDraft} />
      </div>
      <Button disabled={action.busy || !draft.trim()} onClick={() => save(() => setOption(name, { value: draft.trim() }))}>
        {t('console.action.save')}
      </Button>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}
