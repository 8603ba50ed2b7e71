import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listQueryOf, param, useListQuery, type ListParam } from '../src/data/listQuery.ts';

const SCHEMA = {
  keyword: param.keyword(),
  status: param.oneOf('status', ['on', 'off'] as const),
  deliveryType: param.oneOf('delivery', ['card', 'manual'] as const),
  dirId: param.id('dir'),
  startDate: param.date('start'),
  added: {
    name: 'added',
    read: (value) => (value === 'all' ? '' : value === '1' ? '1' : '0'),
    write: (value) => (value === '0' ? '' : value || 'all'),
  } satisfies ListParam<'' | '0' | '1'>,
};

function inRouter(path: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
}

function useQueryAndAddress() {
  return { query: useListQuery(SCHEMA), search: useLocation().search };
}

describe('a list page’s filters in the address', () => {
  it('reads each filter defensively: anything unexpected is no filter, a bad page is page 1', () => {
    const params = new URLSearchParams(`keyword=${' x'.repeat(40)}&status=sold&delivery=card&dir=0&start=2026-1-2&page=-3`);
    const { filters, page } = listQueryOf(SCHEMA, params);
    expect(filters).toEqual({ keyword: 'x '.repeat(25), status: '', deliveryType: 'card', dirId: '', startDate: '', added: '0' });
    expect(filters.keyword.length).toBeLessThanOrEqual(50);
    expect(page).toBe(1);
  });

  it('writes other filters in the schema’s order, page 1 and empty values left out', () => {
    const { result } = renderHook(useQueryAndAddress, { wrapper: inRouter('/list?status=on&page=4') });
    expect(result.current.query.filters.status).toBe('on');
    expect(result.current.query.page).toBe(4);
    act(() => result.current.query.go({ ...result.current.query.filters, keyword: 'steam', deliveryType: 'manual', added: '' }));
    expect(result.current.search).toBe('?keyword=steam&status=on&delivery=manual&added=all');
    expect(result.current.query.page).toBe(1);
  });

  it('pages through the same filters, and a page’s own parameters come after the page', () => {
    const { result } = renderHook(useQueryAndAddress, { wrapper: inRouter('/list?dir=12') });
    act(() => result.current.query.setPage(3));
    expect(result.current.search).toBe('?dir=12&page=3');
    act(() => result.current.query.go(result.current.query.filters, 3, { order: 'A123' }));
    expect(result.current.search).toBe('?dir=12&page=3&order=A123');
    expect(result.current.query.view.onFiltersChange).toBeTypeOf('function');
  });
});
