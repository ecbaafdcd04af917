-- Recent attempts of throttled public calls that send mail or store data (register, resend
-- verification, forgot password, newsletter), per client address and per email address.
-- Replaces newsletter_attempts, which held the same thing for one call.
create table request_attempts (
  action text not null,
  scope text not null check (scope in ('ip', 'email')),
  subject text not null,
  attempted_at timestamptz not null
);
create index request_attempts_lookup_idx on request_attempts (action, scope, subject, attempted_at);

drop table newsletter_attempts;
