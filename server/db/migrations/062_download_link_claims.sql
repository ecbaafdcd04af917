-- Who fetched a download link first. The link then belongs to that client (its address and
-- browser) for the rest of its 10 minutes: it can resume there, and nobody else can use it.
create table download_link_claims (
  signature text primary key,
  grant_id text not null references download_grants (id) on delete cascade,
  claimant text not null,
  expires_at timestamptz not null
);
create index download_link_claims_expiry_idx on download_link_claims (expires_at);
