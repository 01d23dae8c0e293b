import { useState, type FormEvent } from 'react';
import { OPERATOR_PASSWORD, OPERATOR_ROLES, type AdminOperator } from '../../../contract/schemas/console';
import { useT } from '../../i18n/useT';
import { addOperator, changeMyPassword, fetchOperators, setOperatorPassword } from '../calls';
import { operatorSession } from '../session';
import { Button, Field, Loaded, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';

type Role = (typeof OPERATOR_ROLES)[number];
const isRole = (value: string): value is Role => OPERATOR_ROLES.some((r) => r === value);
/** The length rule the server applies (counted the same way), so the buttons wait for a password it will take. */
const passwordOk = (password: string) => {
  const length = [...password].length;
  return length >= OPERATOR_PASSWORD.min && length <= OPERATOR_PASSWORD.max;
};

/** One's own password, for every operator; admins also see the operators with a create form and a password reset each. */
export function OperatorsTab({ role }: { role: string }) {
  return (
    <>
      <MyPassword />
      {role === 'admin' && <Operators />}
    </>
  );
}

function MyPassword() {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await changeMyPassword({ current, next });
      setCurrent('');
      setNext('');
      return t('console.operators.myPasswordDone');
    });
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="console-my-password">
      <h2>{t('console.operators.myPassword')}</h2>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field
            label={t('console.operators.current')}
            type="password"
            value={current}
            onChange={setCurrent}
            testId="console-my-password-current"
          />
        </div>
        <div className={styles.grow}>
          <Field
            label={t('console.operators.next', [OPERATOR_PASSWORD.min])}
            type="password"
            value={next}
            onChange={setNext}
            testId="console-my-password-next"
          />
        </div>
        <Button type="submit" disabled={!current || !passwordOk(next) || action.busy} testId="console-my-password-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}

function Operators() {
  const t = useT();
  const [load, reload] = useLoad(fetchOperators, []);
  return (
    <section className={styles.panel} data-testid="console-operators">
      <h2>{t('console.operators.list')}</h2>
      <p className={styles.meta}>{t('console.operators.roles')}</p>
      <Loaded load={load} reload={reload} empty={(rows) => (rows.length ? null : 'common.empty')}>
        {(rows) => (
          <ul className={styles.list}>
            {rows.map((op) => (
              <OperatorItem key={op.id} op={op} own={op.username === operatorSession()?.username} />
            ))}
          </ul>
        )}
      </Loaded>
      <CreateOperator created={reload} />
    </section>
  );
}

/** One's own row has no reset: one's own password changes above, with the current one (the server asks for it on both paths). */
function OperatorItem({ op, own }: { op: AdminOperator; own: boolean }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await setOperatorPassword(op.id, password);
      setPassword('');
      return t('console.operators.resetDone', [op.username]);
    });
  };
  return (
    <li className={styles.item} data-testid={`console-operator-${op.username}`}>
      <form className={styles.row} onSubmit={submit}>
        <span className={styles.grow}>
          <strong>{op.username}</strong>{' '}
          <span className={styles.meta}>
            {t(`console.operators.role.${op.role}`)} · {when(op.createdAt)}
          </span>
        </span>
        {!own && (
          <>
            <Field
              label={t('console.operators.newPassword')}
              type="password"
              value={password}
              onChange={setPassword}
              testId={`console-operator-${op.username}-password`}
            />
            <Button
              type="submit"
              variant="ghost"
              disabled={!passwordOk(password) || action.busy}
              testId={`console-operator-${op.username}-reset`}
            >
              {t('console.operators.reset')}
            </Button>
          </>
        )}
      </form>
      <Outcome error={action.error} note={action.note} />
    </li>
  );
}

function CreateOperator({ created }: { created: () => void }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('support');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const op = await addOperator({ username: username.trim(), password, role });
      setUsername('');
      setPassword('');
      created();
      return t('console.operators.created', [op.username]);
    });
  };
  return (
    <form onSubmit={submit} data-testid="console-operator-create">
      <h3>{t('console.operators.create')}</h3>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field label={t('console.login.username')} value={username} onChange={setUsername} testId="console-operator-create-username" />
        </div>
        <div className={styles.grow}>
          <Field
            label={t('console.operators.next', [OPERATOR_PASSWORD.min])}
            type="password"
            value={password}
            onChange={setPassword}
            testId="console-operator-create-password"
          />
        </div>
        <label className={styles.label}>
          {t('console.operators.roleLabel')}
          <select
            className={styles.select}
            value={role}
            onChange={(e) => {
              if (isRole(e.target.value)) setRole(e.target.value);
            }}
            data-testid="console-operator-create-role"
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`console.operators.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={!username.trim() || !passwordOk(password) || action.busy} testId="console-operator-create-save">
          {t('console.action.add')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}
