-- The studio's inbox: when a contact message was first opened, and when and by whom it was handled
-- (the name as it was then, so the record survives the account; null while not handled).
alter table contact_messages add column read_at timestamptz;
alter table contact_messages add column handled_at timestamptz;
alter table contact_messages add column handled_by text;
create index contact_messages_newest_idx on contact_messages (created_at desc, reference_id desc);

-- The newsletter's subscribers: where the footer form was sent from, and when the address left the
-- list (it stays off until a new confirmation link is opened).
alter table newsletter_subscribers add column source text check (char_length(source) <= 200);
alter table newsletter_subscribers add column unsubscribed_at timestamptz;
create index newsletter_subscribers_created_idx on newsletter_subscribers (created_at desc, email desc);

-- Every newsletter-related mail carries its own one-click unsubscribe link; only the digest of its
-- token is kept, and every link an address was mailed keeps working.
create table newsletter_unsubscribe_links (
  token_hash text primary key,
  email text not null references newsletter_subscribers (email) on delete cascade,
  created_at timestamptz not null
);
create index newsletter_unsubscribe_links_email_idx on newsletter_unsubscribe_links (email);

-- A mail's extra headers (List-Unsubscribe and List-Unsubscribe-Post), as sent; null when it has none.
alter table mail_outbox add column headers jsonb;
