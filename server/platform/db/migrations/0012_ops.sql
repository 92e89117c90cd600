-- The ops screen (issue 16): staff close a branch for the rest of its local day ("closed today"), whatever its
-- hours say; the catalogue reads it as an off date of that day (app/domain/store-hours.ts withManualClosure),
-- so the lookup, the menus and the checkout's schedule all honour it. Null: the hours decide.
alter table branches add column closed_on text
  check (closed_on is null or closed_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
