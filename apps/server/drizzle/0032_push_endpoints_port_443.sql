-- Push services answer on 443 only (issue 47 item 12): a subscription kept before the rule with another port written
-- out is someone else's service on the push service's host, and is dropped (its browser subscribes again).
DELETE FROM "push_subscriptions"
WHERE "endpoint" ~ '^https://[^/?#]*:[0-9]+([/?#]|$)'
  AND "endpoint" !~ '^https://[^/?#]*:0*443([/?#]|$)';
