import type { PromoCode, Purchase, Sku } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { z } from 'zod';
import { parseInput } from '../validation.js';
import { examIdParam, localeParam, orderNumberField } from './params.js';
import { defineRoute } from './route.js';

/** The offers and purchases of an exam order, owned by the order service (the price side of checkout). */

export const countryParam = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((c) => c.toUpperCase());
const skuIdParam = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a SKU id');
const packageCodeParam = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a package code');
const promoCodeQuery = z.string().trim().max(32).optional();

/** An amount in minor units of its currency, with the text shown for it. */
export const moneyData = z.object({ amountMinor: z.int(), currency: z.string(), formatted: z.string() });

type MoneyMessage = { amountMinor: bigint; currency: string; formatted: string };

/** Order, payment, subscription and content each define Money with the same fields. */
export const optionalMoneyJson = (money: MoneyMessage | undefined): z.infer<typeof moneyData> | undefined =>
  money && { amountMinor: Number(money.amountMinor), currency: money.currency, formatted: money.formatted };

/** An amount its owner always sends (a price, a total): one missing is a broken contract (a 500), not a blank on a page. */
export function moneyJson(money: MoneyMessage | undefined): z.infer<typeof moneyData> {
  if (!money) throw new Error('a service answered without an amount it always sends');
  return optionalMoneyJson(money)!;
}

export const skuData = z.object({
  skuId: z.string(),
  examId: z.string(),
  kind: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price: moneyData,
  originalPrice: moneyData,
  youSave: moneyData,
  discountTenths: z.int(),
  recommended: z.boolean(),
  includedSkuIds: z.array(z.string()),
});

export const skuJson = (sku: Sku): z.infer<typeof skuData> => ({
  skuId: sku.skuId,
  examId: sku.examId,
  kind: sku.kind,
  name: sku.name,
  description: sku.description,
  features: sku.features,
  price: moneyJson(sku.price),
  originalPrice: moneyJson(sku.originalPrice),
  youSave: moneyJson(sku.youSave),
  discountTenths: sku.discountTenths,
  recommended: sku.recommended,
  includedSkuIds: sku.includedSkuIds,
});

const promoData = z.object({ code: z.string(), valid: z.boolean(), percentOff: z.int(), rejection: z.string() }).nullable();

const promoJson = (promo: PromoCode | undefined): z.infer<typeof promoData> =>
  promo?.code ? { code: promo.code, valid: promo.valid, percentOff: promo.percentOff, rejection: promo.rejection } : null;

const purchaseData = z.object({
  purchaseNumber: z.string(),
  orderNumber: z.string(),
  examId: z.string(),
  skuIds: z.array(z.string()),
  title: z.string(),
  status: z.string(),
  subtotal: moneyData,
  discount: moneyData,
  tax: moneyData,
  total: moneyData,
  promoCode: z.string(),
  emailMasked: z.string(),
  createdAt: z.string(),
  paidAt: z.string(),
});

const purchaseJson = (p: Purchase): z.infer<typeof purchaseData> => ({
  purchaseNumber: p.purchaseNumber,
  orderNumber: p.orderNumber,
  examId: p.examId,
  skuIds: p.skuIds,
  title: p.title,
  status: p.status,
  subtotal: moneyJson(p.subtotal),
  discount: moneyJson(p.discount),
  tax: moneyJson(p.tax),
  total: moneyJson(p.total),
  promoCode: p.promoCode,
  emailMasked: p.emailMasked,
  createdAt: p.createdAt,
  paidAt: p.paidAt,
});

const secondPhaseStep = z.enum(['skip_trial', 'add_packs', 'depth_content', 'member_exclusive', 'access_product']);

