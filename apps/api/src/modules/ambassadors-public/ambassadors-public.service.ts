import type { z } from 'zod';
import type { ambassadorProfileQuery, expertTeamQuery } from '@app/contracts/ambassadors-public.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { compareVietnamese } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { ownersProjects } from '../projects/projects.service.js';
import * as repository from './ambassadors-public.repository.js';

export async function expertTeam(db: Db, query: z.output<typeof expertTeamQuery>) {
  const { items, total } = await repository.findExperts(db, pageWindow(query));
  return page(items, total, query.page, query.page_size);
}

/** A locked, rejected, pending or unknown ambassador has no public page. */
export async function ambassadorProfile(db: Db, id: number, query: z.output<typeof ambassadorProfileQuery>) {
  const ambassador = await repository.findAmbassador(db, id);
  if (!ambassador) throw notFound();
  const { items, total } = await ownersProjects(db, { ambassadorId: id }, query);
  ambassador.provinces.sort((a, b) => compareVietnamese(a.name, b.name));
  return { ...ambassador, projects: page(items, total, query.page, query.page_size) };
}
