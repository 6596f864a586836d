import type { PaymentProvider } from '../providers/payment-provider.js';
import type { PaymentProviders } from './payment-providers.js';
import { paymentMethods } from './payment-providers.js';

export interface MethodView {
  code: string;
  provider: string;
  testMode: boolean;
  publishableKey: string;
}

/** The ways to pay and who takes them; test mode when any of them is a test provider. */
export function listMethods(providers: PaymentProviders): { methods: MethodView[]; testMode: boolean } {
  const methods = paymentMethods.map((code) => {
    const provider: PaymentProvider = providers.forMethod(code);
    return { code, provider: provider.name, testMode: provider.testMode, publishableKey: code === 'card' ? (provider.publishableKey ?? '') : '' };
  });
  return { methods, testMode: methods.some((m) => m.testMode) };
}
