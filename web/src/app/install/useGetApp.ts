import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../ui/Toasts';
import { useInstallPrompt } from './useInstallPrompt';

/**
 * "Get the app": the browser's install dialog when it offers one; otherwise the app is
 * installed already or the browser installs from its own menu (Safari), which the visitor
 * is told.
 */
export function useGetApp() {
  const { canInstall, install } = useInstallPrompt();
  const notify = useNotify();
  const intl = useIntl();
  const getApp = useCallback(async () => {
    const outcome = await install();
    if (outcome === 'unavailable') notify(intl.formatMessage({ id: 'install.already' }));
    else if (outcome === 'accepted')
      notify(intl.formatMessage({ id: 'install.accepted' }), 'success');
  }, [install, notify, intl]);
  return { canInstall, getApp };
}
