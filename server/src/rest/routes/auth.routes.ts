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
];
