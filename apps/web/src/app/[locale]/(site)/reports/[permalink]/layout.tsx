import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/page-locale';
import { RouteMessages } from '@/i18n/route-messages';
import { getReport } from '@/features/reports/api/get-report';

/**
 * An unknown report answers 404: the check runs here, above the page's loading skeleton, because
 * once the skeleton has been streamed the status can no longer change.
 */
export default async function ReportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; permalink: string }>;
}) {
  const locale = await pageLocale(params);
  if (!(await getReport((await params).permalink, locale))) notFound();
  return <RouteMessages route="report">{children}</RouteMessages>;
}
