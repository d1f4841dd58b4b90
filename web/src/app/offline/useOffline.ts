import { useSyncExternalStore } from 'react';
import { isOffline, onConnectivityChange } from './connectivity';

/** True while the device is offline or the last request could not reach the server. */
export function useOffline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOffline, () => false);
}
