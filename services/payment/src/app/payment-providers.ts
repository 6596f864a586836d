import type { PaymentMethodCode, PaymentProvider } from '../providers/payment-provider.js';

/** The provider each method is paid through now, and every provider a stored payment may name. */
export class PaymentProviders {
  private readonly named = new Map<string, PaymentProvider>();

  constructor(
    private readonly byMethod: Record<PaymentMethodCode, PaymentProvider>,
    others: PaymentProvider[] = [],
  ) {
    for (const provider of [...Object.values(byMethod), ...others]) if (!this.named.has(provider.name)) this.named.set(provider.name, provider);
  }

  forMethod(method: PaymentMethodCode): PaymentProvider {
    return this.byMethod[method];
  }

  /** The provider of a stored payment; undefined when it is no longer configured. */
  byName(name: string): PaymentProvider | undefined {
    return this.named.get(name);
  }
}

export const paymentMethods: readonly PaymentMethodCode[] = ['card', 'paypal'];

export function isPaymentMethod(value: string): value is PaymentMethodCode {
  return (paymentMethods as readonly string[]).includes(value);
}
