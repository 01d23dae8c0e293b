import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Operator } from './operators';

/** Every operator action leaves a line, written in the same transaction as the action. */
export async function audit(trx: Transaction<Database>, operator: Operator, action: string, target: string | null, detail: unknown): Promise<void> {
  await trx.insertInto('audit_log').values({
    operator_id: operator.id, action, target, detail: JSON.stringify(detail ?? {}),
  }).execute();
}
