-- Sign-in links (issue 22, item 6; design choices: login limits): mailed to an account's owner so a new device
-- gets in while sign-in there is limited. Only the SHA-256 of a link's code is kept; a link works once.
create table sign_in_links (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index sign_in_links_user_idx on sign_in_links (user_id);
