import type { Db } from '../../client.js';
import { projectStates, projectTypes, projectUtils } from '../../schema/index.js';

/** Icons are Tabler icon names, the set the admin and public pages draw from. */
export const projectTypeRows = [
  { code: 'apartment', name: 'Căn hộ chung cư', nameEn: 'Apartment', icon: 'building', sortOrder: 1 },
  { code: 'urban-area', name: 'Khu đô thị', nameEn: 'Urban area', icon: 'building-community', sortOrder: 2 },
  { code: 'villa', name: 'Biệt thự', nameEn: 'Villa', icon: 'home-2', sortOrder: 3 },
  { code: 'townhouse', name: 'Nhà phố liền kề', nameEn: 'Townhouse', icon: 'building-cottage', sortOrder: 4 },
  { code: 'shophouse', name: 'Shophouse', nameEn: 'Shophouse', icon: 'building-store', sortOrder: 5 },
  { code: 'land', name: 'Đất nền', nameEn: 'Land plots', icon: 'map-2', sortOrder: 6 },
  { code: 'resort', name: 'Nghỉ dưỡng - condotel', nameEn: 'Resort & condotel', icon: 'beach', sortOrder: 7 },
  { code: 'office', name: 'Văn phòng', nameEn: 'Office', icon: 'briefcase', sortOrder: 8 },
  { code: 'retail', name: 'Trung tâm thương mại', nameEn: 'Retail centre', icon: 'shopping-bag', sortOrder: 9 },
  { code: 'industrial', name: 'Khu công nghiệp', nameEn: 'Industrial park', icon: 'building-factory-2', sortOrder: 10 },
];

export const projectUtilRows = [
  { code: 'pool', name: 'Hồ bơi', nameEn: 'Swimming pool', icon: 'pool', sortOrder: 1 },
  { code: 'gym', name: 'Phòng tập gym', nameEn: 'Gym', icon: 'barbell', sortOrder: 2 },
  { code: 'park', name: 'Công viên cây xanh', nameEn: 'Green park', icon: 'trees', sortOrder: 3 },
  { code: 'school', name: 'Trường học liên cấp', nameEn: 'School', icon: 'school', sortOrder: 4 },
  { code: 'clinic', name: 'Phòng khám - bệnh viện', nameEn: 'Clinic & hospital', icon: 'building-hospital', sortOrder: 5 },
  { code: 'mall', name: 'Trung tâm thương mại', nameEn: 'Shopping mall', icon: 'building-store', sortOrder: 6 },
  { code: 'supermarket', name: 'Siêu thị', nameEn: 'Supermarket', icon: 'shopping-cart', sortOrder: 7 },
  { code: 'playground', name: 'Khu vui chơi trẻ em', nameEn: "Children's playground", icon: 'mood-kid', sortOrder: 8 },
  { code: 'security', name: 'An ninh 24/7', nameEn: '24/7 security', icon: 'shield-check', sortOrder: 9 },
  { code: 'parking', name: 'Hầm đỗ xe', nameEn: 'Underground parking', icon: 'parking', sortOrder: 10 },
  { code: 'tennis', name: 'Sân tennis', nameEn: 'Tennis court', icon: 'ball-tennis', sortOrder: 11 },
  { code: 'jogging', name: 'Đường chạy bộ', nameEn: 'Jogging track', icon: 'run', sortOrder: 12 },
  { code: 'bbq', name: 'Khu BBQ ngoài trời', nameEn: 'Outdoor BBQ area', icon: 'grill', sortOrder: 13 },
  { code: 'cafe', name: 'Nhà hàng - cà phê', nameEn: 'Restaurants & cafés', icon: 'coffee', sortOrder: 14 },
  { code: 'spa', name: 'Spa & chăm sóc sức khỏe', nameEn: 'Spa & wellness', icon: 'massage', sortOrder: 15 },
  { code: 'clubhouse', name: 'Clubhouse cư dân', nameEn: 'Residents’ clubhouse', icon: 'armchair', sortOrder: 16 },
];

export const projectStateRows = [
  { code: 'upcoming', name: 'Sắp mở bán', nameEn: 'Coming soon', icon: 'calendar-event', sortOrder: 1 },
  { code: 'on-sale', name: 'Đang mở bán', nameEn: 'On sale', icon: 'tag', sortOrder: 2 },
  { code: 'construction', name: 'Đang xây dựng', nameEn: 'Under construction', icon: 'crane', sortOrder: 3 },
  { code: 'handed-over', name: 'Đã bàn giao', nameEn: 'Handed over', icon: 'key', sortOrder: 4 },
  { code: 'legal-review', name: 'Đang hoàn thiện pháp lý', nameEn: 'Completing legal procedures', icon: 'file-certificate', sortOrder: 5 },
];

export async function seedProjectLists(db: Db): Promise<void> {
  await db.insert(projectTypes).values(projectTypeRows).onConflictDoNothing();
  await db.insert(projectUtils).values(projectUtilRows).onConflictDoNothing();
  await db.insert(projectStates).values(projectStateRows).onConflictDoNothing();
}
