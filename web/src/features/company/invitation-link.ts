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

/** Keeps the invitation of `/auth?invitation=…&token=…`, if the address carries one. */
export function rememberInvitation(search: string): boolean {
  const params = new URLSearchParams(search);
  const invitationId = params.get('invitation');
  const token = params.get('token');
  if (!invitationId || !token) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify({ invitationId, token }));
  } catch {
    // Storage refused (private mode): the invitation is taken up at sign-in when the email is verified.
  }
  return true;
}

export function pendingInvitation(): InvitationLink | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<InvitationLink> | null;
    return typeof value?.invitationId === 'string' && typeof value.token === 'string' ? { invitationId: value.invitationId, token: value.token } : null;
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
