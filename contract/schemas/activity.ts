import Type from 'typebox';

/** Activity tracking (SPEC section 7): one session per screen visit, kept alive by heartbeats. */
export const ActivityStartBody = Type.Object({ path: Type.String({ maxLength: 300 }) });
export type ActivityStartBody = Type.Static<typeof ActivityStartBody>;
/** A uuid column's text, exactly: 36 characters of hex and dashes that are not a UUID failed in the database. */
export const ActivitySession = Type.Object({
  sessionId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});
export type ActivitySession = Type.Static<typeof ActivitySession>;
