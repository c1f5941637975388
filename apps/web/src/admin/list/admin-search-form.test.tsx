import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { renderWithProviders } from '@/test/render';
import { AdminSearchForm } from './admin-search-form';
import { useListSearch } from './use-list-search';

const push = vi.fn();
let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));
vi.mock('@/i18n/navigation', () => ({ usePathname: () => '/admin/user-manage/users', useRouter: () => ({ push }) }));

const defaults = { keyword: '', status: '' };

function Filters() {
  const search = useListSearch(defaults);
  return (
    <>
      <AdminSearchForm search={search} defaults={defaults}>
        {(form) => <TextInput label="Keyword" {...form.getInputProps('keyword')} />}
      </AdminSearchForm>
      <button type="button" onClick={() => search.setPage(4)}>
        page 4
      </button>
      <button type="button" onClick={() => search.setSort({ column: 'email', direction: 'asc' })}>
        by email
      </button>
    </>
  );
}

beforeEach(() => {
  push.mockReset();
});

describe('a list search kept in the address', () => {
  it('shows the filters of the address and sends new ones from page 1, keeping the page size', async () => {
    query = 'keyword=lan&page=3&page_size=50';
    renderWithProviders(<Filters />);
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    expect(keyword).toHaveValue('lan');
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'minh anh');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/admin/user-manage/users?keyword=minh+anh&page_size=50', { scroll: false });
  });

  it('clears every filter, and pages and sorts through the address', async () => {
    query = 'keyword=lan&status=inactive&page=2';
    renderWithProviders(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(push).toHaveBeenLastCalledWith('/admin/user-manage/users', { scroll: false });
    await userEvent.click(screen.getByRole('button', { name: 'page 4' }));
    expect(push).toHaveBeenLastCalledWith('/admin/user-manage/users?keyword=lan&status=inactive&page=4', { scroll: false });
    await userEvent.click(screen.getByRole('button', { name: 'by email' }));
    expect(push).toHaveBeenLastCalledWith('/admin/user-manage/users?keyword=lan&status=inactive&sort=email%2Casc', { scroll: false });
  });
});
