-- Money owed back to a customer through the provider (a cancelled paid order, a success that came
-- for an order no longer waiting, a success for the wrong amount). The refund is recorded as due in
-- the same transaction that decides it, and the periodic sweep retries it until the provider takes
-- it, so a provider outage never strands the money.
alter table payments add column refund_kobo integer check (refund_kobo > 0);
-- Set while one process is asking the provider, so two processes never refund the same payment at
-- once; a claim older than a few minutes (a crashed process) may be taken over.
alter table payments add column refund_claimed_at timestamptz;
create index payments_refund_due_idx on payments (reference) where refund_kobo is not null;
