import {
  adjustStudioStock,
  exportStudioOrders,
  getStudioCustomer,
  getStudioProductStock,
  listStudioCustomers,
  listStudioStock,
  getStudioOrder,
  inviteStudioStaff,
  listStudioAudit,
  listStudioOrders,
  listStudioReviews,
  listStudioStaff,
  moveStudioOrder,
  collectStudioOrder,
  revokeStudioStaff,
  setStudioReviewVisibility,
} from '../../api/studio.ts';
import {
  exportStudioSubscribers,
  getStudioInboxMessage,
  listStudioInbox,
  listStudioSubscribers,
  setStudioInboxHandled,
  unsubscribeStudioSubscriber,
} from '../../api/studio-inbox.ts';
import { refundStudioOrder } from '../../api/studio-refunds.ts';
import { getStudioDashboard } from '../../api/studio-dashboard.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { RefundRequest } from '../../domain/refunds.ts';
import type { StudioOrdersQuery } from './studio-orders.machine.ts';
import type { StudioSubscribersQuery } from './studio-newsletter.machine.ts';
import type { OrderStatus, StudioStockAdjustment } from './studio-types.ts';
import type { StudioPaymentKind } from '../../domain/pickup-collection.ts';

// The studio's calls, loaded on first use by the studio's *.live.ts files.

export const fetchStudioOrders = (query: StudioOrdersQuery, signal: AbortSignal) => listStudioOrders(apiClient, query, signal);
export const fetchStudioOrdersCsv = (query: StudioOrdersQuery, signal: AbortSignal) => {
  const { page: _page, limit: _limit, ...filters } = query;
  return exportStudioOrders(apiClient, filters, signal);
};
export const fetchStudioOrder = (orderNumber: string, signal: AbortSignal) => getStudioOrder(apiClient, orderNumber, signal);
export const requestStudioMove = (orderNumber: string, status: OrderStatus, note: string, signal: AbortSignal) =>
  moveStudioOrder(apiClient, orderNumber, note.trim() ? { status, note: note.trim() } : { status }, signal);
export const requestStudioCollect = (orderNumber: string, paidWith: StudioPaymentKind, signal: AbortSignal) =>
  collectStudioOrder(apiClient, orderNumber, { paidWith }, signal);
export const fetchStudioStaff = (signal: AbortSignal) => listStudioStaff(apiClient, signal);
export const requestStaffInvite = (email: string, name: string, signal: AbortSignal) =>
  inviteStudioStaff(apiClient, { email: email.trim(), name: name.trim() }, signal);
export const requestStaffRevoke = (id: string, signal: AbortSignal) => revokeStudioStaff(apiClient, id, signal);
export const fetchStudioAudit = (page: number, signal: AbortSignal) => listStudioAudit(apiClient, page, signal);
export const fetchStudioReviews = (page: number, signal: AbortSignal) => listStudioReviews(apiClient, page, signal);
export const requestReviewVisibility = (id: string, hidden: boolean, reason: string, signal: AbortSignal) =>
  setStudioReviewVisibility(apiClient, id, hidden ? { hidden, reason } : { hidden }, signal);
export const fetchStudioStock = (search: string, page: number, signal: AbortSignal) =>
  listStudioStock(apiClient, search ? { search, page } : { page }, signal);
export const fetchProductStock = (productId: string, page: number, signal: AbortSignal) =>
  getStudioProductStock(apiClient, productId, page, signal);
export const requestStockAdjustment = (productId: string, adjustment: StudioStockAdjustment, signal: AbortSignal) =>
  adjustStudioStock(apiClient, productId, adjustment, signal);
export const fetchStudioCustomers = (search: string, page: number, signal: AbortSignal) =>
  listStudioCustomers(apiClient, search ? { search, page } : { page }, signal);
export const fetchStudioCustomer = (id: string, signal: AbortSignal) => getStudioCustomer(apiClient, id, signal);
export const fetchStudioInbox = (search: string, page: number, signal: AbortSignal) =>
  listStudioInbox(apiClient, search ? { search, page } : { page }, signal);
export const fetchStudioMessage = async (referenceId: string, signal: AbortSignal) =>
  (await getStudioInboxMessage(apiClient, referenceId, signal)).inboxMessage;
export const requestMessageHandled = (referenceId: string, handled: boolean, signal: AbortSignal) =>
  setStudioInboxHandled(apiClient, referenceId, handled, signal);
export const fetchStudioSubscribers = (query: StudioSubscribersQuery, signal: AbortSignal) =>
  listStudioSubscribers(apiClient, query, signal);
export const fetchStudioSubscribersCsv = (query: StudioSubscribersQuery, signal: AbortSignal) => {
  const { page: _page, ...filters } = query;
  return exportStudioSubscribers(apiClient, filters, signal);
};
export const requestStaffUnsubscribe = (email: string, signal: AbortSignal) => unsubscribeStudioSubscriber(apiClient, email, signal);
export const requestStudioRefund = (orderNumber: string, request: RefundRequest, reason: string, signal: AbortSignal) =>
  refundStudioOrder(
    apiClient,
    orderNumber,
    request.kind === 'lines' ? { ...request, lines: [...request.lines], reason } : { ...request, reason },
    signal,
  );
export const fetchStudioDashboard = (signal: AbortSignal) => getStudioDashboard(apiClient, signal);
