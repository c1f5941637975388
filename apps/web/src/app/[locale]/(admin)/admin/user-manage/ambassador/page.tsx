import { AmbassadorsScreen } from '@/features/admin-ambassadors/components/ambassadors-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('user-manage/ambassador');
export default adminPage('user-manage/ambassador', AmbassadorsScreen);
