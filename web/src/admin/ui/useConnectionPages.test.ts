import { act, renderHook } from '@testing-library/react';
import { appendPage, fetchAllPages, useShowMore } from './useConnectionPages';

describe('fetchAllPages', () => {
  it('asks page after page, after the last end cursor, until none follows', async () => {
    const pages: Record<
      string,
      { nodes: number[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }
    > = {
      start: { nodes: [1, 2], pageInfo: { hasNextPage: true, endCursor: 'c2' } },
      c2: { nodes: [3, 4], pageInfo: { hasNextPage: true, endCursor: 'c4' } },
      c4: { nodes: [5], pageInfo: { hasNextPage: false, endCursor: 'c5' } },
    };
    const asked: (string | null)[] = [];
    const progress: number[] = [];
    const all = await fetchAllPages(
      (after) => {
        asked.push(after);
        return Promise.resolve(pages[after ?? 'start']);
      },
      (fetched) => progress.push(fetched),
    );
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'c2', 'c4']);
    expect(progress).toEqual([2, 4, 5]);
  });

  it('fails when a page fails', async () => {
    await expect(fetchAllPages(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });
});

describe('appendPage', () => {
  it('adds the next page’s nodes after the shown ones, with its page info', () => {
    expect(
      appendPage(
        { nodes: [1], pageInfo: { hasNextPage: true }, totalCount: 2 },
        { nodes: [2], pageInfo: { hasNextPage: false }, totalCount: 2 },
      ),
    ).toEqual({ nodes: [1, 2], pageInfo: { hasNextPage: false }, totalCount: 2 });
  });
});

describe('useShowMore', () => {
  it('is loading while the next page comes, and says when it failed', async () => {
    let fail!: (error: Error) => void;
    const { result } = renderHook(() =>
      useShowMore(() => new Promise((_, reject) => (fail = reject))),
    );
    act(() => result.current.showMore());
    expect(result.current.loadingMore).toBe(true);
    await act(async () => fail(new Error('offline')));
    expect(result.current).toMatchObject({ loadingMore: false, failed: true });
  });
});
