// A server's refusal as the catalogue key a scene is told: a text outside the
// catalogue (a gateway's page, a crash) is a system error to it.
import { MSG, type MsgKey } from '../../contract/errors';

const KEYS: ReadonlySet<string> = new Set(Object.values(MSG));

export const toMsgKey = (key: string): MsgKey => (KEYS.has(key) ? (key as MsgKey) : MSG.internalServerError);
