/**
 * Scheduled payments (and AutoPay's drafts and installment plans' installments, drafted at the start of each pass) are made when their day comes: a job runs at start and then on an interval
 * (PAYMENT_SCHEDULER_MS, default 60 s), reading the injected clock, so tests move the clock and run
 * it. Each due payment is claimed with a lease (one statement: the first due payment nobody holds,
 * `for update skip locked`, becomes processing with a claim token and a lease of 5 minutes), charged
 * with the gateway key "scheduled:<uid>", and finished as completed (the balance goes down by the
 * amount) or failed (with its card or bank code), with its interaction record, by the claim that
 * holds it only.
 *
 * Several servers on one database each run the job: a payment is claimed by one of them, and a
 * payment whose lease ran out (its server died while making it) is claimed again by the next pass
 * of any of them; the gateway key is the same for any retry, so it is never charged twice. Nothing
 * is reset at start: another server may be making a payment at that moment.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as t from '../db/schema.ts';
import type { InteractionActor } from '../activity.ts';
import { ApiError } from '../http/errors.ts';
import { defaultCurrency as currency, isoDay } from '../../src/domain/format.ts';
import { activityUpdatedBy } from '../../src/domain/constants.ts';
import { recordPaymentEvent } from './interactions.ts';
import { draftAutoPayments } from './autoPay.ts';
import { draftInstallments } from './installments.ts';
import { money, type Payments } from './service.ts';
import { numeric, settleBills, thebe } from './statement.ts';

const batchLimit = 200;
/** How long a claim holds a payment being made; then any server's next pass takes it over. */
const leaseMs = 5 * 60_000;
const schedulerScreen = 'Scheduled Payment';

export class PaymentScheduler {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;
  #stopped = false;

  constructor(
    private readonly pay: Payments,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  /** Runs once now, then on the interval. */
  start(): void {
    void this.#track(() => this.#pass());
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
    // AutoPay drafts whose day has come become scheduled payments first (payments/autoPay.ts).
    await draftAutoPayments(ctx, ctx.now());
    // So do the installments of plans in force whose day has come (payments/installments.ts).
    await draftInstallments(ctx, ctx.now());
    while (done < batchLimit && !this.#stopped) {
      const now = ctx.now();
      const claimToken = randomUUID();
      // The first due payment no other server holds: scheduled and due, or processing with a lease run out.
      const [claimed] = await ctx.db
        .update(t.payments)
        .set({ status: 'processing', leaseUntil: new Date(now.getTime() + leaseMs), claimToken })
        .where(
          eq(
            t.payments.id,
            sql`(select ${t.payments.id} from ${t.payments}
                 where (${t.payments.status} = 'scheduled' and ${t.payments.paidAt} <= ${now})
                    or (${t.payments.status} = 'processing' and (${t.payments.leaseUntil} is null or ${t.payments.leaseUntil} < ${now}))
                 order by ${t.payments.paidAt}, ${t.payments.id}
                 limit 1
                 for update skip locked)`,
          ),
        )
        .returning();
      if (!claimed) break;
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
    // Finished by this claim only (a claim whose lease ran out may have been taken over).
    const mine = and(eq(t.payments.id, payment.id), eq(t.payments.status, 'processing'), eq(t.payments.claimToken, payment.claimToken!));
    await ctx.db.transaction(async (tx) => {
      if (result.ok) {
        const [finished] = await tx
          .update(t.payments)
          .set({ status: 'completed', paidAt: now, gatewayReference: result.value.chargeId })
          .where(mine)
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
          .where(mine)
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
