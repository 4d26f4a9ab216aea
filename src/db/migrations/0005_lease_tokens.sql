-- A lease is held by the claim, not by the worker: every claim draws a new token, and every write that
-- renews, settles or hands back a claimed row must name it. A run whose lease ran out and was claimed again
-- (by another worker, or by the same one) can then no longer write anything to the row.
ALTER TABLE documents ADD COLUMN lease_token text;
ALTER TABLE deliveries ADD COLUMN lease_token text;
