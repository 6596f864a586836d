import type { PromoCode, Purchase, Sku } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { z } from 'zod';
import { parseInput } from '../validation.js';
import { examIdParam, localeParam, orderNumberField } from './params.js';
import { defineRoute } from './route.js';

/** The offers and purchases of an exam order, owned by the order service (the price side of checkout). */

export const countryParam = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((c) => c.toUpperCase());
const skuIdParam = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a SKU id');
const promoCodeQuery = z.string().trim().max(32).optional();

/** Order and payment each define Money with the same fields. */
export const moneyJson = (money: { amountMinor: bigint; currency: string; formatted: string } | undefined) => money && { amountMinor: Number(money.amountMinor), currency: money.currency, formatted: money.formatted };

const skuJson = (sku: Sku) => ({
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

const promoJson = (promo: PromoCode | undefined) =>
  promo?.code ? { code: promo.code, valid: promo.valid, percentOff: promo.percentOff, rejection: promo.rejection } : null;

const purchaseJson = (p: Purchase) => ({
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
    handle: async ({ params, query, clients }) => {
      const found = await clients.order.getSku({
        examId: parseInput(examIdParam, params.examId, 'examId'),
        skuId: parseInput(skuIdParam, params.skuId, 'skuId'),
        country: parseInput(countryParam, params.country, 'country'),
        locale: parseInput(localeParam, params.hl, 'hl').toUpperCase(),
        promoCode: query.promoCode ?? '',
      });
      return { sku: found.sku && skuJson(found.sku), promo: promoJson(found.promo) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/sku/package/list/:code',
    surfaces: ['base'],
    owner: 'order',
    summary: 'The packages sold under a package code (country from the query, US by default)',
    query: z.object({ country: countryParam.optional() }),
    handle: async ({ params, query, clients }) => {
      const code = parseInput(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a package code'), params.code, 'code');
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
    handle: async ({ params, clients }) => {
      const found = await clients.order.getSecondPhaseOrder({ orderNumber: parseInput(orderNumberField, params.orderNumber, 'orderNumber') });
      return { orderNumber: found.orderNumber, purchases: found.purchases.map(purchaseJson) };
    },
  }),
];
