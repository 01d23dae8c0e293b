import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Operator } from './operators';

/**
 * jsonb refuses the escapes of a NUL and of a lone surrogate: such a string
 * in a detail (the edge refuses them in requests; a stored row may predate
 * that) is written with U+FFFD in their place rather than failing the action.
 */
function storableJson(detail: unknown): string {
  return JSON.stringify(detail ?? {}, (_key, value: unknown) =>
    typeof value === 'string' ? value.toWellFormed().replaceAll('\u0000', '\uFFFD') : value,
  );
}

/** Every operator action leaves a line, written in the same transaction as the action. */
export async function audit(
  trx: Transaction<Database>,
  operator: Operator,
  action: string,
  target: string | null,
  detail: unknown,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: operator.id,
      action,
      target,
      detail: storableJson(detail),
    })
    .execute();
}

/** The automatic rules that act without an operator; their audit lines name the rule in detail.rule. */
export type AuditRule = 'redeem.autoApproval';

/** A rule's action, audited like an operator's but with no operator behind it. */
export async function auditRule(
  trx: Transaction<Database>,
  rule: AuditRule,
  action: string,
  target: string | null,
  detail: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: null,
      action,
      target,
      detail: storableJson({ rule, ...detail }),
    })
    .execute();
}
