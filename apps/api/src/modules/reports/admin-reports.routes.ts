import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminContentEndpoints, adminPackageEndpoints, adminReportEndpoints } from '@app/contracts/admin-reports.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { FileLinks } from '../files/file-links.js';
import * as contents from './admin-contents.service.js';
import * as packages from './admin-packages.service.js';
import * as reports from './admin-reports.service.js';
import { reportReplies } from './report-replies.js';

const reportOptions = { tags: ['admin: reports'] };
const packageOptions = { tags: ['admin: report packages'] };
const contentOptions = { tags: ['admin: report contents'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

/** Reports, their packages and contents, the backend's reports, document types and documents. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const replies = reportReplies(app);
  const links = new FileLinks(app.config.jwtSecret);

  /**
   * Report pages, lists, project pages (their reports tab) and blogs following a report show what
   * staff change here: the API's kept replies go first, then the web server renders the pages anew.
   */
  const saved = async <T>(request: FastifyRequest, result: T) => {
    replies.clear();
    await app.pages.refresh([pageCacheTags.reports, pageCacheTags.projects, pageCacheTags.blogs]);
    return ok(result, accountMessages.updated[request.locale]);
  };

  routeEndpoint(app, adminReportEndpoints.search, reportOptions, async (request) =>
    ok(await reports.searchReports(app.db, request.body, request.query)),
  );
  routeEndpoint(app, adminReportEndpoints.detail, reportOptions, async (request) => ok(await reports.getReport(app.db, request.params.id)));
  routeEndpoint(app, adminReportEndpoints.create, reportOptions, async (request) =>
    saved(request, await reports.createReport(app.db, actorOf(request), request.body)),
  );
  routeEndpoint(app, adminReportEndpoints.update, reportOptions, async (request) =>
    saved(request, await reports.updateReport(app.db, actorOf(request), request.params.id, request.body)),
  );
  routeEndpoint(app, adminReportEndpoints.changeActive, reportOptions, async (request) =>
    saved(request, await reports.changeActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );

  routeEndpoint(app, adminPackageEndpoints.search, packageOptions, async (request) =>
    ok(await packages.searchPackages(app.db, request.body, request.query)),
  );
  routeEndpoint(app, adminPackageEndpoints.create, packageOptions, async (request) =>
    saved(request, await packages.createPackage(app.db, actorOf(request), request.body)),
  );
  routeEndpoint(app, adminPackageEndpoints.update, packageOptions, async (request) =>
    saved(request, await packages.updatePackage(app.db, actorOf(request), request.params.id, request.body)),
  );
  routeEndpoint(app, adminPackageEndpoints.changeActive, packageOptions, async (request) =>
    saved(request, await packages.changeActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );

  routeEndpoint(app, adminContentEndpoints.search, contentOptions, async (request) =>
    ok(await contents.searchContents(app.db, request.body, request.query)),
  );
  routeEndpoint(app, adminContentEndpoints.reportOptions, contentOptions, async (request) =>
    ok(await reports.reportOptions(app.db, request.query)),
  );
  routeEndpoint(app, adminContentEndpoints.create, contentOptions, async (request) =>
    saved(request, await contents.createContent(app.db, app.storage, actorOf(request), request.body)),
  );
  routeEndpoint(app, adminContentEndpoints.update, contentOptions, async (request) =>
    saved(request, await contents.updateContent(app.db, app.storage, actorOf(request), request.params.id, request.body)),
  );
  routeEndpoint(app, adminContentEndpoints.changeActive, contentOptions, async (request) =>
    saved(request, await contents.changeActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );
  routeEndpoint(app, adminContentEndpoints.preview, contentOptions, async (request) =>
    ok(await contents.previewContent(app.db, links, principalOf(request).id, request.params.id)),
  );
};
