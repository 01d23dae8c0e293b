// What an operator may put into content that players' screens then render:
// a link must not be able to run script (javascript:, data:) or leave for a
// protocol-relative host, and an image path must stay inside the uploads.
import { MSG } from '../../contract/errors';
import type { Localized } from '../../contract/schemas/common';
import { AppError } from '../http/errors';

/** '#' (not configured) or an absolute http(s) address. */
export function isExternalLink(value: string): boolean {
  if (value === '#') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An external link or a path inside the app ('/promotions', never '//host'). */
export const isAppLink = (value: string): boolean => isExternalLink(value) || (/^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 300);

/** A relative file under the uploads folder: no leading slash, no '..', no odd characters. */
export const isUploadPath = (value: string): boolean =>
  value.length <= 200 && /^[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/.test(value) && !value.split('/').includes('..');

const each = (text: Localized, ok: (v: string) => boolean): boolean => ok(text.en) && ok(text.zh) && ok(text.ms);

export function assertImages(img: Localized): void {
  if (!each(img, isUploadPath)) throw new AppError(400, MSG.invalidRequest, { typ: 'img' });
}

export function assertLinks(link: Localized): void {
  if (!each(link, isAppLink)) throw new AppError(400, MSG.invalidLink, { typ: 'link' });
}

/** A promotion's dates as the database takes them; the end (when any) after the start. */
export function promotionDates(startDate: string, endDate: string | null): { start: Date; end: Date | null } {
  const start = new Date(startDate);
  const end = endDate === null ? null : new Date(endDate);
  if (Number.isNaN(start.getTime()) || (end && (Number.isNaN(end.getTime()) || end <= start))) {
    throw new AppError(400, MSG.invalidRequest, { typ: 'endDate' });
  }
  return { start, end };
}
