import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { idOrPermalinkParam, noQuery } from '@app/contracts/list-query.js';
import {
  coordinatesQuery,
  nearProjectSchema,
  nearestProjectsQuery,
  projectAdvanceSearchBody,
  projectCoordinateSchema,
  projectDetailSchema,
  projectFilterBody,
  projectIdsQuery,
  projectListEntrySchema,
  projectListItemSchema,
  projectOptionSchema,
  projectPageQuery,
  projectSearchQuery,
  projectSelectQuery,
  projectWithAmbassadorSchema,
} from '@app/contracts/projects.js';
import { ok } from '../../lib/reply.js';
import * as service from './projects.service.js';

const tags = ['projects'];
const access = { access: 'public' } as const;
const projectPage = envelopeSchema(pageSchema(projectListItemSchema));

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/projects/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One active project by id or permalink, with everything its page shows',
        params: idOrPermalinkParam,
        response: { 200: envelopeSchema(projectDetailSchema) },
      },
    },
    async (request) => ok(await service.getProject(app.db, request.params.id)),
  );

  app.post(
    '/v1/public/projects/filter',
    {
      config: access,
      schema: {
        tags,
        summary: 'Projects by province, district, investor, type, state, keyword and hot flag',
        body: projectFilterBody,
        response: { 200: projectPage },
      },
    },
    async (request) => ok(await service.filterProjects(app.db, request.body)),
  );

  app.post(
    '/v1/public/projects',
    {
      config: access,
      schema: {
        tags,
        summary: 'The active projects among `ids`, in that order',
        querystring: projectIdsQuery,
        response: { 200: projectPage },
      },
    },
    async (request) => ok(await service.projectsByIds(app.db, request.query.ids)),
  );

  app.post(
    '/v1/public/projects/advance-search',
    {
      config: access,
      schema: {
        tags,
        summary: 'Projects by lists of places, investors, types, states, utilities (all of them) and a price range',
        body: projectAdvanceSearchBody,
        response: { 200: projectPage },
      },
    },
    async (request) => ok(await service.advanceSearch(app.db, request.body)),
  );

  app.get(
    '/v1/public/projects/nearest-projects',
    {
      config: access,
      schema: {
        tags,
        summary: 'The closest projects to a project or to a point, with the distance in km',
        querystring: nearestProjectsQuery,
        response: { 200: envelopeSchema(pageSchema(nearProjectSchema)) },
      },
    },
    async (request) => ok(await service.nearestProjects(app.db, request.query)),
  );

  app.get(
    '/v1/public/all-coordinates',
    {
      config: access,
      schema: {
        tags,
        summary: 'Positions of the active projects for the map',
        querystring: coordinatesQuery,
        response: { 200: envelopeSchema(pageSchema(projectCoordinateSchema)) },
      },
    },
    async (request) => ok(await service.allCoordinates(app.db, request.query)),
  );

  app.get(
    '/v1/public/all-project-ambassador',
    {
      config: access,
      schema: {
        tags,
        summary: 'Projects with their dedicated ambassador',
        querystring: projectPageQuery,
        response: { 200: envelopeSchema(pageSchema(projectWithAmbassadorSchema)) },
      },
    },
    async (request) => ok(await service.projectsWithAmbassador(app.db, request.query)),
  );

  app.get(
    '/v1/public/project/select',
    {
      config: access,
      schema: {
        tags,
        summary: 'Project ids and titles for select boxes, in Vietnamese order',
        querystring: projectSelectQuery,
        response: { 200: envelopeSchema(pageSchema(projectOptionSchema)) },
      },
    },
    async (request) => ok(await service.projectOptions(app.db, request.query)),
  );

  app.get(
    '/v1/public/project-search',
    {
      config: access,
      schema: {
        tags,
        summary: 'Project search that ignores diacritics and tolerates small typos',
        querystring: projectSearchQuery,
        response: { 200: projectPage },
      },
    },
    async (request) => ok(await service.searchProjects(app.db, request.query)),
  );

  const listRoutes = [
    ['/v1/public/project-type', 'type', 'Project types'],
    ['/v1/public/project-util', 'util', 'Project utilities'],
    ['/v1/public/project-state', 'state', 'Project states'],
  ] as const;
  for (const [url, kind, summary] of listRoutes) {
    app.get(
      url,
      {
        config: access,
        schema: { tags, summary, querystring: noQuery, response: { 200: envelopeSchema(pageSchema(projectListEntrySchema)) } },
      },
      async () => ok(await service.projectList(app.db, kind)),
    );
  }
};
