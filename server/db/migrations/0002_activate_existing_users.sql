-- Users created before activated_at existed had all signed in already: count them as activated
-- (a day after they registered, as the seed does), so an existing data folder keeps working.
UPDATE "users" SET "activated_at" = "created_at" + interval '1 day' WHERE "activated_at" IS NULL;
