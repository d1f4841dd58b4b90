import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';

const create = (body: Record<string, unknown>, field: string, name: string, status?: 409) =>
  ({
    name: `create shop owner: ${name}`,
    method: 'POST',
    url: () => '/api/admin/shop-owner/create',
    body: () => ({ username: 'new-owner', name: 'Minh', email: 'minh@example.test', ...body }),
    field,
    caller: 'admin',
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const update = (body: Record<string, unknown>, field: string, name: string) =>
  ({
    name: `update shop owner: ${name}`,
    method: 'PUT',
    url: (w) => `/api/admin/shop-owner/update/${w.users.ownerA.id}`,
    body: () => body,
    field,
    caller: 'admin',
  }) satisfies BadInputCase;

const password = (body: Record<string, unknown>, field: string, name: string) =>
  ({
    name: `change password: ${name}`,
    method: 'PUT',
    url: () => '/api/shop-owner/own-menu/update-password',
    body: () => ({
      old_password: 'test-password-1',
      new_password: 'a-brand-new-passphrase',
      repeat_password: 'a-brand-new-passphrase',
      ...body,
    }),
    field,
  }) satisfies BadInputCase;

describeBadInput('accounts', [
  create({ username: undefined }, 'username', 'username missing'),
  create({ username: 'x' }, 'username', 'username too short'),
  create({ username: 'Has Spaces!' }, 'username', 'username with spaces'),
  create({ username: longText(101) }, 'username', 'username over-long'),
  create({ username: 42 }, 'username', 'username a number'),
  create({ name: '  ' }, 'name', 'blank name'),
  create({ name: longText(201) }, 'name', 'name over-long'),
  create({ email: 'not-an-email' }, 'email', 'e-mail malformed'),
  create({ email: undefined }, 'email', 'e-mail missing'),
  create({ phone: 'call me' }, 'phone', 'phone malformed'),
  create({ arrangements: longText(2001) }, 'arrangements', 'arrangements over-long'),
  create({ language: 'fr' }, 'language', 'unknown language'),
  create({ role: 'ADMIN' }, 'role', 'unknown field'),
  create({ username: 'w1-owner-a' }, 'username', 'username taken', 409),
  update({ email: 'nope' }, 'email', 'e-mail malformed'),
  update({ name: '' }, 'name', 'blank name'),
  update({ online: 'yes' }, 'online', 'unknown field'),
  {
    name: 'update shop owner: unknown id',
    method: 'PUT',
    url: () => '/api/admin/shop-owner/update/999999',
    body: () => ({ name: 'X' }),
    field: 'id',
    caller: 'admin',
    status: 404,
  },
  {
    name: 'update shop owner: id not a number',
    method: 'PUT',
    url: () => '/api/admin/shop-owner/update/abc',
    body: () => ({ name: 'X' }),
    field: 'id',
    caller: 'admin',
  },
  {
    name: 'online status: not a boolean',
    method: 'PUT',
    url: (w) => `/api/admin/shop-owner/update-online-status/${w.users.ownerA.id}`,
    body: () => ({ online: 'yes' }),
    field: 'online',
    caller: 'admin',
  },
  password({ old_password: 'wrong-password-9' }, 'old_password', 'old password wrong'),
  password({ repeat_password: 'something-else-22' }, 'repeat_password', 'repeat differs'),
  password({ new_password: 'short', repeat_password: 'short' }, 'new_password', 'too short'),
  password(
    { new_password: 'password123', repeat_password: 'password123' },
    'new_password',
    'a common password',
  ),
  password(
    { new_password: longText(129), repeat_password: longText(129) },
    'new_password',
    'over 128 characters',
  ),
  password({ new_password: undefined }, 'new_password', 'new password missing'),
  {
    name: 'invitation: password too short',
    method: 'PUT',
    url: (w) => `/api/api-shop-owner/verified/${w.invitationToken}`,
    body: () => ({ password: 'short' }),
    field: 'password',
  },
  {
    name: 'invitation: unknown token',
    method: 'PUT',
    url: () => '/api/api-shop-owner/verified/not-a-real-token',
    body: () => ({ password: 'a-fine-passphrase' }),
    field: 'token',
  },
  {
    name: 'push subscription: endpoint over-long',
    method: 'POST',
    url: () => '/api/shop-owner/store-notification-id',
    body: () => ({ endpoint: longText(4001) }),
    field: 'endpoint',
  },
]);
