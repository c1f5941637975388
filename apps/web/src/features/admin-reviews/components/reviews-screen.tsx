'use client';

import { useTranslations } from 'next-intl';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { reviewFilterDefaults } from '../api/search-reviews';
import { ReviewsList } from './reviews-list';

export function ReviewsScreen() {
  const t = useTranslations('adminReviews');
  const search = useListSearch(reviewFilterDefaults);

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <ReviewsList search={search} />
    </>
  );
}
