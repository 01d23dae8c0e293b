import type { Localized } from '../../contract/schemas/common';

/** Public path under which back-office uploads (banners, art, screenshots) are served. */
export const UPLOADS_PREFIX = '/uploads/';

/** A stored upload path (relative to the uploads folder) as the URL a screen loads. */
export const uploadUrl = (path: string): string => UPLOADS_PREFIX + path;

/** The same for a picture per language. */
export const uploadUrls = (img: Localized): Localized => ({ en: uploadUrl(img.en), zh: uploadUrl(img.zh), ms: uploadUrl(img.ms) });
