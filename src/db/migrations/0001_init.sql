-- Projects (tenants) and their API keys. Keys are stored only as SHA-256 hex digests.
CREATE TABLE projects (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id          text PRIMARY KEY,
  project_id  text NOT NULL REFERENCES projects(id),
  name        text NOT NULL,
  key_hash    text NOT NULL UNIQUE,
  key_prefix  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

-- Documents. This table is also the job queue: workers claim rows whose run_at is due with
-- FOR UPDATE SKIP LOCKED and hold them by a lease (locked_until).
CREATE TABLE documents (
  id            text PRIMARY KEY,
  project_id    text NOT NULL REFERENCES projects(id),
  url           text NOT NULL,
  type          text NOT NULL CHECK (type IN ('invoice', 'receipt', 'auto')),
  status        text NOT NULL CHECK (status IN ('queued', 'processing', 'processed', 'failed')),
  metadata      jsonb NOT NULL DEFAULT '{}',
  file          jsonb,
  error         jsonb,
  result        jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  processed_at  timestamptz,
  -- transient-fault attempts used (fetch timeouts, upstream 5xx/429)
  attempts      integer NOT NULL DEFAULT 0,
  -- times a worker claimed it; a claim whose lease expired does not count as an attempt
  claims        integer NOT NULL DEFAULT 0,
  run_at        timestamptz NOT NULL DEFAULT now(),
  locked_by     text,
  locked_until  timestamptz,
  last_error    text
);
CREATE INDEX documents_list ON documents (project_id, created_at DESC, id DESC);
CREATE INDEX documents_list_status ON documents (project_id, status, created_at DESC, id DESC);
CREATE INDEX documents_due ON documents (run_at) WHERE status IN ('queued', 'processing');

-- The original bytes and the per-page artefacts, kept apart so that list queries never touch them.
CREATE TABLE document_files (
  document_id   text PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  content       bytea NOT NULL
);
CREATE TABLE document_layouts (
  document_id   text PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  layout        jsonb NOT NULL
);
CREATE TABLE document_pages (
  document_id   text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  number        integer NOT NULL,
  png           bytea NOT NULL,
  PRIMARY KEY (document_id, number)
);

-- Idempotency-Key replays (24 h).
CREATE TABLE idempotency_keys (
  project_id    text NOT NULL,
  key           text NOT NULL,
  method        text NOT NULL,
  path          text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer NOT NULL,
  response      jsonb NOT NULL,
  headers       jsonb NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Webhook endpoints, the event outbox and one delivery per (event, endpoint).
CREATE TABLE webhook_endpoints (
  id            text PRIMARY KEY,
  project_id    text NOT NULL REFERENCES projects(id),
  url           text NOT NULL,
  events        text[] NOT NULL,
  status        text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  description   text,
  secret        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz,
  -- first failure of the current run of failures; cleared by a success
  failing_since timestamptz
);
CREATE INDEX webhook_endpoints_project ON webhook_endpoints (project_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE events (
  id            text PRIMARY KEY,
  project_id    text NOT NULL REFERENCES projects(id),
  type          text NOT NULL,
  document_id   text REFERENCES documents(id) ON DELETE SET NULL,
  payload       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- Exactly one terminal event per document, enforced by the database.
CREATE UNIQUE INDEX events_one_per_document ON events (document_id) WHERE type IN ('document.processed', 'document.failed');

CREATE TABLE deliveries (
  id            text PRIMARY KEY,
  event_id      text NOT NULL REFERENCES events(id),
  endpoint_id   text NOT NULL REFERENCES webhook_endpoints(id),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled')),
  attempts      integer NOT NULL DEFAULT 0,
  run_at        timestamptz NOT NULL DEFAULT now(),
  locked_by     text,
  locked_until  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX deliveries_due ON deliveries (run_at) WHERE status = 'pending';
CREATE INDEX deliveries_endpoint ON deliveries (endpoint_id, created_at DESC);

CREATE TABLE delivery_attempts (
  id               bigserial PRIMARY KEY,
  delivery_id      text NOT NULL REFERENCES deliveries(id),
  attempted_at     timestamptz NOT NULL DEFAULT now(),
  status_code      integer,
  duration_ms      integer NOT NULL,
  error            text,
  response_excerpt text,
  next_attempt_at  timestamptz
);
CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, attempted_at);
