-- The studio's back office: who may use it, and what its users did.
-- A role per account: customers shop; staff and owners also run the studio; only owners manage staff.
alter table users add column role text not null default 'customer' check (role in ('customer', 'staff', 'owner'));
-- False for an account made by an invitation until its one-time link has set a password.
alter table users add column password_set boolean not null default true;
create index users_studio_role_idx on users (role) where role <> 'customer';

-- Every change made through the studio: who (null for the operator's key), what, before and after.
create table studio_audit (
  id text primary key,
  at timestamptz not null,
  actor_id text references users (id) on delete set null,
  action text not null,
  subject text not null,
  before jsonb,
  after jsonb
);
create index studio_audit_at_idx on studio_audit (at desc, id desc);
