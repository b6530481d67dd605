CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search)) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_products_words_idx" ON "catalog_products" USING gin ("words");--> statement-breakpoint
CREATE INDEX "members_words_idx" ON "members" USING gin ("words");--> statement-breakpoint
-- hand-written: the catalogue's words (not its numbers) are the search's vocabulary (decision 0063), kept as the
-- names change
CREATE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM unnest(tsvector_to_array(NEW.words)) w WHERE length(w) > 2 AND w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_products_search_words AFTER INSERT OR UPDATE OF search ON catalog_products
  FOR EACH ROW EXECUTE FUNCTION search_words_learn();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM catalog_products, unnest(tsvector_to_array(words)) w WHERE length(w) > 2 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
