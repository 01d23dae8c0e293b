import { API } from '../../contract/routes';
import type { Profile } from '../../contract/schemas/account';
import { api } from '../api/client';
import { playerState } from '../state/player';

/** A session kept from its cookie alone has no name yet: ask the server whose it is. */
export async function restoreProfile(): Promise<void> {
  try {
    const profile = await api.get<Profile>(API.profile);
    playerState.uid = profile.uid;
    playerState.fullName = profile.fullName;
  } catch {
    // A dead token has already logged out through the response handler.
  }
}
