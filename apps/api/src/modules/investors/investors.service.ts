import type { z } from 'zod';
import type { investorDetailQuery, investorListQuery } from '@app/contracts/investors.js';
import { pageWindow, type IdOrPermalink } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { ownersProjects } from '../projects/projects.service.js';
import * as repository from './investors.repository.js';

export async function listInvestors(db: Db, query: z.output<typeof investorListQuery>) {
  const { items, total } = await repository.findInvestors(db, query.keyword, pageWindow(query));
  return page(items, total, query.page, query.page_size);
}

/** An investor's page: the profile and a page of its active projects, hot ones first. */
export async function getInvestor(db: Db, key: IdOrPermalink, query: z.output<typeof investorDetailQuery>) {
  const investor = await repository.findInvestor(db, key);
  if (!investor) throw notFound();
  const { items, total } = await ownersProjects(db, { investorIds: [investor.id] }, query);
  return { ...investor, projects: page(items, total, query.page, query.page_size) };
}
