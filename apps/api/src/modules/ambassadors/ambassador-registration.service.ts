import type { AmbassadorRegisterInput, AmbassadorRegistration } from '@app/contracts/ambassadors.js';
import type { FieldError } from '@app/contracts/envelope.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repository from './ambassador.repository.js';
import { registrationView } from './registration-view.js';

/** Only the list the level asks for is kept: a province ambassador covers provinces, not areas. */
export function targetsFor(input: Pick<AmbassadorRegisterInput, 'level' | 'area_ids' | 'province_ids' | 'project_ids'>) {
  return {
    areaIds: input.level === 'area' ? [...new Set(input.area_ids)] : [],
    provinceIds: input.level === 'province' ? [...new Set(input.province_ids)] : [],
    projectIds: input.level === 'project' ? [...new Set(input.project_ids)] : [],
  };
}

export async function checkTargets(db: Db, targets: ReturnType<typeof targetsFor>): Promise<void> {
  const found = await repository.existingTargets(db, targets);
  const errors: FieldError[] = [];
  const check = (field: string, wanted: number[], existing: Set<number>) => {
    if (wanted.some((id) => !existing.has(id)))
      errors.push({ field, code: 'ambassador_target_unknown', message: 'ambassador_target_unknown' });
  };
  check('area_ids', targets.areaIds, found.areaIds);
  check('province_ids', targets.provinceIds, found.provinceIds);
  check('project_ids', targets.projectIds, found.projectIds);
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
}

export async function getOwnRegistration(db: Db, userId: number): Promise<AmbassadorRegistration | null> {
  const row = await repository.findRegistrationByUser(db, userId);
  return row ? registrationView(row) : null;
}

/**
 * One registration per user. It waits as "not handled" until staff decide; a rejected one may be
 * sent again with new details, an approved or waiting one may not.
 */
export async function registerAmbassador(db: Db, userId: number, input: AmbassadorRegisterInput): Promise<AmbassadorRegistration> {
  const refuse = (status: string | undefined) => {
    if (status === 'approved') throw new AppError('AMBASSADOR_ALREADY_APPROVED');
    throw new AppError('AMBASSADOR_REGISTRATION_PENDING');
  };
  const existing = await repository.findRegistrationByUser(db, userId);
  if (existing && existing.registrationStatus !== 'rejected') refuse(existing.registrationStatus);
  const targets = targetsFor(input);
  await checkTargets(db, targets);
  const id = await db.transaction(async (tx) => {
    const saved = existing ? await repository.reapply(tx, existing.id, input) : await repository.insertRegistration(tx, userId, input);
    if (saved === null) return null;
    await repository.replaceTargets(tx, saved, targets);
    return saved;
  });
  // Another request of the same user got there first.
  if (id === null) refuse((await repository.findRegistrationByUser(db, userId))?.registrationStatus);
  const row = await repository.findRegistrationByUser(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return registrationView(row);
}
