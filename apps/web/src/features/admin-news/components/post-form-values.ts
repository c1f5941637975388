import type { AdminBlog, BlogInput } from '@app/contracts/admin-blogs';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** A moment as the picker shows it: `2026-12-01 08:30:00` on Vietnam's clock. */
export function toShopClock(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return new Date(time + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The picker's wall-clock time in Vietnam, as the API takes it. */
export function fromShopClock(wallClock: string | null): string {
  if (!wallClock) return '';
  const [day, time = '00:00:00'] = wallClock.split(' ');
  return `${day}T${time.length === 5 ? `${time}:00` : time}+07:00`;
}

/** The form's fields: ids as text for the selects, blank meaning none. */
export interface PostFormValues extends Record<string, unknown> {
  title: string;
  permalink: string;
  category_id: string;
  language: 'vi' | 'en';
  summary: string;
  content: string;
  cover_url: string;
  tags: string[];
  hot: boolean;
  status: 'draft' | 'published' | 'hidden';
  published_at: string;
  follow_report_id: string;
}

export function postFormValues(post: AdminBlog | null): PostFormValues {
  return {
    title: post?.title ?? '',
    permalink: post?.permalink ?? '',
    category_id: post?.category ? String(post.category.id) : '',
    language: post?.language ?? 'vi',
    summary: post?.summary ?? '',
    content: post?.content ?? '',
    cover_url: post?.cover_url ?? '',
    tags: post?.tags ?? [],
    hot: post?.hot ?? false,
    status: post?.status ?? 'draft',
    published_at: post?.published_at ? fromShopClock(toShopClock(post.published_at.toISOString())) : '',
    follow_report_id: post?.follow_report ? String(post.follow_report.id) : '',
  };
}

/** The values as the API takes them. */
export function postInput(values: PostFormValues): Record<keyof BlogInput, unknown> {
  return { ...values };
}
