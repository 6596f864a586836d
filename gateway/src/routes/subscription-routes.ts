import type { Plan, Subscription } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { currentRequestContext } from '@mindprint/platform/request-context';
import { z } from 'zod';
import { adAttributionOfRequest, currentAuth, requireSignedIn } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { parseInput } from '../validation.js';
import { countryParam, moneyData, moneyJson, optionalMoneyJson } from './checkout-routes.js';
import { emailField, examIdParam, orderNumberField, sitePath, trackingField } from './params.js';
import { defineRoute } from './route.js';
import { pricedCurrencies } from '@mindprint/platform/country-currency';

/** Trial subscriptions, owned by the subscription service: plans, start, status, privileges, cancel, upgrade. */

const locale = () => (currentRequestContext().hl ?? '').toUpperCase();
const planId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a plan id');

const membershipLinkBody = z.object({ token: z.string().min(16, 'is not a valid cancellation link').max(1024) });

const planData = z.object({
  planId: z.string(),
  tier: z.string(),
  name: z.string(),
  description: z.string(),
  trialDays: z.int(),
  trialPrice: moneyData,
  price: moneyData,
  billingInterval: z.string(),
  intervalCount: z.int(),
  periodLabel: z.string(),
  skipTrialPrice: moneyData,
  features: z.array(z.string()),
  recommended: z.boolean(),
  terms: z.string(),
});

const planJson = (p: Plan): z.infer<typeof planData> => ({
  planId: p.planId,
  tier: p.tier,
  name: p.name,
  description: p.description,
  trialDays: p.trialDays,
  trialPrice: moneyJson(p.trialPrice),
  price: moneyJson(p.price),
  billingInterval: p.billingInterval,
  intervalCount: p.intervalCount,
  periodLabel: p.periodLabel,
  skipTrialPrice: moneyJson(p.skipTrialPrice),
  features: p.features,
  recommended: p.recommended,
  terms: p.terms,
});

const subscriptionData = z.object({
  subscriptionId: z.string(),
  planId: z.string(),
  planName: z.string(),
  tier: z.string(),
  status: z.string(),
  emailMasked: z.string(),
  orderNumber: z.string(),
  trialEndsAt: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  nextChargeAt: z.string(),
  nextCharge: moneyData.optional(),
  canceledAt: z.string(),
  accessEndsAt: z.string(),
  renewals: z.int(),
  failedAttempts: z.int(),
  createdAt: z.string(),
  currency: z.string(),
});

export const optionalSubscriptionJson = (s: Subscription | undefined): z.infer<typeof subscriptionData> | undefined =>
  s && {
    subscriptionId: s.subscriptionId,
    planId: s.planId,
    planName: s.planName,
    tier: s.tier,
    status: s.status,
    emailMasked: s.emailMasked,
    orderNumber: s.orderNumber,
    trialEndsAt: s.trialEndsAt,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    nextChargeAt: s.nextChargeAt,
    nextCharge: optionalMoneyJson(s.nextCharge),
    canceledAt: s.canceledAt,
    accessEndsAt: s.accessEndsAt,
    renewals: s.renewals,
    failedAttempts: s.failedAttempts,
    createdAt: s.createdAt,
    currency: s.currency,
  };

/** A subscription the service always sends with this answer (a start, a cancellation, a change): one missing is a 500. */
export function subscriptionJson(s: Subscription | undefined): z.infer<typeof subscriptionData> {
  if (!s) throw new Error('the subscription service answered without the subscription');
  return optionalSubscriptionJson(s)!;
}

/** What a charge paid for (the subscription service's closed set; one outside it is a 500). */
const chargeKind = z.enum(['first', 'renewal', 'upgrade']);

const startBody = z.object({
  planId,
  orderNumber: orderNumberField.optional(),
  email: emailField,
  method: z.enum(['card', 'paypal'], { message: 'must be card or paypal' }).default('card'),
  skipTrial: z.boolean().default(false),
  consentGiven: z.boolean().default(false),
  consentVersion: z.string().max(64).default(''),
  country: countryParam.optional(),
  returnUrl: sitePath,
  cancelUrl: sitePath,
  tracking: trackingField,
});

const startedData = z.object({
  subscription: subscriptionData,
  paymentId: z.string(),
  paymentStatus: z.string(),
  clientSecret: z.string(),
  approvalUrl: z.string(),
  provider: z.string(),
  testMode: z.boolean(),
  amount: moneyData,
});

