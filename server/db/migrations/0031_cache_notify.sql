-- Cache invalidation across server processes on PostgreSQL (server/db/cacheEvents.ts): every write
-- that can change what a process keeps in memory (sessions with their user, account summaries, role
-- rights) sends a notification on the channel portal_cache, from a trigger, so in the writing
-- transaction: a rolled-back write notifies nothing, and a write made by any process, a script or
-- psql is heard. Payloads: 'f:<family id>' (a session family changed), 'u:<user id>' (a user
-- changed: every session of that user), 'a:<account id>' (an account, its links, bills, payments or
-- recharges changed: every summary of that account), 'r' (role rights changed).
-- New session families and users need no notification: nothing can hold them yet.
CREATE OR REPLACE FUNCTION portal_cache_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_cache', 'a:' || NEW.account_id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_cache', 'a:' || OLD.account_id::text);
  ELSE
    PERFORM pg_notify('portal_cache', 'a:' || OLD.account_id::text);
    IF NEW.account_id IS DISTINCT FROM OLD.account_id THEN
      PERFORM pg_notify('portal_cache', 'a:' || NEW.account_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The row's own id under a prefix (TG_ARGV[0]): service_accounts 'a', session_families 'f', users 'u'.
CREATE OR REPLACE FUNCTION portal_cache_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_cache', TG_ARGV[0] || ':' || NEW.id::text);
  ELSE
    PERFORM pg_notify('portal_cache', TG_ARGV[0] || ':' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_cache_notify_rights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', 'r');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bills_cache_notify AFTER INSERT OR UPDATE OR DELETE ON bills FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_account();
--> statement-breakpoint
CREATE TRIGGER payments_cache_notify AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_account();
--> statement-breakpoint
CREATE TRIGGER prepaid_transactions_cache_notify AFTER INSERT OR UPDATE OR DELETE ON prepaid_transactions FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_account();
--> statement-breakpoint
CREATE TRIGGER user_accounts_cache_notify AFTER INSERT OR UPDATE OR DELETE ON user_accounts FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_account();
--> statement-breakpoint
CREATE TRIGGER service_accounts_cache_notify AFTER INSERT OR UPDATE OR DELETE ON service_accounts FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_row('a');
--> statement-breakpoint
CREATE TRIGGER session_families_cache_notify AFTER UPDATE OR DELETE ON session_families FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_row('f');
--> statement-breakpoint
CREATE TRIGGER users_cache_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION portal_cache_notify_row('u');
--> statement-breakpoint
CREATE TRIGGER role_rights_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_rights FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_notify_rights();
