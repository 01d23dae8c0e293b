import { describe, expect, it } from 'vitest';
import { StatementNames } from './prepared';

describe('StatementNames', () => {
  it('names a statement with parameters from its second call on, the same name every time', () => {
    const names = new StatementNames();
    const text = 'select * from coin_balances where player_id = $1 for update';
    expect(names.nameOf(text, 1)).toBeUndefined();
    const name = names.nameOf(text, 1);
    expect(name).toBeDefined();
    expect(names.nameOf(text, 1)).toBe(name);
    expect(names.nameOf('select 1 where $1', 1)).toBeUndefined();
    expect(names.nameOf('select 1 where $1', 1)).not.toBe(name);
  });

  it('never names transaction control, DDL or scripts (no parameters), nor very long texts', () => {
    const names = new StatementNames();
    for (let i = 0; i < 3; i++) {
      expect(names.nameOf('begin', 0)).toBeUndefined();
      expect(names.nameOf('create table t (a int); create index on t (a)', 0)).toBeUndefined();
      expect(names.nameOf(`insert into t values ${'($1),'.repeat(5000)}($1)`, 1)).toBeUndefined();
    }
  });
});