async function startSubscription(body: z.infer<typeof startBody>, clients: ServiceClients): Promise<z.infer<typeof startedData>> {
  const auth = currentAuth();
  const started = await clients.subscription.startSubscription({
    planId: body.planId,
    orderNumber: body.orderNumber ?? '',
    email: body.email,
    method: body.method,
    skipTrial: body.skipTrial,
    consentGiven: body.consentGiven,
    consentVersion: body.consentVersion,
    locale: locale(),
    country: body.country ?? '',
    returnUrl: body.returnUrl ?? '',
    cancelUrl: body.cancelUrl ?? '',
    userId: auth.signedIn?.userId ?? '',
    clientIp: auth.clientIp,
    tracking: body.tracking,
    ...adAttributionOfRequest(),
  });
  return {
    subscription: subscriptionJson(started.subscription),
    paymentId: started.paymentId,
    paymentStatus: started.paymentStatus,
    clientSecret: started.clientSecret,
    approvalUrl: started.approvalUrl,
    provider: started.provider,
    testMode: started.testMode,
    amount: moneyJson(started.amount),
  };
}

const privilegesData = z.object({
  tier: z.string(),
  vip: z.boolean(),
  privileges: z.array(z.object({ code: z.string(), granted: z.boolean() })),
  subscription: subscriptionData.nullable(),
});

async function privileges(clients: ServiceClients): Promise<z.infer<typeof privilegesData>> {
  const member = requireSignedIn();
  const found = await clients.subscription.getPrivileges({ email: member.verifiedEmail, userId: member.userId });
  return {
    tier: found.tier,
    vip: found.vip,
    privileges: found.privileges.map((p) => ({ code: p.code, granted: p.granted })),
    subscription: optionalSubscriptionJson(found.subscription) ?? null,
  };
}

