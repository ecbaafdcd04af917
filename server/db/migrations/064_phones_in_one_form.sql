-- Phone numbers in one form: a Nigerian number however it was typed (0803 555 0100, 803 555 0100,
-- +234 (0) 803-555-0100) becomes E.164 (+2348035550100), the form new numbers are stored in
-- (src/domain/phone.ts, whose rule this function repeats); any other number stays as it is.
create or replace function migration_064_nigerian_e164(typed text) returns text language sql immutable as $$
  select case when national ~ '^[789][01][0-9]{8}$' or national ~ '^[1-9][0-9]{7}$' then '+234' || national end
    from (
      select case
          when compact ~ '^(\+|00)?2340?[0-9]+$' then regexp_replace(compact, '^(\+|00)?2340?', '')
          when compact ~ '^0[0-9]+$' then substr(compact, 2)
          when compact ~ '^[789][01][0-9]{8}$' then compact
        end as national
        from (select regexp_replace(typed, '[[:space:]\u00a0()-]', '', 'g') as compact) as typed_number
    ) as national_number
$$;

update addresses set phone = migration_064_nigerian_e164(phone) where migration_064_nigerian_e164(phone) is not null;
update users set phone = migration_064_nigerian_e164(phone) where migration_064_nigerian_e164(phone) is not null;
update contact_messages set phone = migration_064_nigerian_e164(phone) where migration_064_nigerian_e164(phone) is not null;
update orders set shipping_address = jsonb_set(shipping_address, '{phone}', to_jsonb(migration_064_nigerian_e164(shipping_address ->> 'phone')))
 where migration_064_nigerian_e164(shipping_address ->> 'phone') is not null;

drop function migration_064_nigerian_e164(text);
