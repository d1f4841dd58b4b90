import { globalId, restIdParam } from './restIds';

describe('REST ids in URLs', () => {
  it('builds the global ids the server answers with', () => {
    // From the demo API: `{ cities { nodes { id databaseId } } }` gives Q2l0eTox for city 1.
    expect(btoa('City:1').replace(/=+$/, '')).toBe('Q2l0eTox');
    expect(globalId('ShopBike', 34)).toBe('U2hvcEJpa2U6MzQ');
    expect(globalId('Store', 1234)).not.toMatch(/[+/=]/);
  });

  it('accepts only positive whole numbers that fit the database', () => {
    expect(restIdParam('34')).toBe(34);
    for (const bad of [null, '', '0', '-3', '3.5', '034', 'abc', '99999999999', '2147483648'])
      expect([bad, restIdParam(bad)]).toEqual([bad, null]);
  });
});
