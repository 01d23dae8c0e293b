import { useState, type FormEvent } from 'react';
import { INBOX_POST_KINDS, type InboxPostBody } from '../../../contract/schemas/console';
import { useT } from '../../i18n/useT';
import { postInbox } from '../calls';
import { Button, EMPTY_TEXT, Field, LocalizedFields, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';

type Kind = InboxPostBody['kind'];

/** Post a message, in the three languages, to one player or to everyone. */
export function InboxTab() {
  const t = useT();
  const [everyone, setEveryone] = useState(false);
  const [uid, setUid] = useState('');
  const [kind, setKind] = useState<Kind>('others');
  const [amount, setAmount] = useState('');
  const [title, setTitle] = useState(EMPTY_TEXT);
  const [desc, setDesc] = useState(EMPTY_TEXT);
  const action = useAction();
  const filled = (text: typeof EMPTY_TEXT) => text.en.trim() !== '' && text.zh.trim() !== '' && text.ms.trim() !== '';
  const amountOk = kind === 'others' || (amount.trim() !== '' && Number(amount) >= 0);
  const valid = (everyone || uid.trim() !== '') && filled(title) && filled(desc) && amountOk;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const money = kind === 'others' || amount === '' ? {} : { [kind]: Number(amount) };
    const body: InboxPostBody = { to: everyone ? 'all' : uid.trim(), kind, title, desc, ...money };
    void action.run(async () => {
      const res = await postInbox(body);
      setTitle(EMPTY_TEXT);
      setDesc(EMPTY_TEXT);
      setAmount('');
      return t('console.inbox.sent', [res.id]);
    });
  };

  return (
    <form className={styles.panel} onSubmit={submit} data-testid="console-inbox">
      <div className={styles.row} role="radiogroup">
        <label>
          <input type="radio" checked={!everyone} onChange={() => setEveryone(false)} /> {t('console.inbox.onePlayer')}
        </label>
        <label>
          <input type="radio" checked={everyone} onChange={() => setEveryone(true)} data-testid="console-inbox-everyone" />{' '}
          {t('console.inbox.everyone')}
        </label>
      </div>
      {!everyone && <Field label={t('console.inbox.uid')} value={uid} onChange={setUid} testId="console-inbox-uid" />}
      <label className={styles.label}>
        {t('console.inbox.kind')}
        <select
          className={styles.select}
          value={kind}
          onChange={(e) => setKind(INBOX_POST_KINDS.find((k) => k === e.target.value) ?? 'others')}
        >
          {INBOX_POST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`console.inbox.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind !== 'others' && (
        <>
          <Field label={t('console.inbox.amount')} type="number" value={amount} onChange={setAmount} />
          <p className={styles.meta}>{t('console.inbox.amountHint')}</p>
        </>
      )}
      <LocalizedFields label={t('console.inbox.title')} value={title} onChange={setTitle} testId="console-inbox-title" />
      <LocalizedFields label={t('console.inbox.desc')} value={desc} onChange={setDesc} multiline testId="console-inbox-desc" />
      <Outcome error={action.error} note={action.note} />
      <Button type="submit" disabled={!valid || action.busy} testId="console-inbox-send">
        {t('console.action.send')}
      </Button>
    </form>
  );
}
