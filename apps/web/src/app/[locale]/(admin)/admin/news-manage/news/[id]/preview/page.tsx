import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { holdsItem, itemByCode } from '@/admin/admin-items';
import { ForbiddenPanel } from '@/admin/forbidden-panel';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { getPostPreview } from '@/features/admin-news/api/post-preview';
import { NewsPreviewNotice } from '@/features/admin-news/components/news-preview-notice';
import { BlogPostView } from '@/features/blogs/components/blog-post-view';
import { pageLocale } from '@/lib/page-locale';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // A preview is never indexed, whoever finds its address.
  return { title: itemByCode('news-manage/news')[await pageLocale(params)], robots: { index: false, follow: false } };
}

/** A post as the public page will show it, before it is published; staff of the news item only. */
export default async function NewsPreviewPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { user } = await getSessionUser();
  if (!user || !holdsItem(user, 'news-manage/news')) return <ForbiddenPanel itemName={itemByCode('news-manage/news')[locale]} />;
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const post = await getPostPreview(Number(id));
  if (!post) notFound();
  return (
    <>
      <NewsPreviewNotice id={post.id} />
      <BlogPostView post={post} locale={locale} />
    </>
  );
}
