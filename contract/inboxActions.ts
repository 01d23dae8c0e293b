// The nearest thing a message can offer the player to do (issue 28: a
// reminder before coins expire offers redeeming, or the day's free game): a
// key the server stores with the message, which the client turns into a link
// and its words. Never a free-form link: a message can only send the player
// to these screens of the app.
import { ROUTES } from './routes';

export const INBOX_ACTIONS = ['redeem', 'freeGame'] as const;
export type InboxAction = (typeof INBOX_ACTIONS)[number];

export const INBOX_ACTION_PATHS: Record<InboxAction, string> = { redeem: ROUTES.redeem, freeGame: ROUTES.play('fto') };
