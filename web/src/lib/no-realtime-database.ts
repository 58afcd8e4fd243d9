/**
 * What the build gives reactfire for `firebase/database` (vite.config.ts). reactfire imports the
 * Realtime Database's listeners at its top level, so the whole SDK came into the signed-in start
 * and was evaluated there; Everlink keeps its data behind the API and never opens a database.
 */
function unused(name: string): never {
  throw new Error(`firebase/database ${name}: Everlink does not use the Realtime Database`);
}

export const get = () => unused('get');
export const off = () => unused('off');
export const onChildAdded = () => unused('onChildAdded');
export const onChildChanged = () => unused('onChildChanged');
export const onChildMoved = () => unused('onChildMoved');
export const onChildRemoved = () => unused('onChildRemoved');
export const onValue = () => unused('onValue');
