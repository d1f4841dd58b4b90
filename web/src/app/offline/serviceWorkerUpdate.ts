/**
 * A new version of the app waits in its service worker; it is applied (a reload) on the next
 * page change, when nothing typed can be lost.
 */
let pendingUpdate: (() => void) | null = null;

export function setPendingUpdate(apply: () => void) {
  pendingUpdate = apply;
}

export function applyPendingUpdate() {
  const apply = pendingUpdate;
  pendingUpdate = null;
  apply?.();
}
