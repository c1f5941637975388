import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_AUTOSAVE_MS, DRAFT_RETENTION_MS, useDraftAutosave } from './use-draft-autosave';

interface Values {
  title: string;
  content: string;
}

const stored = (key: string) =>
  JSON.parse(window.localStorage.getItem(`admin-draft:${key}`) ?? 'null') as { values: Values; savedAt: number } | null;

function renderForm(key: string, values: Values, dirty = true) {
  return renderHook((props: { values: Values; dirty: boolean }) => useDraftAutosave({ key, ...props }), {
    initialProps: { values, dirty },
  });
}

describe('useDraftAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-26T01:00:00Z'));
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the changed form every 30 seconds, and not before', () => {
    const { rerender } = renderForm('news:new', { title: 'Tin mới', content: '<p>a</p>' });
    act(() => vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS - 1));
    expect(stored('news:new')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored('news:new')).toEqual({ values: { title: 'Tin mới', content: '<p>a</p>' }, savedAt: Date.now() });

    rerender({ values: { title: 'Tin mới', content: '<p>ab</p>' }, dirty: true });
    act(() => vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS));
    expect(stored('news:new')?.values.content).toBe('<p>ab</p>');
  });

  it('keeps nothing while the form is as saved', () => {
    renderForm('news:7', { title: 'Tin', content: '' }, false);
    act(() => vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS * 3));
    expect(stored('news:7')).toBeNull();
  });

  it('keeps the draft when the form is left, and offers it back within 2 minutes', () => {
    const first = renderForm('news:7', { title: 'Bản nháp', content: '<h2>Tiêu đề</h2>' });
    first.unmount();
    expect(stored('news:7')?.values.title).toBe('Bản nháp');

    act(() => vi.advanceTimersByTime(DRAFT_RETENTION_MS - 1000));
    const again = renderForm('news:7', { title: '', content: '' }, false);
    expect(again.result.current.draft?.values.title).toBe('Bản nháp');

    let restored: Values | null = null;
    act(() => {
      restored = again.result.current.restore();
    });
    expect(restored).toEqual({ title: 'Bản nháp', content: '<h2>Tiêu đề</h2>' });
    expect(again.result.current.draft).toBeNull();
  });

  it('drops a draft older than 2 minutes instead of offering it', () => {
    renderForm('news:new', { title: 'Cũ', content: '' }).unmount();
    act(() => vi.advanceTimersByTime(DRAFT_RETENTION_MS + 1));
    const again = renderForm('news:new', { title: '', content: '' }, false);
    expect(again.result.current.draft).toBeNull();
    expect(stored('news:new')).toBeNull();
  });

  it('keeps drafts of different records apart', () => {
    renderForm('news:1', { title: 'Một', content: '' }).unmount();
    expect(renderForm('news:2', { title: '', content: '' }, false).result.current.draft).toBeNull();
    expect(renderForm('news:1', { title: '', content: '' }, false).result.current.draft?.values.title).toBe('Một');
  });

  it('forgets the draft once saved, and drops it when discarded', () => {
    const form = renderForm('news:3', { title: 'Đã lưu', content: '' });
    act(() => vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS));
    expect(stored('news:3')).not.toBeNull();
    act(() => form.result.current.clear());
    expect(stored('news:3')).toBeNull();
    // The form may still count the saved values as changed until it is reset: they are not kept again.
    form.unmount();
    expect(stored('news:3')).toBeNull();

    renderForm('news:4', { title: 'Bỏ', content: '' }).unmount();
    const again = renderForm('news:4', { title: '', content: '' }, false);
    act(() => again.result.current.discard());
    expect(again.result.current.draft).toBeNull();
    expect(stored('news:4')).toBeNull();
  });

  it('ignores a draft that cannot be read', () => {
    window.localStorage.setItem('admin-draft:news:5', '{not json');
    expect(renderForm('news:5', { title: '', content: '' }, false).result.current.draft).toBeNull();
    expect(window.localStorage.getItem('admin-draft:news:5')).toBeNull();
  });
});
