// The big-wins feed (contract/bigWins.ts): the public list a screen shows on
// load; newer wins arrive over the socket ({ type: 'bigWin' }).
import type { BigWinList } from '../../../contract/bigWins';
import { BIG_WINS_API } from '../../../contract/bigWinsRules';
import { api } from '../client';

export const fetchBigWins = (): Promise<BigWinList> => api.get<BigWinList>(BIG_WINS_API.recent);
