-- The colour filter's key (site/lib/commerce/catalog/colours.ts). A catalog seeded before this
-- migration gets it from its swatch hex, which each colour of the seed has alone.
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
UPDATE "products" SET "colour" = CASE "colour_hex"
  WHEN '#1f1f1f' THEN 'black'
  WHEN '#f5f5f0' THEN 'white'
  WHEN '#8c8c8c' THEN 'grey'
  WHEN '#1b2a4a' THEN 'navy'
  WHEN '#23395d' THEN 'dark-blue'
  WHEN '#9cc3e5' THEN 'light-blue'
  WHEN '#4f7a4a' THEN 'green'
  WHEN '#c0392b' THEN 'red'
  WHEN '#f4b6c2' THEN 'pink'
  WHEN '#d9c7a7' THEN 'beige'
  WHEN '#f2c94c' THEN 'yellow'
  WHEN '#7b4b2a' THEN 'brown'
END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "colour" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "products_colour_idx" ON "products" USING btree ("colour");
