-- An endpoint's deliveries are listed newest first by (created_at, id), and paged by cursor from one of them:
-- the index holds the whole order, so a page is one seek at any depth (deliveries of one event share created_at).
CREATE INDEX deliveries_endpoint_list ON deliveries (endpoint_id, created_at DESC, id DESC);
DROP INDEX deliveries_endpoint;
