import type { Kysely, Transaction } from 'kysely';
import type { Maintenance } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';

export async function readMaintenance(db: Kysely<Database>): Promise<Maintenance> {
  const rows = await db.selectFrom('options').select(['name', 'value']).where('name', 'in', ['maintenance', 'maintenance_until']).execute();
  const value = (name: string) => rows.find((r) => r.name === name)?.value ?? '';
  return { maintenance: value('maintenance') === '1' ? 1 : 0, mDateTime: value('maintenance_until') || null };
}

export async function writeMaintenance(trx: Transaction<Database>, next: Maintenance): Promise<void> {
  for (const [name, value] of [
    ['maintenance', String(next.maintenance)],
    ['maintenance_until', next.mDateTime ?? ''],
  ] as const) {
    await trx
      .insertInto('options')
      .values({ name, value })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
      .execute();
  }
}
