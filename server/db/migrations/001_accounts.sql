-- Customer accounts: users, sessions, single-use mail tokens, login throttling, the mail outbox.

create table users (
  id text primary key,
  name text not null,
  email text not null unique,
  password_hash text not null,
  email_verified boolean not null default false,
  phone text,
  is_phone_verified boolean not null default false,
  date_of_birth text,
  gender text,
  bio text,
  address text,
  more_details text,
  profile_image text,
  email_notifications boolean not null default true,
  sms_notifications boolean not null default false,
  marketing_emails boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Profile pictures live in the database so that one backup holds everything.
create table profile_images (
  user_id text primary key references users (id) on delete cascade,
  content_type text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

-- Only the sha256 of a session token is stored: a leaked table does not log anyone in.
create table sessions (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

-- Email-verification and password-reset tokens, hashed, single use, expiring.
create table account_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify-email', 'reset-password')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_tokens_user_idx on account_tokens (user_id, purpose);

-- Failed logins, counted per email and per client address over a sliding window.
create table login_failures (
  scope text not null check (scope in ('email', 'ip')),
  subject text not null,
  failed_at timestamptz not null
);
create index login_failures_lookup_idx on login_failures (scope, subject, failed_at);

create table mail_outbox (
  id text primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);

create table addresses (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  label text not null,
  full_name text not null,
  address text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  phone text not null,
  email text,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create index addresses_user_idx on addresses (user_id);
-- At most one default per user; the service makes sure there is exactly one when any exist.
create unique index addresses_one_default_idx on addresses (user_id) where is_default;
