CREATE TABLE "moderation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"text" varchar(300) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_reasons_kind" CHECK ("moderation_reasons"."kind" in ('request', 'rating', 'package', 'document', 'complaint')),
	CONSTRAINT "moderation_reasons_text_len" CHECK (char_length("moderation_reasons"."text") between 1 and 300)
);
--> statement-breakpoint
CREATE INDEX "moderation_reasons_kind_idx" ON "moderation_reasons" USING btree ("kind","position","id");--> statement-breakpoint
INSERT INTO "moderation_reasons" ("kind", "text", "position") VALUES
  ('request', 'Talep açıklaması yetersiz; ürünü, miktarı ve teknik özellikleri yazın.', 1),
  ('request', 'Talep iletişim bilgisi ya da bağlantı içeriyor.', 2),
  ('request', 'Aynı talep daha önce gönderildi.', 3),
  ('request', 'Talep seçilen kategoriye uygun değil.', 4),
  ('request', 'Talep satın alma talebi değil (reklam ya da satış ilanı).', 5),
  ('rating', 'Yorum hakaret ya da uygunsuz ifade içeriyor.', 1),
  ('rating', 'Yorum iletişim bilgisi ya da bağlantı içeriyor.', 2),
  ('rating', 'Yorum teklif ya da alışverişle ilgili değil.', 3),
  ('package', 'Firma bilgileri eksik; profilinizdeki firma bilgilerini tamamlayın.', 1),
  ('package', 'Ödeme alınamadı.', 2),
  ('package', 'Firma faaliyet alanı pakete uygun değil.', 3),
  ('document', 'Belge okunaklı değil.', 1),
  ('document', 'Belge firma adıyla eşleşmiyor.', 2),
  ('document', 'Belgenin geçerlilik süresi dolmuş.', 3),
  ('document', 'Yüklenen dosya istenen belge değil.', 4),
  ('complaint', 'Mesajda kurallara aykırı bir durum bulunmadı.', 1),
  ('complaint', 'Şikayet yeterli bilgi içermiyor.', 2);
