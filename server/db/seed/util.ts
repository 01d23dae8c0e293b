import type { Localized } from '../../../contract/schemas/common';

/** One text in the three interface languages, in the fixed order en, zh, ms. */
export const L = (en: string, zh: string, ms: string): Localized => ({ en, zh, ms });

const DAY_MS = 86_400_000;
/** now shifted by whole days (negative for the past); seed dates are relative so demos never go stale. */
export const days = (now: Date, n: number): Date => new Date(now.getTime() + n * DAY_MS);

/** jsonb columns are written as JSON text (see connect.ts). */
export const json = (value: unknown): string => JSON.stringify(value);
