import { randomBytes } from 'node:crypto';
import type { Knex } from '@mindprint/platform/db';
import { DomainError } from '@mindprint/platform/errors';
import { type CardForm, sandboxCardOutcome, sandboxOffSessionDecline, validateCardForm } from '../domain/sandbox-card.js';
import type { ChargeSavedInput, CreateProviderPaymentInput, PaymentMethodCode, PaymentProvider, ProviderPayment, ProviderStatus } from './payment-provider.js';

/**
 * The embedded default provider for card and PayPal (test mode): it behaves like a real provider with
 * its own records (`sandbox_charges`, keyed by our payment id, the idempotency key), so it answers the
 * same after a restart. Card payments wait for the sandbox card form (SubmitSandboxCard) and follow the
 * documented test cards; PayPal-like payments wait for the sandbox approval page. A subscription's first
 * step of amount 0 (a free trial) goes through the same pages but only keeps the card or wallet. It keeps the card's
 * brand and last four digits only, never the number.
 */

/** A provider view plus the visitor-facing reason of a decline, when the sandbox has a specific one. */
export type SandboxPayment = ProviderPayment & { failureMessage?: string };

/** What the sandbox's own pages do: the card form and the approval page. */
export interface SandboxControls {
  submitCard(paymentId: string, form: CardForm): Promise<SandboxPayment>;
  decideApproval(paymentId: string, approve: boolean): Promise<SandboxPayment>;
}

export interface SandboxProviderOptions {
  knex: Knex;
  /** How long a 4000000000000077 charge stays processing before it settles as succeeded. */
  settleDelayMs?: number;
  clock?: () => Date;
}

interface SavedRow {
  method: PaymentMethodCode;
  card_brand: string;
  card_last4: string | null;
  off_session_decline: string | null;
}

interface ChargeRow {
  payment_id: string;
  amount_minor: number | string;
  charge_id: string;
  method: PaymentMethodCode;
  status: ProviderStatus;
  approval_url: string | null;
  transaction_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  settle_at: Date | string | null;
  save_card: boolean;
  saved_card_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

export const sandboxApprovalPath = '/paying/sandbox-approval';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
/** Money moved only when there was something to charge: a free trial's first step (amount 0) only keeps the method. */
const transactionIdOf = (row: ChargeRow) => (Number(row.amount_minor) > 0 ? newId('sbx_txn') : null);

export class SandboxProvider implements PaymentProvider, SandboxControls {
  readonly name = 'sandbox' as const;
  readonly methods: readonly PaymentMethodCode[] = ['card', 'paypal'];
  readonly testMode = true;
  private readonly knex: Knex;
  private readonly settleDelayMs: number;
  private readonly clock: () => Date;

  constructor(options: SandboxProviderOptions) {
    this.knex = options.knex;
    this.settleDelayMs = options.settleDelayMs ?? 5_000;
    this.clock = options.clock ?? (() => new Date());
  }

  async create(input: CreateProviderPaymentInput): Promise<SandboxPayment> {
    if (!this.methods.includes(input.method)) throw new Error(`The sandbox does not take ${input.method} payments`);
    const [inserted]: ChargeRow[] = await this.knex('sandbox_charges')
      .insert({
        payment_id: input.paymentId,
        charge_id: newId('sbx'),
        method: input.method,
        status: 'requires_action',
        amount_minor: input.amountMinor,
        currency: input.currency.toUpperCase(),
        description: input.description.slice(0, 200),
        approval_url: input.method === 'paypal' ? `${sandboxApprovalPath}?paymentId=${encodeURIComponent(input.paymentId)}` : null,
        // Kept for renewals: the card once the card form charged it, the PayPal-like wallet once approved.
        save_card: input.saveForOffSession === true,
      })
      .onConflict('payment_id')
      .ignore()
      .returning('*');
    // A repeated create (same idempotency key) answers what the first one left, settled if due.
    return this.view(inserted ?? (await this.settled(input.paymentId))!);
  }

