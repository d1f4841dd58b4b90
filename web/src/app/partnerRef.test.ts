import { cookieConsentStorageKey } from './consent/cookieConsent';
import { capturePartnerRef, partnerRef } from './partnerRef';

const sentCodes = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => {
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    return JSON.parse(String(init.body)).variables.code;
  });

describe('the visit through a partner link', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    fetchMock = jest.fn(() => Promise.resolve({}));
    globalThis.fetch = fetchMock;
  });

  it('is counted once per session and code, when the code is kept', () => {
    capturePartnerRef('?ref=HOSTEL42');
    capturePartnerRef('?ref=HOSTEL42&city=hue');
    capturePartnerRef('?city=hue');
    expect(partnerRef()).toBe('HOSTEL42');
    capturePartnerRef('?ref=CAFE7');
    expect(sentCodes(fetchMock)).toEqual(['HOSTEL42', 'CAFE7']);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body)).query).toContain(
      'recordPartnerVisit',
    );
  });

  it('is not counted for a visitor who refused cookies', () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'false');
    capturePartnerRef('?ref=HOSTEL42');
    expect(partnerRef()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never fails the page when the request fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    expect(() => capturePartnerRef('?ref=HOSTEL42')).not.toThrow();
    await Promise.resolve();
    expect(partnerRef()).toBe('HOSTEL42');
  });
});
