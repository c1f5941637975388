import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { momoIpnBody, paymentEndpoints } from '@app/contracts/payments.js';
import { AppError } from '../../../lib/app-error.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import { createMomoGateway, MOMO_IPN_PATH } from './momo-gateway.js';
import * as service from './momo.service.js';

const tags = ['payments'];

export const momoRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createMomoGateway(app);

  routeEndpoint(app, paymentEndpoints.createMomo, { tags }, async (request) =>
    ok(
      await service.createMomoPayment(app, gateway, {
        userId: principalOf(request).id,
        orderId: request.body.order_id,
        callbackUrl: request.query.callback_url,
        locale: request.locale,
      }),
    ),
  );

  app.post(
    MOMO_IPN_PATH,
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { tags, summary: 'MoMo’s payment notification (IPN): checked, applied once, answered 204', body: momoIpnBody },
    },
    async (request, reply) => {
      if (request.validationError) {
        request.log.warn({ reason: 'malformed body' }, 'MoMo notification refused');
        throw new AppError('PAYMENT_NOTIFICATION_REFUSED');
      }
      await service.receiveNotification(app, gateway, request.body);
      return reply.code(204).send();
    },
  );

  routeEndpoint(app, paymentEndpoints.momoResult, { tags }, async (request) =>
    ok(
      await service.checkResult(app, gateway, {
        userId: principalOf(request).id,
        momoOrderId: request.query.orderId,
        locale: request.locale,
      }),
    ),
  );
};
