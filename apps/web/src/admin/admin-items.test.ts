import { describe, expect, it } from 'vitest';
import { activeItem, adminReturnPath, groupOf, heldItems, itemByCode } from './admin-items';

describe('admin items', () => {
  it('keeps only the items the user holds, in the menu order', () => {
    const items = heldItems({ item_permissions: ['user-manage/users', 'report-manage/area', 'not-an-item'] });
    expect(items.map((item) => item.code)).toEqual(['report-manage/area', 'user-manage/users']);
  });

  it('finds the item of a page, the most specific one winning', () => {
    const items = heldItems({ item_permissions: ['report-manage/reports/list', 'report-manage/reports/package', 'report-manage/project'] });
    expect(activeItem(items, '/admin/report-manage/reports/package')?.code).toBe('report-manage/reports/package');
    expect(activeItem(items, '/admin/report-manage/project')?.code).toBe('report-manage/project');
    expect(activeItem(items, '/admin/report-manage/projects')).toBeUndefined();
  });

  it('groups items by the first part of their code', () => {
    expect(groupOf(itemByCode('news-manage/category'))).toBe('news-manage');
  });
});

describe('adminReturnPath', () => {
  it('keeps the admin address asked for, without the language prefix', () => {
    expect(adminReturnPath('/en/admin/user-manage/users?page=2')).toBe('/admin/user-manage/users?page=2');
    expect(adminReturnPath('/admin')).toBe('/admin');
  });

  it('never returns an address outside the admin', () => {
    expect(adminReturnPath('//evil.example/admin')).toBe('/admin');
    expect(adminReturnPath('/administrator')).toBe('/admin');
    expect(adminReturnPath(null)).toBe('/admin');
  });
});