export const subscriptionRoutes = [
  defineRoute({
    method: 'get',
    path: '/secondPhase/plan/sku/list/:examId/:country',
    params: z.object({ examId: examIdParam, country: countryParam }),
    surfaces: ['base'],
    owner: 'subscription',
    summary: 'Subscription plans (trial price, renewal price and period, terms) and the consent text to show next to the pay button',
    query: z.object({
      tier: z.enum(['basic', 'premium']).optional(),
      // A member's upgrade is priced (and charged) in their subscription's currency, not the country's.
      currency: z.enum(pricedCurrencies as [string, ...string[]], 'must be a currency the plans are priced in, such as GBP').optional(),
    }),
    response: z.object({ plans: z.array(planData), consentVersion: z.string(), consentText: z.string() }),
    handle: async ({ params, query, clients }) => {
      const listed = await clients.subscription.listPlans({
        examId: parseInput(examIdParam, params.examId, 'examId'),
        country: parseInput(countryParam, params.country, 'country'),
        locale: locale(),
        tier: query.tier ?? '',
        currency: query.currency ?? '',
      });
      return { plans: listed.plans.map(planJson), consentVersion: listed.consentVersion, consentText: listed.consentText };
    },
  }),
  ...['/secondPhase/pay/planSku', '/vip/pay/create'].map((path) =>
    defineRoute({
      method: 'post',
      path,
      edgeLimit: 'money',
      botCheck: true,
      surfaces: ['pay'],
      owner: 'subscription',
      summary: 'Start a subscription: records the consent and creates its first charge (the trial price, or the first period when skipping the trial)',
      body: startBody,
      response: startedData,
      handle: async ({ body, clients }) => startSubscription(body, clients),
    }),
  ),
  defineRoute({
    method: 'post',
    path: '/user/subscribe/create',
    edgeLimit: 'money',
    botCheck: true,
    surfaces: ['base'],
    owner: 'subscription',
    summary: 'Start a subscription as the signed-in member (the account’s verified e-mail when none is given)',
    body: startBody.extend({ email: emailField.or(z.literal('')).default('') }),
    response: startedData,
    handle: async ({ body, clients }) => {
      const member = requireSignedIn();
      return startSubscription({ ...body, email: body.email || member.verifiedEmail || member.email }, clients);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/vip/pay/status/:examOrderNumber',
    params: z.object({ examOrderNumber: orderNumberField }),
    surfaces: ['base', 'pay'],
    owner: 'subscription',
    summary: 'The subscription started for an exam order',
    response: z.object({ subscription: subscriptionData.nullable() }),
    handle: async ({ params, clients }) => {
      const { subscription } = await clients.subscription.getSubscription({ orderNumber: parseInput(orderNumberField, params.examOrderNumber, 'examOrderNumber') });
      return { subscription: optionalSubscriptionJson(subscription) ?? null };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/privilege',
    surfaces: ['base'],
    owner: 'subscription',
    summary: 'What the signed-in member may use (all assessments, full courses, psychology map, daily question, games, tree hole, articles, reports)',
    response: privilegesData,
    handle: async ({ clients }) => privileges(clients),
  }),
  defineRoute({
    method: 'get',
    path: '/privilege/vip/detail',
    surfaces: ['base'],
    owner: 'subscription',
    summary: 'The signed-in member’s subscription tier, privileges and subscription',
    response: privilegesData,
    handle: async ({ clients }) => privileges(clients),
  }),
  defineRoute({
    method: 'post',
    path: '/unsubscribe/check/email',
    edgeLimit: 'mail',
    botCheck: true,
    surfaces: ['pay'],
    owner: 'subscription',
    summary: 'Cancel by e-mail, step 1: mails a confirmation link to an address with a live subscription',
    body: z.object({ email: emailField }),
    response: z.object({ emailMasked: z.string() }),
    handle: async ({ body, clients }) => {
      const requested = await clients.subscription.requestCancellation({ email: body.email, locale: locale(), clientIp: currentAuth().clientIp });
      return { emailMasked: requested.emailMasked };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/membership/status',
    surfaces: ['pay'],
    owner: 'subscription',
    summary: 'What a signed membership link manages: the one subscription’s state and receipt, also after the link expired (then read-only)',
    body: membershipLinkBody,
    response: z.object({ subscription: subscriptionData, linkExpired: z.boolean(), charges: z.array(z.object({ kind: chargeKind, amount: moneyData, paymentId: z.string(), paidAt: z.string() })) }),
    handle: async ({ body, clients }) => {
      const shown = await clients.subscription.getMembership({ token: body.token });
      return {
        subscription: subscriptionJson(shown.subscription),
        linkExpired: shown.linkExpired,
        charges: shown.charges.map((c) => ({ kind: chargeKind.parse(c.kind), amount: moneyJson(c.amount), paymentId: c.paymentId, paidAt: c.paidAt })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/unsubscribe/cancel',
    surfaces: ['pay'],
    owner: 'subscription',
    summary: 'Cancel with a signed membership link: one press, no password, only the subscription the link names (a POST, never a GET)',
    body: membershipLinkBody,
    response: z.object({ subscription: subscriptionData }),
    handle: async ({ body, clients }) => ({ subscription: subscriptionJson((await clients.subscription.cancelWithToken({ token: body.token })).subscription) }),
  }),
  defineRoute({
    method: 'post',
    path: '/user/subscription/cancel',
    surfaces: ['base'],
    owner: 'subscription',
    summary: 'One click in the user center: cancels the signed-in member’s subscription (no password)',
    body: z.object({ subscriptionId: z.string().uuid().optional() }),
    response: z.object({ subscription: subscriptionData }),
    handle: async ({ body, clients }) => {
      const member = requireSignedIn();
      if (!member.verifiedEmail) throw new DomainError('EMAIL_NOT_VERIFIED', 'Verify your e-mail address first', 'FAILED_PRECONDITION');
      const { subscription } = await clients.subscription.cancelForMember({ email: member.verifiedEmail, subscriptionId: body.subscriptionId ?? '' });
      return { subscription: subscriptionJson(subscription) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/subscription/changeSubscription',
    surfaces: ['pay'],
    owner: 'subscription',
    summary: 'Upgrade to premium: ends the trial, cancels the current subscription and starts monthly premium billing today',
    body: z.object({
      planId,
      subscriptionId: z.string().uuid().optional(),
      consentGiven: z.boolean().default(false),
      consentVersion: z.string().max(64).default(''),
    }),
    response: z.object({ subscription: subscriptionData, paymentId: z.string(), paymentStatus: z.string() }),
    handle: async ({ body, clients }) => {
      const member = requireSignedIn();
      if (!member.verifiedEmail) throw new DomainError('EMAIL_NOT_VERIFIED', 'Verify your e-mail address first', 'FAILED_PRECONDITION');
      const changed = await clients.subscription.changeSubscription({
        subscriptionId: body.subscriptionId ?? '',
        planId: body.planId,
        consentGiven: body.consentGiven,
        consentVersion: body.consentVersion,
        email: member.verifiedEmail,
        locale: locale(),
      });
      return { subscription: subscriptionJson(changed.subscription), paymentId: changed.paymentId, paymentStatus: changed.paymentStatus };
    },
  }),
];
