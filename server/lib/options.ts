import type { Kysely } from 'kysely';
import { OPTION_NAMES, UNSET_LINK, type OptionName } from '../../contract/constants';
import type { Database } from '../db/schema';

/** The contact links an operator may set (options table); other options have their own, narrower calls. */
export const isOptionName = (name: string): name is OptionName => (OPTION_NAMES as readonly string[]).includes(name);

/** The contact links of the refresh data and the console; a link nobody configured reads '#'. */
export async function listContactOptions(db: Kysely<Database>): Promise<{ name: OptionName; value: string }[]> {
  const rows = await db
    .selectFrom('options')
    .select(['name', 'value'])
    .where('name', 'in', [...OPTION_NAMES])
    .execute();
  return OPTION_NAMES.map((name) => ({ name, value: rows.find((r) => r.name === name)?.value || UNSET_LINK }));
}
