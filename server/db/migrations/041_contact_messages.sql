-- Messages sent with the contact form.
create table contact_messages (
  reference_id text primary key,
  name text not null,
  email text not null,
  phone text not null,
  subject text not null,
  message text not null check (char_length(message) <= 2000),
  client_address text not null,
  created_at timestamptz not null
);
create index contact_messages_created_idx on contact_messages (created_at);