export const checkoutRoutes = [
  defineRoute({
    method: 'get',
    path: '/exam/sku/list/:examId/:country/:hl',
    params: z.object({ examId: examIdParam, country: countryParam, hl: localeParam }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'The report offers for a country in its currency; with orderNumber the offer countdown, with promoCode the code applied',
    query: z.object({ promoCode: promoCodeQuery, orderNumber: orderNumberField.optional() }),
    response: z.object({ currency: z.string(), skus: z.array(skuData), promo: promoData, offerExpiresAt: z.string(), serverTime: z.string() }),
    handle: async ({ params, query, clients }) => {
      const listed = await clients.order.listSkus({
        examId: parseInput(examIdParam, params.examId, 'examId'),
        country: parseInput(countryParam, params.country, 'country'),
        locale: parseInput(localeParam, params.hl, 'hl').toUpperCase(),
        promoCode: query.promoCode ?? '',
        orderNumber: query.orderNumber ?? '',
      });
      return {
        currency: listed.currency,
        skus: listed.skus.map(skuJson),
        promo: promoJson(listed.promo),
        offerExpiresAt: listed.offerExpiresAt,
        serverTime: listed.serverTime,
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/sku/info/:examId/:skuId/:country/:hl',
    params: z.object({ examId: examIdParam, skuId: skuIdParam, country: countryParam, hl: localeParam }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'One offer, priced for a country',
    query: z.object({ promoCode: promoCodeQuery }),
    response: z.object({ sku: skuData, promo: promoData }),
    handle: async ({ params, query, clients }) => {
      const found = await clients.order.getSku({
        examId: parseInput(examIdParam, params.examId, 'examId'),
        skuId: parseInput(skuIdParam, params.skuId, 'skuId'),
        country: parseInput(countryParam, params.country, 'country'),
        locale: parseInput(localeParam, params.hl, 'hl').toUpperCase(),
        promoCode: query.promoCode ?? '',
      });
      if (!found.sku) throw new Error('the order service answered without the SKU');
      return { sku: skuJson(found.sku), promo: promoJson(found.promo) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/sku/package/list/:code',
    params: z.object({ code: packageCodeParam }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'The packages sold under a package code (country from the query, US by default)',
    query: z.object({ country: countryParam.optional() }),
    response: z.array(skuData),
    handle: async ({ params, query, clients }) => {
      const code = parseInput(packageCodeParam, params.code, 'code');
      const { packages } = await clients.order.listSkuPackages({ code, country: query.country ?? 'US' });
      return packages.map(skuJson);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/order/sku/check/:orderNumber',
    params: z.object({ orderNumber: orderNumberField }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'Whether the report of an exam order is already bought (then the client waits 3 seconds and moves on)',
    response: z.object({ orderNumber: z.string(), purchased: z.boolean(), purchaseNumber: z.string(), examId: z.string() }),
    handle: async ({ params, clients }) => {
      const checked = await clients.order.checkPurchase({ orderNumber: parseInput(orderNumberField, params.orderNumber, 'orderNumber') });
      return { orderNumber: checked.orderNumber, purchased: checked.purchased, purchaseNumber: checked.purchaseNumber, examId: checked.examId };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/extra/package/list/:orderNumber',
    params: z.object({ orderNumber: orderNumberField }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'Add-on packs offered to an exam order, those not yet bought',
    response: z.array(skuData),
    handle: async ({ params, clients }) => {
      const { packages } = await clients.order.listExtraPackages({ orderNumber: parseInput(orderNumberField, params.orderNumber, 'orderNumber') });
      return packages.map(skuJson);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/secondPhase/sku/package/:examId/:step/:country',
    params: z.object({ examId: examIdParam, step: secondPhaseStep, country: countryParam }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'The offer shown at one step of the second phase (skip_trial, add_packs, depth_content, member_exclusive, access_product)',
    response: z.object({ step: z.string(), packages: z.array(skuData) }),
    handle: async ({ params, clients }) => {
      const listed = await clients.order.listSecondPhasePackages({
        examId: parseInput(examIdParam, params.examId, 'examId'),
        step: parseInput(secondPhaseStep, params.step, 'step'),
        country: parseInput(countryParam, params.country, 'country'),
      });
      return { step: listed.step, packages: listed.packages.map(skuJson) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/secondPhase/order/:orderNumber',
    params: z.object({ orderNumber: orderNumberField }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'What an exam order has bought so far, paid or pending payment',
    response: z.object({ orderNumber: z.string(), purchases: z.array(purchaseData) }),
    handle: async ({ params, clients }) => {
      const found = await clients.order.getSecondPhaseOrder({ orderNumber: parseInput(orderNumberField, params.orderNumber, 'orderNumber') });
      return { orderNumber: found.orderNumber, purchases: found.purchases.map(purchaseJson) };
    },
  }),
];
