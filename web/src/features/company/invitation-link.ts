/**
 * The invitation link in the mail opens `/auth?invitation={id}&token={token}`. The sign-up and
 * sign-in screens keep it here, and once the person is signed in the app takes it up
 * (`InvitationAcceptor`). Local storage, so a sign-in finished in another tab (an email link)
 * still finds it. Nothing here imports the rest of the feature: the auth screens load it.
 */
const KEY = 'everlink.invitation';

export interface InvitationLink {
  invitationId: string;
  token: string;
}

/** The invitation `/auth?invitation=…&token=…` carries, if any. */
function linkIn(search: string): InvitationLink | null {
  const params = new URLSearchParams(search);
  const invitationId = params.get('invitation');
  const token = params.get('token');
  return invitationId && token ? { invitationId, token } : null;
}

/** Keeps the invitation of `/auth?invitation=…&token=…`, if the address carries one. */
export function rememberInvitation(search: string): boolean {
  const link = linkIn(search);
  if (!link) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify(link));
  } catch {
    // Storage refused (private mode): the invitation is taken up at sign-in when the email is verified.
  }
  return true;
}

export function pendingInvitation(): InvitationLink | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<InvitationLink> | null;
    return typeof value?.invitationId === 'string' && typeof value.token === 'string'
      ? { invitationId: value.invitationId, token: value.token }
      : null;
  } catch {
    return null;
  }
}

/** The invitation of this address, else the one kept from an earlier screen (even where storage is refused). */
export function invitationOf(search: string): InvitationLink | null {
  return linkIn(search) ?? pendingInvitation();
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
