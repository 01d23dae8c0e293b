import Type from 'typebox';

/** The longest move forward: past a review period and a coin's 90-day life. */
export const TEST_CLOCK_MAX_SHIFT_MS = 400 * 86_400_000;

/** PUT admin/test-clock (outside production): how far ahead of real time the server's clock runs. */
export const TestClockBody = Type.Object({ shiftMs: Type.Integer({ minimum: 0, maximum: TEST_CLOCK_MAX_SHIFT_MS }) });
export type TestClockBody = Type.Static<typeof TestClockBody>;

export const TestClockState = Type.Object({ now: Type.String({ format: 'date-time' }), shiftMs: Type.Integer() });
export type TestClockState = Type.Static<typeof TestClockState>;
