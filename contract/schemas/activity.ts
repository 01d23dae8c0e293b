import Type from 'typebox';

/** Activity tracking (SPEC section 7): one session per screen visit, kept alive by heartbeats. */
export const ActivityStartBody = Type.Object({ path: Type.String({ maxLength: 300 }) });
export type ActivityStartBody = Type.Static<typeof ActivityStartBody>;
export const ActivitySession = Type.Object({ sessionId: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
export type ActivitySession = Type.Static<typeof ActivitySession>;
