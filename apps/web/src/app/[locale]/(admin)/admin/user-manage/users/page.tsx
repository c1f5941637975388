import { UsersScreen } from '@/features/admin-users/components/users-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('user-manage/users');
export default adminPage('user-manage/users', UsersScreen);
