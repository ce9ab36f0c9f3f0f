import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptPage, emptyPagedList, isAwaited, nextPageTicket, type PagedList, restartPagedList } from './pagedList';

const PAGE = 3;
const idOf = (n: number) => String(n);
const page = (...ids: number[]) => ids;

function loadPages(...pages: number[][]): PagedList<number> {
  return pages.reduce<PagedList<number>>(
    (list, items) => acceptPage(list, nextPageTicket(list)!, items, PAGE, idOf),
    emptyPagedList(),
  );
}

describe('page merging', () => {
  it('appends pages in order and ends on a short page', () => {
    const list = loadPages(page(1, 2, 3), page(4, 5, 6), page(7));
    expect(list.items).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.pagesLoaded).toBe(3);
    expect(list.ended).toBe(true);
    expect(nextPageTicket(list)).toBeNull();
  });

  it('ends on an empty page after full ones', () => {
    const list = loadPages(page(1, 2, 3), page());
    expect(list.ended).toBe(true);
    expect(list.items).toEqual([1, 2, 3]);
  });

  it('never lists an item twice, even when the server shifts its pages', () => {
    const list = loadPages(page(1, 2, 3), page(3, 4, 5));
    expect(list.items).toEqual([1, 2, 3, 4, 5]);
    expect(list.ended).toBe(false);
  });

  it('keeps every id once and in first-seen order, whatever pages arrive', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: PAGE, maxLength: PAGE }), { maxLength: 6 }),
        (pages) => {
          const list = loadPages(...pages);
          const expected = [...new Set(pages.flat())];
          expect(list.items).toEqual(expected);
        },
      ),
    );
  });
});

describe('stale-response guard', () => {
  it('drops an answer for an old query after a restart', () => {
    const first = emptyPagedList<number>();
    const oldTicket = nextPageTicket(first)!;
    const restarted = restartPagedList(acceptPage(first, oldTicket, page(1, 2, 3), PAGE, idOf));
    const lateOld = acceptPage(restarted, { ...oldTicket, page: 2 }, page(4, 5, 6), PAGE, idOf);
    expect(lateOld).toBe(restarted);
    expect(lateOld.items).toEqual([]);
    const fresh = acceptPage(restarted, nextPageTicket(restarted)!, page(9, 8, 7), PAGE, idOf);
    expect(fresh.items).toEqual([9, 8, 7]);
  });

  it('drops a duplicate answer for a page already loaded, and a page that is not next (no gaps)', () => {
    const list = loadPages(page(1, 2, 3));
    expect(acceptPage(list, { generation: list.generation, page: 1 }, page(1, 2, 3), PAGE, idOf)).toBe(list);
    expect(acceptPage(list, { generation: list.generation, page: 3 }, page(7, 8, 9), PAGE, idOf)).toBe(list);
    expect(isAwaited(list, { generation: list.generation, page: 2 })).toBe(true);
  });

  it('accepts nothing more once the list has ended', () => {
    const list = loadPages(page(1));
    expect(isAwaited(list, { generation: list.generation, page: 2 })).toBe(false);
    expect(acceptPage(list, { generation: list.generation, page: 2 }, page(5), PAGE, idOf)).toBe(list);
  });
});
