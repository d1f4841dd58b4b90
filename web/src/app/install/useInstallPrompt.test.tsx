import { act, renderHook } from '@testing-library/react';
import { resetInstallPrompt, useInstallPrompt } from './useInstallPrompt';

/** What Chromium fires when the app can be installed; `outcome` is the visitor's answer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('useInstallPrompt', () => {
  afterEach(() => act(() => resetInstallPrompt()));

  it('cannot install until the browser offers it, and says so', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canInstall).toBe(false);
    await expect(result.current.install()).resolves.toBe('unavailable');
  });

  it('keeps the offer, keeps the browser from showing its own bar, and shows the dialog', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(true);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.install();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(outcome).toBe('accepted');
    // An offer can be used once.
    expect(result.current.canInstall).toBe(false);
  });

  it('remembers an offer made before any component asked', async () => {
    offerInstall('dismissed');
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canInstall).toBe(true);
    await act(async () => {
      await expect(result.current.install()).resolves.toBe('dismissed');
    });
  });

  it('forgets the offer once the app is installed', () => {
    const { result } = renderHook(() => useInstallPrompt());
    offerInstall('accepted');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.canInstall).toBe(false);
  });
});
