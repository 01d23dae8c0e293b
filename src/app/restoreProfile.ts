import { fetchProfile } from '../api/calls/account';
import { playerState } from '../state/player';

/** A session kept from its cookie alone has no name yet: ask the server whose it is. */
export async function restoreProfile(): Promise<void> {
  try {
    const profile = await fetchProfile();
    playerState.uid = profile.uid;
    playerState.fullName = profile.fullName;
  } catch {
    // A dead token has already logged out through the response handler.
  }
}
