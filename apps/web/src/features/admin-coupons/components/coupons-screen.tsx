'use client';

import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AdminCoupon } from '@app/contracts/admin-coupons';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { couponFilterDefaults } from '../api/search-coupons';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponsList } from './coupons-list';

export function CouponsScreen() {
  const t = useTranslations('adminCoupons');
  const search = useListSearch(couponFilterDefaults);
  // undefined: no dialog; null: a new coupon.
  const [editing, setEditing] = useState<AdminCoupon | null | undefined>(undefined);

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing(null)}>{t('actions.create')}</Button>}
      />
      <CouponsList search={search} onEdit={setEditing} />
      <CouponFormDialog coupon={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
