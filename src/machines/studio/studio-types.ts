import type { components } from '../../api/schema.gen.ts';

/** The studio's shapes from the contract, for the studio's machines and screens. */
export type StudioOrderSummary = components['schemas']['StudioOrderSummary'];
export type StudioOrderList = components['schemas']['StudioOrderListResponse'];
export type StudioOrderDetail = components['schemas']['StudioOrderResponse'];
export type StudioOrder = components['schemas']['Order'];
export type StudioMember = components['schemas']['StudioMember'];
export type StudioAudit = components['schemas']['StudioAuditResponse'];
export type StudioAuditEntry = components['schemas']['StudioAuditEntry'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type StudioReview = components['schemas']['StudioReview'];
export type StudioReviewList = components['schemas']['StudioReviewListResponse'];
export type StudioStockItem = components['schemas']['StudioStockItem'];
export type StudioStockList = components['schemas']['StudioStockListResponse'];
export type StudioProductStock = components['schemas']['StudioProductStockResponse'];
export type StudioStockChange = components['schemas']['StudioStockChange'];
export type StudioStockAdjustment = components['schemas']['StudioStockAdjustmentRequest'];
export type StudioCustomerList = components['schemas']['StudioCustomerListResponse'];
export type StudioCustomerDetail = components['schemas']['StudioCustomerResponse'];
export type StudioInboxList = components['schemas']['StudioInboxListResponse'];
export type StudioInboxMessage = components['schemas']['StudioInboxMessage'];
export type StudioInboxMessageResponse = components['schemas']['StudioInboxMessageResponse'];
export type StudioSubscriberList = components['schemas']['StudioSubscriberListResponse'];
export type StudioDashboard = components['schemas']['StudioDashboardResponse'];
