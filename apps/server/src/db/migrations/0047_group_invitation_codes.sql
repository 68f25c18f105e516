-- An email invitation's link carries a secret (issue 24): /register-group-link/{email}/{admin}/{groupId}?code=...
-- Only the code's SHA-256 is kept (hex), so a copy of the database registers nobody into a group. Registration with
-- the right code takes the invitation for the new account (used_by, code_hash cleared: single use) and the account's
-- join then uses it (used_at). Invitations mailed before this have no code and are honoured for nobody: resend them.
alter table group_email_invitations add column code_hash text;
