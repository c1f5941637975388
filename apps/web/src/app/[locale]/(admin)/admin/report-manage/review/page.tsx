import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/review');
export default adminPage('report-manage/review', ReviewsScreen);
