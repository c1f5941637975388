import { CouponsScreen } from '@/features/admin-coupons/components/coupons-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/coupon');
export default adminPage('report-manage/coupon', CouponsScreen);
