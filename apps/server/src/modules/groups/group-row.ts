// A group as the stores read it, with its member count (migration 0043).
import type { ProfileKind } from '@podium/core/api';

export interface GroupRow {
  id: string;
  kind: ProfileKind;
  owner_profile_id: string;
  owner_profile_type: ProfileKind;
  name: string;
  description: string;
  photo: string | null;
  created_at: Date;
  member_count: number;
}
