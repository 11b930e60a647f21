-- Guests linked before user_accounts.access_until existed keep the end date of the invitation
-- they accepted, so their access ends when the inviter said (NULL stays "no end" for everyone else).
UPDATE "user_accounts" AS ua SET "access_until" = gi."access_until"
FROM "guest_invitations" AS gi
WHERE gi."status" = 'accepted' AND gi."guest_user_id" = ua."user_id" AND gi."account_id" = ua."account_id"
  AND ua."role_id" = gi."role_id" AND ua."access_until" IS NULL;
