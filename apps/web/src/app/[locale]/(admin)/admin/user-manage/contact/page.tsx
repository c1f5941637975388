import { ContactsScreen } from '@/features/admin-contacts/components/contacts-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('user-manage/contact');
export default adminPage('user-manage/contact', ContactsScreen);
