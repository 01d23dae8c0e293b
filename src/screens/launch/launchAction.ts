// Deep links (SPEC section 2): /launch?action=... from push notifications, the
// H5 platform or Telegram. Accepted actions:
//   action=game&game=<slug>   the game's page (/games/<slug>)
//   action=inbox&id=<id>      that message (/inbox/<id>); without a usable id, the inbox
//   action=promotions         /promotions
//   action=redeem             /redeem
// Anything else is ignored and the player lands on home.
import { ROUTES } from '../../../contract/routes';
import { isGameSlug } from '../../app/routeTable';

export type LaunchAction =
  | { action: 'game'; game: string }
  | { action: 'inbox'; id: string | null }
  | { action: 'promotions' }
  | { action: 'redeem' }
  | { action: 'none' };

// Inbox ids are integers on the server; anything else is not worth a request.
const INBOX_ID = /^\d{1,18}$/;

export function parseLaunch(search: string): LaunchAction {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const action = params.get('action')?.trim().toLowerCase();
  switch (action) {
    case 'game': {
      const game = params.get('game')?.trim().toLowerCase();
      return isGameSlug(game) ? { action: 'game', game } : { action: 'none' };
    }
    case 'inbox': {
      const id = params.get('id')?.trim() ?? '';
      return { action: 'inbox', id: INBOX_ID.test(id) ? id : null };
    }
    case 'promotions':
      return { action: 'promotions' };
    case 'redeem':
      return { action: 'redeem' };
    default:
      return { action: 'none' };
  }
}

/** Where a launch action goes; the route guard then applies the usual login rules. */
export function launchTarget(launch: LaunchAction): string {
  switch (launch.action) {
    case 'game':
      return ROUTES.game(launch.game);
    case 'inbox':
      return launch.id === null ? ROUTES.inbox : ROUTES.inboxDetail(launch.id);
    case 'promotions':
      return ROUTES.promotions;
    case 'redeem':
      return ROUTES.redeem;
    case 'none':
      return ROUTES.home;
  }
}
