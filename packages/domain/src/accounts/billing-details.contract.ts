import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  buyerBillingDetailsSchema,
  buyerBillingDetailsViewSchema,
  sellerBillingDetailsSchema,
  sellerBillingDetailsViewSchema,
} from './billing-details';

export const getBuyerBillingDetailsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/billing-details',
  summary: 'The account as the buyer on its invoices',
  tag: 'accounts',
  access: { kind: 'ability', action: 'read', subject: 'AccountSettings' },
  params: accountParamsSchema,
  response: buyerBillingDetailsViewSchema,
});

export const updateBuyerBillingDetailsContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/billing-details',
  summary: 'Change the account as the buyer on its invoices',
  tag: 'accounts',
  access: { kind: 'ability', action: 'update', subject: 'AccountSettings' },
  params: accountParamsSchema,
  body: buyerBillingDetailsSchema,
  response: buyerBillingDetailsViewSchema,
});

export const getSellerBillingDetailsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/seller-details',
  summary: "The account's organization as the seller on invoices",
  tag: 'accounts',
  access: { kind: 'ability', action: 'read', subject: 'SellerDetails' },
  params: accountParamsSchema,
  response: sellerBillingDetailsViewSchema,
});

export const updateSellerBillingDetailsContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/seller-details',
  summary: "Change the account's organization as the seller on invoices",
  tag: 'accounts',
  access: { kind: 'ability', action: 'update', subject: 'SellerDetails' },
  params: accountParamsSchema,
  body: sellerBillingDetailsSchema,
  response: sellerBillingDetailsViewSchema,
});
