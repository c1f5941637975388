import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/page-locale';
import { RouteMessages } from '@/i18n/route-messages';
import { getProject } from '@/features/projects/api/get-project';

/**
 * An unknown project answers 404: the check runs here, above the page's loading skeleton, because
 * once the skeleton has been streamed the status can no longer change.
 */
export default async function ProjectLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; permalink: string }>;
}) {
  const locale = await pageLocale(params);
  if (!(await getProject((await params).permalink, locale))) notFound();
  return <RouteMessages route="projectReport">{children}</RouteMessages>;
}
