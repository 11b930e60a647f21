-- The account summary (0009) also says until when the user holds the account (NULL: no end), so
-- that the embedded database's in-process cache of summaries (server/billing/accountSummary.ts) knows
-- when an entry it keeps stops being the user's.
CREATE OR REPLACE FUNCTION portal_account_summary(p_user_id uuid, p_account_number text, p_now timestamptz)
RETURNS json
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
  result json;
BEGIN
  SELECT json_build_object(
    'id', a.id,
    'accountNumber', a.account_number,
    'accountType', a.account_type,
    'isPrepaid', a.is_prepaid,
    'status', a.status,
    'balance', a.balance::text,
    'paperless', a.paperless,
    'address1', a.address1,
    'address2', a.address2,
    'city', a.city,
    'state', a.state,
    'postalCode', a.postal_code,
    'roleId', ua.role_id,
    'nickname', ua.nickname,
    'accessUntil', ua.access_until,
    'bill', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object(
      'id', b.id,
      'accountId', b.account_id,
      'billNumber', b.bill_number,
      'periodStart', b.period_start::text,
      'periodEnd', b.period_end::text,
      'billDate', b.bill_date::text,
      'dueDate', b.due_date::text,
      'amountDue', b.amount_due::text,
      'pastDue', b.past_due::text,
      'usage', b.usage::text,
      'usageUnit', b.usage_unit,
      'status', b.status
    ) END,
    'paidSince', coalesce((
      SELECT sum(p.amount) FROM payments p
      WHERE p.account_id = a.id AND p.status = 'completed' AND p.paid_at >= (b.bill_date::timestamp AT TIME ZONE 'UTC')
    ), 0)::text,
    'lastPayment', (
      SELECT json_build_object('amount', lp.amount::text, 'paidAt', lp.paid_at) FROM payments lp
      WHERE lp.account_id = a.id AND lp.status = 'completed' ORDER BY lp.paid_at DESC, lp.id DESC LIMIT 1
    ),
    'lastRecharge', CASE WHEN a.is_prepaid THEN (
      SELECT json_build_object('amount', r.amount::text, 'transactedAt', r.transacted_at, 'token', r.token) FROM prepaid_transactions r
      WHERE r.account_id = a.id ORDER BY r.transacted_at DESC, r.id DESC LIMIT 1
    ) END,
    'scheduled', coalesce((
      SELECT json_agg(json_build_object(
        'uid', s.uid,
        'confirmationNumber', s.confirmation_number,
        'amount', s.amount::text,
        'convenienceFee', s.convenience_fee::text,
        'paidAt', s.paid_at,
        'methodRef', s.method_ref
      ) ORDER BY s.paid_at, s.id)
      FROM payments s WHERE s.account_id = a.id AND s.status = 'scheduled'
    ), '[]'::json)
  )
  INTO result
  FROM user_accounts ua
  JOIN service_accounts a ON a.id = ua.account_id
  LEFT JOIN LATERAL (
    SELECT * FROM bills WHERE bills.account_id = a.id ORDER BY bills.bill_date DESC LIMIT 1
  ) b ON true
  WHERE ua.user_id = p_user_id
    AND a.account_number = p_account_number
    AND (ua.access_until IS NULL OR ua.access_until > p_now);
  RETURN result;
END;
$$;
