INSERT INTO "admin_audits" ("admin_id", "action", "target_type", "target_id", "status", "at")
SELECT "admin_id",
	CASE "action"
		WHEN 'read' THEN 'GET /adn_api/v2/conversations/:id'
		WHEN 'closed' THEN 'POST /adn_api/v2/conversations/:id/close'
		ELSE 'POST /adn_api/v2/complaints/:id/dismiss'
	END,
	'conversations', "conversation_id", 200, "created_at"
FROM "conversation_audits" ORDER BY "id";--> statement-breakpoint
DROP TABLE "conversation_audits" CASCADE;
