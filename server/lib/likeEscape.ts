/** LIKE treats % and _ as wildcards; a search for part of a UID means the characters themselves. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of "contains `text`, any case" (compare with lower(column)). */
export const containsPattern = (text: string): string => `%${likeEscape(text.trim().toLowerCase())}%`;
