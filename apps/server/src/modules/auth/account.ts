// The signed-in account as the other modules see it (issue 23): who it is, its details and which profile it acts
// as. Auth's SQL row (store.ts UserRow) stays auth's own, and its password hash never reaches another module's types.
import type { UserRow } from './store.ts';

export type Account = Omit<UserRow, 'password_hash'>;
