import { OrderDetailScreen } from '@/features/admin-orders/components/order-detail-screen';
import { adminMetadata, adminPage } from '../../../admin-page';

export const generateMetadata = adminMetadata('report-manage/order');
export default adminPage('report-manage/order', OrderDetailScreen);
