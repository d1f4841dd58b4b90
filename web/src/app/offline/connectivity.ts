/**
 * The service worker marks answers it gives from its cache instead of the network with this
 * header (see vite.config.ts), so the app can say the data is from an earlier visit.
 */
export const fromCacheHeader = 'x-xemay-from-cache';

let networkFailed = false;
const listeners = new Set<() => void>();

function publish(failed: boolean) {
  if (networkFailed === failed) return;
  networkFailed = failed;
  listeners.forEach((listener) => listener());
}

/** A request could not reach the server, or was answered from the offline cache. */
export function reportNetworkFailure() {
  publish(true);
}

/** The server answered: whatever failed before works again. */
export function reportNetworkSuccess() {
  publish(false);
}

/**
 * `fetch` for Apollo's link: reports what the network did. A `TypeError` is fetch's way of
 * saying the request never got an answer (offline, DNS, connection reset).
 */
export const reportingFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    if (response.headers.get(fromCacheHeader)) reportNetworkFailure();
    else reportNetworkSuccess();
    return response;
  } catch (error) {
    if (error instanceof TypeError) reportNetworkFailure();
    throw error;
  }
};

/** Calls back when the connection may have changed; the returned function stops it. */
export function onConnectivityChange(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => {
    // The device has a connection again; the next failed request says otherwise.
    networkFailed = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** True while the device is offline or the last request could not reach the server. */
export const isOffline = () => !navigator.onLine || networkFailed;

/** Forgets reported failures (tests only). */
export function resetConnectivity() {
  networkFailed = false;
}
