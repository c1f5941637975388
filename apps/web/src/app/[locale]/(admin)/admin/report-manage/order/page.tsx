import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/order');
export default adminPage('report-manage/order', OrdersScreen);
