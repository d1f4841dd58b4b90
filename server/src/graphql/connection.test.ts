import { AppError } from '../shared/errors';
import { encodeCursor, paginate, type PageSource } from './connection';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');

function countingSource(items: string[]): PageSource<string> & { slices: number } {
  const source = {
    slices: 0,
    count: async () => items.length,
    slice: async (offset: number, limit: number) => {
      source.slices += 1;
      return items.slice(offset, offset + limit);
    },
  };
  return source;
}

describe('paginate', () => {
  it('pages forward with first/after until the end', async () => {
    const first = await paginate({ first: 10 }, countingSource(letters));
    expect(first.nodes.join('')).toBe('abcdefghij');
    expect(first.totalCount).toBe(26);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = await paginate(
      { first: 10, after: first.pageInfo.endCursor },
      countingSource(letters),
    );
    expect(second.nodes.join('')).toBe('klmnopqrst');
    const third = await paginate(
      { first: 10, after: second.pageInfo.endCursor },
      countingSource(letters),
    );
    expect(third.nodes.join('')).toBe('uvwxyz');
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(third.edges[0].cursor).toBe(encodeCursor(20));
  });

  it('pages backward with last/before', async () => {
    const end = await paginate({ last: 3 }, countingSource(letters));
    expect(end.nodes.join('')).toBe('xyz');
    const before = await paginate(
      { last: 3, before: end.pageInfo.startCursor },
      countingSource(letters),
    );
    expect(before.nodes.join('')).toBe('uvw');
  });

  it('defaults to 20 and never reads when the page is empty', async () => {
    expect((await paginate({}, countingSource(letters))).nodes).toHaveLength(20);
    const empty = countingSource([]);
    const result = await paginate({ first: 5 }, empty);
    expect(result).toMatchObject({
      nodes: [],
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    expect(empty.slices).toBe(0);
  });

  it.each([
    [{ first: 101 }, 'first'],
    [{ first: -1 }, 'first'],
    [{ last: 500 }, 'last'],
    [{ first: 1, last: 1 }, 'last'],
    [{ after: 'bm9wZQ' }, 'after'],
    [{ before: '!!' }, 'before'],
  ])('refuses %j naming %s', async (args, field) => {
    const promise = paginate(args, countingSource(letters));
    await expect(promise).rejects.toBeInstanceOf(AppError);
    await expect(promise).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(String) },
    });
  });
});
