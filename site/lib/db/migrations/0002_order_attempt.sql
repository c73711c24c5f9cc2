ALTER TABLE "orders" ADD COLUMN "attempt_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_attempt_unique" ON "orders" USING btree ("checkout_token","attempt_key");