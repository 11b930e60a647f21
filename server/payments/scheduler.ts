/**
 * Scheduled payments are made when their day comes: a job runs at start and then on an interval
 * (PAYMENT_SCHEDULER_MS, default 60 s), reading the injected clock, so tests move the clock and run
 * it. Each due payment (status scheduled, paid_at reached) is claimed with one conditional update
 * (scheduled -> processing), charged with the gateway key "scheduled:<uid>", and finished as
 * completed (the balance goes down by the amount) or failed (with its card or bank code), with its
 * interaction record. Several servers on one database never make a payment twice: the claim is
 * exclusive and the gateway key is the same for any retry. Payments left in processing by a process
 * that died are claimed again at the next start.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as t from '../db/schema.ts';
import type { InteractionActor } from '../activity.ts';
import { ApiError } from '../http/errors.ts';
import { currency, isoDay } from '../../src/domain/payment.ts';
import { activityUpdatedBy } from '../../src/domain/constants.ts';
import { recordPaymentEvent } from './interactions.ts';
import { money, type Payments } from './service.ts';
import { numeric, settleBills, thebe } from './statement.ts';

const batchLimit = 200;
export const schedulerScreen = 'Scheduled Payment';

export class PaymentScheduler {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;
  #stopped = false;

  constructor(
    private readonly pay: Payments,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  /** Runs once now (after giving back payments a dead process left in processing), then on the interval. */
  start(): void {
    void this.#track(async () => {
      await this.pay.ctx.db.update(t.payments).set({ status: 'scheduled' }).where(eq(t.payments.status, 'processing'));
      return this.#pass();
    });
    if (this.intervalMs > 0) {
      this.#timer = setInterval(() => void this.runDue(), this.intervalMs);
      this.#timer.unref();
    }
  }

  /** Makes every payment due by the clock now; answers how many were made or failed. One pass at a time. */
  async runDue(): Promise<number> {
    while (this.#running) await this.#running;
    if (this.#stopped) return 0;
    return this.#track(() => this.#pass());
  }

  async #track(work: () => Promise<number>): Promise<number> {
    const run = work().catch((error: unknown) => {
      this.log.error({ err: error }, 'scheduled payments: run failed');
      return 0;
    });
    this.#running = run;
    try {
      return await run;
    } finally {
      if (this.#running === run) this.#running = undefined;
    }
  }

  /** Stops the interval and waits for a pass under way (before the database closes). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    while (this.#running) await this.#running;
  }

  async #pass(): Promise<number> {
    const { ctx } = this.pay;
    let done = 0;
    while (done < batchLimit && !this.#stopped) {
      const [due] = await ctx.db
        .select({ id: t.payments.id })
        .from(t.payments)
        .where(and(eq(t.payments.status, 'scheduled'), lte(t.payments.paidAt, ctx.now())))
        .orderBy(asc(t.payments.paidAt), asc(t.payments.id))
        .limit(1);
      if (!due) break;
      const [claimed] = await ctx.db
        .update(t.payments)
        .set({ status: 'processing' })
        .where(and(eq(t.payments.id, due.id), eq(t.payments.status, 'scheduled')))
        .returning();
      if (!claimed) continue; // another server took it
      await this.#make(claimed);
      done += 1;
    }
    if (done) this.log.info({ payments: done }, 'scheduled payments made');
    return done;
  }

  async #make(payment: typeof t.payments.$inferSelect): Promise<void> {
    const { ctx, gateway } = this.pay;
    const amount = thebe(payment.amount);
    const fee = thebe(payment.convenienceFee);
    const result = payment.gatewayToken
      ? await gateway.charge({
          token: payment.gatewayToken,
          amountThebe: amount + fee,
          currency,
          idempotencyKey: `scheduled:${payment.uid}`,
          description: `Scheduled payment ${payment.confirmationNumber}`,
        })
      : ({ ok: false, code: 'F304' } as const);
    const now = ctx.now();
    const [account] = await ctx.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.id, payment.accountId));
    const actor: InteractionActor = { userId: payment.userId, familyId: null, agentUserId: null, updatedBy: activityUpdatedBy.customer, ip: null };
    const base = { guest: false, screen: schedulerScreen, module: 'Payment', account: account ?? null };
    await ctx.db.transaction(async (tx) => {
      if (result.ok) {
        const [finished] = await tx
          .update(t.payments)
          .set({ status: 'completed', paidAt: now, gatewayReference: result.value.chargeId })
          .where(and(eq(t.payments.id, payment.id), eq(t.payments.status, 'processing')))
          .returning({ id: t.payments.id });
        if (!finished) return;
        await tx
          .update(t.serviceAccounts)
          .set({ balance: sql`${t.serviceAccounts.balance} - ${numeric(amount)}::numeric` })
          .where(eq(t.serviceAccounts.id, payment.accountId));
        if (account) await settleBills(tx, account, isoDay(now));
        await recordPaymentEvent(ctx, tx, actor, 'paymentSuccess', {
          ...base,
          status: 'Success',
          notes: `Scheduled ${money(amount)} + fee ${money(fee)} with ${payment.methodRef}; confirmation ${payment.confirmationNumber}`,
        });
      } else {
        const [finished] = await tx
          .update(t.payments)
          .set({ status: 'failed', failureCode: result.code })
          .where(and(eq(t.payments.id, payment.id), eq(t.payments.status, 'processing')))
          .returning({ id: t.payments.id });
        if (!finished) return;
        await recordPaymentEvent(ctx, tx, actor, 'paymentFailed', {
          ...base,
          status: 'Failed',
          notes: `${result.code}: scheduled ${money(amount)} + fee ${money(fee)} with ${payment.methodRef} declined; confirmation ${payment.confirmationNumber}`,
          message: new ApiError(402, result.code).message,
        });
      }
    });
  }
}
