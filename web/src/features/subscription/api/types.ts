/** What the subscription calls answer (the gateway's contract), envelope already unwrapped. */
import type { ApiQuery, ApiResponse } from '../../../lib/api/contract';

export type PlanList = ApiResponse<'/api/secondPhase/plan/sku/list/{examId}/{country}'>;
export type Plan = PlanList['plans'][number];
export type Money = Plan['price'];
export type Tier = NonNullable<ApiQuery<'/api/secondPhase/plan/sku/list/{examId}/{country}'>['tier']>;

export type StartSubscriptionResponse = ApiResponse<'/pay-api/secondPhase/pay/planSku'>;
export type Subscription = StartSubscriptionResponse['subscription'];

export type Payment = ApiResponse<'/pay-api/pay/check/status'>;
export type PaymentStatus = Payment['status'];

export type Privileges = ApiResponse<'/api/user/privilege'>;
