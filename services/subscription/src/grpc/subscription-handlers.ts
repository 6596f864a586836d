import { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import type { Cancellation } from '../app/cancellation.js';
import type { ChangeSubscription } from '../app/change-subscription.js';
import type { MailedEvents } from '../app/mailed-events.js';
import type { StartSubscription } from '../app/start-subscription.js';
import type { SubscriptionQueries } from '../app/subscription-queries.js';
import { protoMoney, subscriptionView } from '../app/subscription-view.js';
import { moneyView } from '../domain/plans.js';

export interface SubscriptionUseCases {
  start: StartSubscription;
  queries: SubscriptionQueries;
  cancellation: Cancellation;
  change: ChangeSubscription;
  mailedEvents: MailedEvents;
}

export function subscriptionHandlers(deps: SubscriptionUseCases) {
  return bindService(SubscriptionService, {
    listPlans: async (request, call) => {
      const result = deps.queries.listPlans({ locale: request.locale || call.request.hl || '', tier: request.tier, country: request.country, currency: request.currency });
      return {
        consentVersion: result.consentVersion,
        consentText: result.consentText,
        plans: result.plans.map((p) => ({
          planId: p.planId,
          tier: p.tier,
          name: p.name,
          description: p.description,
          trialDays: p.trialDays,
          trialPrice: protoMoney(p.trialPrice),
          price: protoMoney(p.price),
          billingInterval: p.interval,
          intervalCount: p.intervalCount,
          periodLabel: p.periodLabel,
          skipTrialPrice: protoMoney(p.skipTrialPrice),
          features: p.features,
          recommended: p.recommended,
          terms: p.terms,
        })),
      };
    },
    startSubscription: async (request, call) => {
      const started = await deps.start.run({
        planId: request.planId,
        orderNumber: request.orderNumber,
        email: request.email,
        method: request.method,
        skipTrial: request.skipTrial,
        consentGiven: request.consentGiven,
        consentVersion: request.consentVersion,
        locale: request.locale || call.request.hl || '',
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        userId: request.userId || call.request.uid || '',
        clientIp: request.clientIp,
        country: request.country,
        tracking: request.tracking,
        advertisingConsent: request.advertisingConsent,
        userAgent: request.userAgent,
      });
      return {
        subscription: subscriptionView(started.subscription),
        paymentId: started.payment.paymentId,
        paymentStatus: started.payment.status,
        clientSecret: started.payment.clientSecret,
        approvalUrl: started.payment.approvalUrl,
        provider: started.payment.provider,
        testMode: started.payment.testMode,
        amount: protoMoney(moneyView(started.amountMinor, started.currency)),
      };
    },
    getSubscription: async (request) => ({ subscription: subscriptionView(await deps.queries.get(request)) }),
    getPrivileges: async (request) => {
      const result = await deps.queries.privileges({ email: request.email, userId: request.userId });
      return { ...result, subscription: result.subscription ? subscriptionView(result.subscription) : undefined };
    },
    requestCancellation: async (request, call) => deps.cancellation.request({ email: request.email, locale: request.locale || call.request.hl || '', clientIp: request.clientIp }),
    getMembership: async (request) => {
      const shown = await deps.cancellation.show(request.token);
      return {
        subscription: subscriptionView(shown.subscription),
        linkExpired: shown.linkExpired,
        charges: shown.charges.map((c) => ({ kind: c.kind, amount: protoMoney(moneyView(c.amountMinor, c.currency)), paymentId: c.paymentId, paidAt: c.paidAt.toISOString() })),
      };
    },
    cancelWithToken: async (request) => ({ subscription: subscriptionView(await deps.cancellation.withToken(request.token)) }),
    cancelForMember: async (request) => ({ subscription: subscriptionView(await deps.cancellation.forMember(request)) }),
    changeSubscription: async (request, call) => {
      const changed = await deps.change.run({ ...request, locale: request.locale || call.request.hl || '' });
      return { subscription: subscriptionView(changed.subscription), paymentId: changed.paymentId, paymentStatus: changed.paymentStatus };
    },
    listMailedEvents: async (request) => ({ events: await deps.mailedEvents.list(request.happenedFrom, request.happenedBefore, request.limit) }),
  });
}
