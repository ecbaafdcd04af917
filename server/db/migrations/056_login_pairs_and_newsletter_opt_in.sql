-- Failed password checks, one row per failure naming both the email and the client address, so
-- that a lockout hits the pair that guessed (not the account's owner elsewhere), an address has a
-- looser ceiling of its own, and the email's failures from everywhere slow its logins down.
drop table login_failures;
create table login_failures (
  email text not null,
  ip text not null,
  failed_at timestamptz not null
);
create index login_failures_email_idx on login_failures (email, failed_at);
create index login_failures_ip_idx on login_failures (ip, failed_at);

-- Double opt-in: an address is on the list only once its owner opened the mailed link. Until then
-- the row holds the digest of that link's token. Earlier rows were never confirmed.
alter table newsletter_subscribers add column confirmed_at timestamptz;
alter table newsletter_subscribers add column confirm_token_hash text unique;
alter table newsletter_subscribers add column confirm_expires_at timestamptz;
