ALTER TABLE "users" ADD COLUMN "verified_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_records" ADD COLUMN "phone" text;--> statement-breakpoint
-- Phones verified before numbers were keyed: the oldest account keeps each number, later ones must verify again.
WITH "keyed" AS (
  SELECT "u"."id",
    coalesce(CASE WHEN "u"."country" LIKE '+%' THEN "u"."country" END, "c"."dialing_code")
      || nullif(ltrim(regexp_replace("u"."phone", '\D', '', 'g'), '0'), '') AS "num"
  FROM "users" "u" LEFT JOIN "countries" "c" ON "c"."code" = upper("u"."country")
  WHERE "u"."is_phone_verified"
), "ranked" AS (
  SELECT "id", "num", row_number() OVER (PARTITION BY "num" ORDER BY "id") AS "rn" FROM "keyed"
)
UPDATE "users" SET
  "verified_phone" = CASE WHEN "ranked"."num" IS NOT NULL AND "ranked"."rn" = 1 THEN "ranked"."num" END,
  "is_phone_verified" = ("ranked"."num" IS NOT NULL AND "ranked"."rn" = 1)
FROM "ranked" WHERE "users"."id" = "ranked"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_uq" ON "users" USING btree ("verified_phone") WHERE "users"."verified_phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_records_phone_uq" ON "coupon_records" USING btree ("coupon_id","phone") WHERE "coupon_records"."phone" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_phone_ck" CHECK ("users"."verified_phone" is null or "users"."is_phone_verified");