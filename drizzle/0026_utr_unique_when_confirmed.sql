-- A UPI reference is unique among confirmed payments only: a client's report never clashes, so it cannot tell them that someone else reported the number (issue 34.7); staff see the clash.
DROP INDEX "payments_utr_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_idx" ON "payments" USING btree ("reference") WHERE "payments"."method" = 'upi' and "payments"."status" = 'confirmed';