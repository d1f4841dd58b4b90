import { act, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { fromCacheHeader, reportingFetch, resetConnectivity } from './connectivity';
import { OfflineNotice } from './OfflineNotice';

/** The notice's own live region (the toasts have another). */
function renderNotice() {
  const { container } = renderWithApp(<OfflineNotice />);
  return () => within(container).getByRole('status');
}

/** Enough of a fetch Response for the reporting (jsdom has no Response). */
function answer(status: number, headers: Record<string, string> = {}) {
  return { status, ok: status < 400, headers: { get: (name: string) => headers[name] ?? null } };
}

const notice = /You are offline — showing what was loaded before/;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the offline notice', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    setOnline(true);
    resetConnectivity();
  });

  it('has its live region from the start and says nothing while online', () => {
    const status = renderNotice();
    expect(status()).toBeEmptyDOMElement();
  });

  it('appears when the device goes offline and goes when it is back', () => {
    const status = renderNotice();
    setOnline(false);
    expect(status()).toHaveTextContent(notice);
    setOnline(true);
    expect(status()).toBeEmptyDOMElement();
  });

  it('appears when a request cannot reach the server, and goes with the next answer', async () => {
    const status = renderNotice();
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => expect(reportingFetch('/graphql')).rejects.toThrow('Failed to fetch'));
    expect(status()).toHaveTextContent(notice);

    global.fetch = jest.fn().mockResolvedValue(answer(200));
    await act(() => reportingFetch('/graphql'));
    expect(status()).toBeEmptyDOMElement();
  });

  it('appears when the service worker answers from its cache (the data of an earlier visit)', async () => {
    const status = renderNotice();
    global.fetch = jest.fn().mockResolvedValue(answer(200, { [fromCacheHeader]: '1' }));
    await act(() => reportingFetch('/graphql'));
    expect(status()).toHaveTextContent(notice);
  });

  it('does not take a server error for being offline', async () => {
    const status = renderNotice();
    global.fetch = jest.fn().mockResolvedValue(answer(500));
    await act(() => reportingFetch('/graphql'));
    expect(status()).toBeEmptyDOMElement();
  });
});