  async retrieve(ref: { paymentId: string }): Promise<SandboxPayment | undefined> {
    const row = await this.settled(ref.paymentId);
    return row ? this.view(row) : undefined;
  }

  async cancel(ref: { paymentId: string }): Promise<void> {
    await this.knex('sandbox_charges')
      .where({ payment_id: ref.paymentId, status: 'requires_action' })
      .update({ status: 'canceled', failure_code: 'canceled', updated_at: this.clock() });
  }

  async submitCard(paymentId: string, form: CardForm): Promise<SandboxPayment> {
    const row = await this.charge(paymentId, 'card');
    if (row.status !== 'requires_action') return this.view((await this.settled(paymentId))!); // submitted before: never charged twice
    const card = validateCardForm(form);
    const now = this.clock();
    const outcome = sandboxCardOutcome(form.cardNumber, card, now);
    // A card to keep for renewals is kept once it is charged: an opaque token, its brand and last four digits.
    let savedCardToken: string | null = null;
    if (row.save_card && outcome.kind !== 'failed') {
      savedCardToken = newId('sbx_card');
      await this.knex('sandbox_saved_cards').insert({
        token: savedCardToken,
        card_brand: card.brand,
        card_last4: card.last4,
        off_session_decline: sandboxOffSessionDecline(form.cardNumber) ?? null,
      });
    }
    const common = { card_brand: card.brand, card_last4: card.last4, saved_card_token: savedCardToken, updated_at: now };
    const update =
      outcome.kind === 'succeeded'
        ? { ...common, status: 'succeeded', transaction_id: transactionIdOf(row) }
        : outcome.kind === 'processing_then_succeeded'
          ? { ...common, status: 'processing', settle_at: new Date(now.getTime() + this.settleDelayMs) }
          : { ...common, status: 'failed', failure_code: outcome.failureCode, failure_message: outcome.failureMessage ?? null };
    await this.knex('sandbox_charges').where({ payment_id: paymentId, status: 'requires_action' }).update(update);
    return this.view((await this.settled(paymentId))!);
  }

  /**
   * An off-session charge of a saved card or PayPal-like wallet, answered at once: one charge per payment
   * id (the idempotency key), whoever asks and however often. Declined when the card is a renewal-declining
   * test card or a test asked for it (declineNextOffSessionCharge).
   */
  async chargeSaved(input: ChargeSavedInput): Promise<SandboxPayment> {
    await this.knex.transaction(async (trx) => {
      const card: SavedRow | undefined = await trx('sandbox_saved_cards').where({ token: input.savedMethod.methodRef }).forUpdate().first();
      const inserted = await trx('sandbox_charges')
        .insert({
          payment_id: input.paymentId,
          charge_id: newId('sbx'),
          method: card?.method ?? 'card',
          status: 'processing',
          amount_minor: input.amountMinor,
          currency: input.currency.toUpperCase(),
          description: input.description.slice(0, 200),
          off_session: true,
          saved_card_token: input.savedMethod.methodRef,
        })
        .onConflict('payment_id')
        .ignore()
        .returning('payment_id');
      if (inserted.length === 0) return; // charged before: the same answer again
      const now = this.clock();
      let declineCode: string | null = null;
      if (!card) declineCode = 'card_declined';
      else {
        const { rows: forced } = (await trx.raw(
          'update sandbox_saved_cards set decline_next = decline_next - 1 where token = ? and decline_next > 0 returning decline_next_code',
          [input.savedMethod.methodRef],
        )) as { rows: Array<{ decline_next_code: string | null }> };
        declineCode = forced[0] ? (forced[0].decline_next_code ?? 'card_declined') : card.off_session_decline;
      }
      await trx('sandbox_charges')
        .where({ payment_id: input.paymentId })
        .update({
          card_brand: card?.card_brand ?? null,
          card_last4: card?.card_last4 ?? null,
          updated_at: now,
          ...(declineCode ? { status: 'failed', failure_code: declineCode } : { status: 'succeeded', transaction_id: newId('sbx_txn') }),
        });
    });
    return this.view((await this.settled(input.paymentId))!);
  }

