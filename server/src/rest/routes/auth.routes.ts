import type { RestRoute, JsonSchema } from '../route';

const sessionFields = 'token user { role userName }';

const credentials: JsonSchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
  additionalProperties: false,
};

function loginRoute(path: string, area: 'ADMIN' | 'SHOP_OWNER', tag: string): RestRoute {
  return {
    method: 'POST',
    path,
    access: 'public',
    summary: `Sign in to the ${area === 'ADMIN' ? 'admin' : 'shop owner'} area`,
    tags: [tag],
    operation: `mutation RestLogin($input: LoginInput!) { login(input: $input) { ${sessionFields} } }`,
    body: credentials,
    variables: ({ body }) => ({ input: { ...(body as object), area } }),
    resultPath: 'login',
    // Public, yet refused credentials are 401.
    otherErrors: { '401': 'Wrong user name or password, or an account of another area' },
  };
}

export const authRoutes: RestRoute[] = [
  loginRoute('/api/login-admin', 'ADMIN', 'admin'),
  loginRoute('/api/login-shop-owner', 'SHOP_OWNER', 'shop owner'),
  {
    method: 'PUT',
    path: '/api/shop-owner/own-menu/update-password',
    access: 'owner',
    summary: 'Change the password; every other session ends',
    tags: ['shop owner'],
    operation: `mutation RestChangePassword($input: ChangePasswordInput!) {
      changePassword(input: $input) { session { ${sessionFields} } userErrors { field message code } }
    }`,
    body: {
      type: 'object',
      required: ['old_password', 'new_password', 'repeat_password'],
      properties: {
        old_password: { type: 'string', maxLength: 1024 },
        new_password: { type: 'string', maxLength: 1024 },
        repeat_password: { type: 'string', maxLength: 1024 },
      },
      additionalProperties: false,
    },
    variables: ({ body }) => {
      const { old_password, new_password, repeat_password } = body as Record<string, string>;
      return {
        input: {
          oldPassword: old_password,
          newPassword: new_password,
          repeatPassword: repeat_password,
        },
      };
    },
    payloadPath: 'changePassword',
    resultPath: 'changePassword.session',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/store-notification-id',
    access: 'owner',
    summary: "Store the owner's push subscription (Web Push JSON) or a device id",
    tags: ['shop owner'],
    operation: `mutation RestRegisterPush($input: RegisterPushSubscriptionInput!) {
      registerPushSubscription(input: $input) { me { userName } userErrors { field message code } }
    }`,
    body: {
      type: 'object',
      properties: {
        endpoint: { type: 'string', maxLength: 4000 },
        keys: {
          type: 'object',
          properties: {
            p256dh: { type: 'string', maxLength: 500 },
            auth: { type: 'string', maxLength: 500 },
          },
        },
        expirationTime: { type: ['number', 'null'] },
        notification_id: { type: 'string', maxLength: 4000 },
      },
      additionalProperties: false,
    },
    variables: ({ body }) => {
      const { endpoint, keys, notification_id } = body as {
        endpoint?: string;
        keys?: { p256dh?: string; auth?: string };
        notification_id?: string;
      };
      return {
        input: {
          endpoint: endpoint ?? notification_id ?? '',
          p256dh: keys?.p256dh,
          auth: keys?.auth,
        },
      };
    },
    payloadPath: 'registerPushSubscription',
    resultPath: 'registerPushSubscription.me',
    successStatus: 201,
  },
];
