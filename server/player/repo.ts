// The player's own settings, and what the refresh data shows of the back
// office's content: the banners and the promotions running now, image paths
// as URLs.
import type { Kysely } from 'kysely';
import type { Lang } from '../../contract/constants';
import type { Banner, Promotion } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';
import { uploadUrl, uploadUrls } from '../lib/uploads';

export async function listBanners(db: Kysely<Database>): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').select(['img', 'link']).where('active', '=', true).orderBy('sort').orderBy('id').execute();
  return rows.map(({ img, link }) => ({
    img_en: uploadUrl(img.en),
    img_zh: uploadUrl(img.zh),
    img_ms: uploadUrl(img.ms),
    link_en: link.en,
    link_zh: link.zh,
    link_ms: link.ms,
  }));
}

/** Promotions running at `now`: started, not yet ended. */
export async function listPromotions(db: Kysely<Database>, now: Date): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('active', '=', true)
    .where('start_date', '<=', now)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    img: uploadUrls(r.img),
    startDate: r.start_date.toISOString(),
    endDate: r.end_date?.toISOString() ?? null,
  }));
}

export async function setNotify(db: Kysely<Database>, playerId: number, notify: boolean): Promise<void> {
  await db.updateTable('players').set({ notify }).where('id', '=', playerId).execute();
}

/** The reminders-before-expiry switch; the reminder job reads it when it claims. */
export async function setExpiryReminders(db: Kysely<Database>, playerId: number, enabled: boolean): Promise<void> {
  await db.updateTable('players').set({ expiry_reminders: enabled }).where('id', '=', playerId).execute();
}

export async function setLanguage(db: Kysely<Database>, playerId: number, language: Lang): Promise<void> {
  await db.updateTable('players').set({ language }).where('id', '=', playerId).execute();
}

export async function setFullName(db: Kysely<Database>, playerId: number, fullName: string): Promise<void> {
  await db.updateTable('players').set({ full_name: fullName }).where('id', '=', playerId).execute();
}

/**
 * The player's one UID change; undefined when it was spent already. The flag
 * is checked in the statement too, so two parallel changes cannot both win; a
 * UID taken meanwhile throws the unique violation.
 */
export async function changeUidOnce(db: Kysely<Database>, playerId: number, uid: string): Promise<string | undefined> {
  const row = await db
    .updateTable('players')
    .set({ uid, uid_changed: true })
    .where('id', '=', playerId)
    .where('uid_changed', '=', false)
    .returning('uid')
    .executeTakeFirst();
  return row?.uid;
}
