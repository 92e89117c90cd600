-- The callback the sandbox signed for a charge, kept as sent (issue 29): a provider's dashboard resends an
-- event as it was, and the load-and-fault run delivers it again, late and out of order, at any instance.
alter table sandbox_charges add column callback jsonb;
