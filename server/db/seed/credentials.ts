// Demo sign-ins the seed creates, exported so the server can print them at
// start-up and tests can log in. Demo data only: never seed a real database.
export const DEMO_PLAYER = { uid: 'demo01', password: 'demo1234' } as const;
/** An ordinary (non-VIP) platform account: sees the "contact support to upgrade" message. */
export const DEMO_NORMAL_PLAYER = { uid: 'normal01', password: 'normal1234' } as const;
export const DEMO_OPERATOR = { username: 'admin', password: 'admin1234' } as const;
