-- The footer's Newsletter form: the subscribers, and recent attempts per client address (throttling).

-- Stored trimmed and in lower case, so 'Ada@Example.com ' and 'ada@example.com' are one subscriber.
create table newsletter_subscribers (
  email text primary key check (email = lower(btrim(email))),
  created_at timestamptz not null
);

-- Every subscribe attempt that reached the handler, counted per client address over a sliding window.
create table newsletter_attempts (
  ip text not null,
  attempted_at timestamptz not null
);
create index newsletter_attempts_lookup_idx on newsletter_attempts (ip, attempted_at);
