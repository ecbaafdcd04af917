-- The channel a payment was made or is being made with (card, bank_transfer, ussd, bank), as the
-- provider reports it; null until known.
alter table payments add column channel text;
-- The sandbox's "I have paid" for a transfer: the bank settles it at this time, as a bank would, a
-- little later.
alter table payments add column sandbox_settles_at timestamptz;
