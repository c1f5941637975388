import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { bankNotifyBody, bankNotifyHeaders, bankNotifyResultSchema } from '@app/contracts/payments.js';
import { jsonDepthError } from '../../../lib/json-body.js';
import { ok } from '../../../lib/reply.js';
import { receiveBankNotification } from './bank.service.js';

export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes sent, so this plugin keeps the raw body of its JSON requests.
  const rawBodies = new WeakMap<object, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    const tooDeep = jsonDepthError(text);
    if (tooDeep) return done(tooDeep, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/v1/public/bank/notify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'A credit notification from the bank, signed (X-Bank-Signature) with the shared secret; idempotent by the bank reference',
        headers: bankNotifyHeaders,
        body: bankNotifyBody,
        response: { 200: envelopeSchema(bankNotifyResultSchema) },
      },
    },
    async (request) =>
      ok(
        await receiveBankNotification(app, {
          rawBody: rawBodies.get(request) ?? '',
          signature: request.headers['x-bank-signature'],
          body: request.body,
        }),
      ),
  );
};
