import type { AmbassadorLevel, AmbassadorRegistration, AmbassadorStatus, RegistrationStatus } from '@app/contracts/ambassadors.js';
import type { RegistrationRow } from './ambassador.repository.js';

/** The stored row as the API shows it. */
export function registrationView(row: RegistrationRow): AmbassadorRegistration {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    avatar_url: row.avatarUrl,
    birthday: row.birthday,
    phone: row.phone,
    email: row.email,
    facebook_url: row.facebookUrl,
    zalo_url: row.zaloUrl,
    website: row.website,
    address: row.address,
    position: row.position,
    introduction: row.introduction,
    experience: row.experience,
    level: row.level as AmbassadorLevel,
    area_ids: row.areaIds,
    province_ids: row.provinceIds,
    project_ids: row.projectIds,
    registration_status: row.registrationStatus as RegistrationStatus,
    status: row.status as AmbassadorStatus,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    handled_at: row.handledAt,
  };
}
