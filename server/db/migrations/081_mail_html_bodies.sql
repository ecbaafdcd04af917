-- A mail may carry its content as HTML too (the payment receipt), beside the plain text; null when
-- it is plain text alone.
alter table mail_outbox add column html_body text;
