import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@app/contracts/envelope.js';
import {
  communitySignupBody,
  contactMessages,
  contactReceiptSchema,
  contactRequestBody,
  subscribeMailBody,
  subscriptionSchema,
} from '@app/contracts/contacts.js';
import { ok } from '../../lib/reply.js';
import { sensitiveRateLimit } from '../../plugins/rate-limit.js';
import * as service from './contacts.service.js';

const tags = ['contacts'];
/** Forms that send something to the shop are limited, so nobody can flood the staff's inbox. */
const config = { access: 'public', ...sensitiveRateLimit } as const;

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/public/contact-request',
    {
      config,
      schema: {
        tags,
        summary: 'The contact form; staff answer within 24 hours',
        body: contactRequestBody,
        response: { 200: envelopeSchema(contactReceiptSchema) },
      },
    },
    async (request) => {
      const id = await service.createContactRequest(app.db, request.body, request.principal?.id);
      return ok({ id }, contactMessages.received[request.locale]);
    },
  );

  app.post(
    '/v1/public/subscribe-mail',
    {
      config,
      schema: {
        tags,
        summary: 'Newsletter sign-up; signing up twice is harmless',
        body: subscribeMailBody,
        response: { 200: envelopeSchema(subscriptionSchema) },
      },
    },
    async (request) => ok(await service.subscribeMail(app.db, request.body.email), contactMessages.subscribed[request.locale]),
  );

  app.post(
    '/v1/public/community-signup',
    {
      config,
      schema: {
        tags,
        summary: 'The home page community sign-up form',
        body: communitySignupBody,
        response: { 200: envelopeSchema(contactReceiptSchema) },
      },
    },
    async (request) => {
      const id = await service.joinCommunity(app.db, request.body, request.principal?.id);
      return ok({ id }, contactMessages.communityJoined[request.locale]);
    },
  );
};
