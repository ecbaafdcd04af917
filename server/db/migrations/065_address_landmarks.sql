-- A landmark or directions ('opposite Bodija market'), as Nigerians give addresses; '' when none.
alter table addresses add column landmark text not null default '';
