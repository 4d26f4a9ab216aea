-- Documents can be deleted (DELETE /v1/documents/{id}, the retention job). An event outlives its document
-- with only the document's id in it: the id stays in events.document_id, without a foreign key.
ALTER TABLE events DROP CONSTRAINT IF EXISTS events_document_id_fkey;
-- A delete cuts the document's events down to its id (events_one_per_document covers terminal events only).
CREATE INDEX events_document ON events (document_id) WHERE document_id IS NOT NULL;

-- The retention job finds old events and idempotency rows by age; old documents by documents_list, per
-- project (an index on documents (created_at) would compete with it for lists with a created range).
CREATE INDEX events_created ON events (created_at);
-- A submit's recorded answer names its document: a delete rewrites it (a replay must not bring back content).
CREATE INDEX idempotency_keys_answer_id ON idempotency_keys ((response->>'id'));

-- A replayed POST /v1/webhooks or rotate-secret re-reads the endpoint's secret instead of keeping a copy.
ALTER TABLE idempotency_keys ADD COLUMN secret_of text;
UPDATE idempotency_keys SET secret_of = response->>'id', response = response - 'secret'
 WHERE jsonb_typeof(response) = 'object' AND response->>'object' = 'webhook_endpoint' AND response ? 'secret';

-- Periodic jobs that must run on one process at a time in a cluster hold a lease row while they run.
CREATE TABLE job_leases (
  name          text PRIMARY KEY,
  holder        text NOT NULL,
  locked_until  timestamptz NOT NULL,
  last_run_at   timestamptz
);
