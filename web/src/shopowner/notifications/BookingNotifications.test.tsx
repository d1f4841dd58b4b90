import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BookingNotifications } from './BookingNotifications';

// The browser's push service is outside the product: its API stands in for it here.
const p256dh =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const auth = 'tBHItJI5svbpez7KI4CCXg';
const endpoint = 'https://push.example/send/abc';

function fakePushBrowser(permission: NotificationPermission, existing = false) {
  const subscribe = jest.fn(async () => subscription);
  const unsubscribe = jest.fn(async () => true);
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
    unsubscribe,
  };
  const pushManager = {
    getSubscription: jest.fn(async () => (existing ? subscription : null)),
    subscribe,
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { permission, requestPermission: jest.fn(async () => 'granted') },
  });
  return { subscribe, unsubscribe };
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  delete (window as unknown as Record<string, unknown>).PushManager;
  delete (window as unknown as Record<string, unknown>).Notification;
});

const registered = {
  data: {
    registerPushSubscription: { __typename: 'MePayload', userErrors: [] },
  },
};

function show(api = fakeApi({})) {
  renderWithApp(
    <BookingNotifications settings={{ __typename: 'AppSettings', pushPublicKey: 'BPublicKey' }} />,
    api.link,
  );
  return api;
}

describe('BookingNotifications', () => {
  it('says when the browser cannot show notifications', async () => {
    show();
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says how to unblock them when the owner blocked them', async () => {
    fakePushBrowser('denied');
    show();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
  });

  it('subscribes this phone with the site key and registers it with xemay', async () => {
    const browser = fakePushBrowser('default');
    const api = show(fakeApi({ RegisterDevice: registered }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(
      await screen.findByRole('button', { name: 'Turn off on this phone' }),
    ).toBeInTheDocument();
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(api.calls.find((call) => call.operationName === 'RegisterDevice')?.variables).toEqual({
      input: { endpoint, p256dh, auth },
    });
  });

  it('turns them off again: the server forgets the phone', async () => {
    const browser = fakePushBrowser('granted', true);
    const api = show(
      fakeApi({
        UnregisterDevice: {
          data: { unregisterPushSubscription: { __typename: 'MePayload', userErrors: [] } },
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this phone' }));
    expect(
      await screen.findByRole('button', { name: 'Turn on notifications' }),
    ).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(api.calls.map((call) => call.operationName)).toEqual(['UnregisterDevice']);
  });
});
