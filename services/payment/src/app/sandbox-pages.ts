import { DomainError } from '@mindprint/platform/errors';
import type { PaymentRepository, PaymentRow } from '../db/payment-repository.js';
import type { CardForm } from '../domain/sandbox-card.js';
import type { SandboxControls } from '../providers/sandbox-provider.js';
import type { CreatePayment } from './create-payment.js';
import type { PaymentUpdates } from './payment-updates.js';
import { paymentView, type PaymentView } from './payment-view.js';

/**
 * The sandbox provider's own pages (test mode): its card form and its PayPal-like approval page. What the
 * sandbox answers is applied like any provider's answer. The card number goes to the sandbox only, which
 * keeps brand and last four digits; nothing here logs the form.
 */
export class SandboxPages {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      sandbox: SandboxControls;
      updates: PaymentUpdates;
      createPayment: Pick<CreatePayment, 'ensureAtProvider'>;
    },
  ) {}

  async submitCard(paymentId: string, form: CardForm): Promise<PaymentView> {
    const row = await this.sandboxPayment(paymentId, 'card');
    const view = await this.deps.sandbox.submitCard(row.paymentId, form);
    return paymentView((await this.deps.updates.apply(row.paymentId, view)) ?? row);
  }

  async decideApproval(paymentId: string, approve: boolean): Promise<{ payment: PaymentView; redirectUrl: string }> {
    const row = await this.sandboxPayment(paymentId, 'paypal');
    const view = await this.deps.sandbox.decideApproval(row.paymentId, approve);
    const next = (await this.deps.updates.apply(row.paymentId, view)) ?? row;
    return { payment: paymentView(next), redirectUrl: next.status === 'succeeded' ? next.returnUrl : next.cancelUrl };
  }

  /** The payment, known to the sandbox (it is asked again, idempotently, when we crashed before storing its answer). */
  private async sandboxPayment(paymentId: string, method: 'card' | 'paypal'): Promise<PaymentRow> {
    const row = await this.deps.payments.find(paymentId.trim());
    if (!row) throw new DomainError('PAYMENT_NOT_FOUND', 'Payment not found', 'NOT_FOUND');
    if (row.provider !== 'sandbox' || row.method !== method) {
      throw new DomainError('NOT_A_SANDBOX_PAYMENT', `This payment is not a test-mode ${method === 'card' ? 'card' : 'PayPal'} payment`, 'FAILED_PRECONDITION');
    }
    return row.providerRef ? row : this.deps.createPayment.ensureAtProvider(row);
  }
}
