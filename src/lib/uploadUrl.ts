/** An upload path from the API (cards, screenshots) as a URL. */
export const uploadUrl = (path: string): string => (/^(https?:|data:|\/)/.test(path) ? path : `/uploads/${path}`);