  /** Test control: the next `count` off-session charges of this saved card or wallet are declined with `failureCode`. */
  async declineNextOffSessionCharge(methodRef: string, failureCode = 'card_declined', count = 1): Promise<void> {
    const updated = await this.knex('sandbox_saved_cards').where({ token: methodRef }).update({ decline_next: count, decline_next_code: failureCode });
    if (updated === 0) throw new Error(`No sandbox saved card ${methodRef}`);
  }

  /** The approval page's answer; approving a subscription's first payment also keeps the wallet for renewals. */
  async decideApproval(paymentId: string, approve: boolean): Promise<SandboxPayment> {
    const row = await this.charge(paymentId, 'paypal');
    const now = this.clock();
    if (!approve) {
      await this.knex('sandbox_charges')
        .where({ payment_id: paymentId, status: 'requires_action' })
        .update({ status: 'canceled', failure_code: 'canceled', updated_at: now });
      return this.view((await this.settled(paymentId))!);
    }
    await this.knex.transaction(async (trx) => {
      const token = row.save_card ? newId('sbx_wallet') : null;
      const approved = await trx('sandbox_charges')
        .where({ payment_id: paymentId, status: 'requires_action' })
        .update({ status: 'succeeded', transaction_id: transactionIdOf(row), saved_card_token: token, card_brand: token ? 'PayPal' : null, updated_at: now });
      if (approved > 0 && token) await trx('sandbox_saved_cards').insert({ token, method: 'paypal', card_brand: 'PayPal', card_last4: null });
    });
    return this.view((await this.settled(paymentId))!);
  }

  private async charge(paymentId: string, method: PaymentMethodCode): Promise<ChargeRow> {
    const row: ChargeRow | undefined = await this.knex('sandbox_charges').where({ payment_id: paymentId }).first();
    if (!row) throw new DomainError('PAYMENT_NOT_FOUND', 'Payment not found', 'NOT_FOUND');
    if (row.method !== method) {
      throw new DomainError('WRONG_SANDBOX_METHOD', `This is not a sandbox ${method === 'card' ? 'card' : 'PayPal'} payment`, 'FAILED_PRECONDITION');
    }
    return row;
  }

  /** The charge, with a processing one settled once its delay has passed (whoever looks first). */
  private async settled(paymentId: string): Promise<ChargeRow | undefined> {
    const row: ChargeRow | undefined = await this.knex('sandbox_charges').where({ payment_id: paymentId }).first();
    if (!row || row.status !== 'processing' || !row.settle_at || new Date(row.settle_at).getTime() > this.clock().getTime()) return row;
    await this.knex('sandbox_charges')
      .where({ payment_id: paymentId, status: 'processing' })
      .update({ status: 'succeeded', transaction_id: transactionIdOf(row), updated_at: this.clock() });
    return this.knex('sandbox_charges').where({ payment_id: paymentId }).first();
  }

  private view(row: ChargeRow): SandboxPayment {
    const payment: SandboxPayment = { providerRef: row.charge_id, status: row.status };
    if (row.approval_url && row.status === 'requires_action') payment.approvalUrl = row.approval_url;
    if (row.transaction_id) payment.transactionId = row.transaction_id;
    if (row.failure_code) payment.failureCode = row.failure_code;
    if (row.failure_message) payment.failureMessage = row.failure_message;
    if (row.save_card && row.saved_card_token && row.status === 'succeeded') {
      payment.savedMethod = {
        methodRef: row.saved_card_token,
        ...(row.card_brand ? { brand: row.card_brand } : {}),
        ...(row.card_last4 ? { last4: row.card_last4 } : {}),
      };
    }
    return payment;
  }
}
