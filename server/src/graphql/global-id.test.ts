import { AppError } from '../shared/errors';
import { databaseIdOf, decodeGlobalId, toGlobalId } from './global-id';

describe('global IDs', () => {
  it('round-trips a type and database id, and is opaque', () => {
    const id = toGlobalId('City', 42);
    expect(id).not.toContain('42');
    expect(decodeGlobalId(id)).toEqual({ typeName: 'City', id: 42 });
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a b/c'],
    ['no type', Buffer.from('42').toString('base64url')],
    ['zero id', Buffer.from('City:0').toString('base64url')],
    ['negative id', Buffer.from('City:-1').toString('base64url')],
    ['id beyond int4', Buffer.from('City:2147483648').toString('base64url')],
    ['lower-case type', Buffer.from('city:1').toString('base64url')],
    ['trailing junk', Buffer.from('City:1;drop').toString('base64url')],
    ['overlong', 'A'.repeat(200)],
  ])('rejects %s', (_label, value) => {
    expect(decodeGlobalId(value)).toBeNull();
  });

  it('gives a BAD_USER_INPUT naming the field for the wrong type', () => {
    const shopId = toGlobalId('Store', 1);
    expect(() => databaseIdOf(shopId, 'City', 'city_id')).toThrow(AppError);
    try {
      databaseIdOf(shopId, 'City', 'city_id');
    } catch (error) {
      expect((error as AppError).code).toBe('BAD_USER_INPUT');
      expect((error as AppError).fields).toHaveProperty('city_id');
    }
    expect(databaseIdOf(toGlobalId('City', 7), 'City')).toBe(7);
  });
});
