import { afterEach, describe, expect, it } from 'vitest';
import { inAppTarget } from './use-leave-guard';

/** A click on a fresh anchor of the page, as the guard's document listener receives it. */
function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}): MouseEvent {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.append(document.createElement('span'));
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.firstElementChild!.dispatchEvent(event);
  return event;
}

describe('the in-app address a click would leave for', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it('is the path of a plain click on a link of the site, whatever child was clicked', () => {
    window.history.replaceState(null, '', '/admin/news-manage/news/7');
    expect(inAppTarget(clickOn({ href: '/admin/report-manage/order?tab=momo#top' }), window.location)).toBe(
      '/admin/report-manage/order?tab=momo#top',
    );
  });

  it('is nothing for the same page, another site, a new window, a download or a click with a modifier', () => {
    window.history.replaceState(null, '', '/admin/news-manage/news');
    for (const event of [
      clickOn({ href: '/admin/news-manage/news#list' }),
      clickOn({ href: 'https://example.com/admin' }),
      clickOn({ href: '/admin/users', target: '_blank' }),
      clickOn({ href: '/files/export.xlsx', download: '' }),
      clickOn({ href: '/admin/users' }, { ctrlKey: true }),
      clickOn({ href: '/admin/users' }, { button: 1 }),
    ])
      expect(inAppTarget(event, window.location)).toBeNull();
  });
});
