// The demo's files: the demo athlete's highlight video (assets/highlight.mp4, a 3 s clip made with ffmpeg, H.264 with
// faststart so it plays at once), stored as an upload lands: through the media provider into her own highlights
// folder, counted against her storage (media_files) and listed on her profile. The files of the demo accounts a load
// removes go once it commits; a load that rolls back removes what it stored, so no file is left uncounted.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../db/connection.ts';
import * as athletes from '../modules/athletes/store.ts';
import { sniff } from '../modules/media/inspect.ts';
import { ownFolder } from '../modules/media/policy.ts';
import * as media from '../modules/media/store.ts';
import type { MediaProviderBase } from '../providers/media/provider.ts';

const HIGHLIGHT_FILE = fileURLToPath(new URL('./assets/highlight.mp4', import.meta.url));

export const HIGHLIGHT_TITLE = 'Preseason: first touch and a finish';

/** What the demo asks of the media provider. */
export type DemoMediaProvider = Pick<MediaProviderBase, 'storeBytes' | 'deleteOwnerMedia'>;

export class DemoFiles {
  /** The accounts this load stored files for. */
  readonly #stored = new Set<string>();

  constructor(private readonly provider: DemoMediaProvider) {}

  /** Stores the highlight for the athlete and lists it on their profile, in the load's transaction. */
  async storeHighlight(tx: Queryable, athlete: { userId: string; profileId: string }): Promise<void> {
    const bytes = await readFile(HIGHLIGHT_FILE);
    const type = await sniff(bytes);
    if (type?.resourceType !== 'video') throw new Error(`${HIGHLIGHT_FILE} is not a video`);
    this.#stored.add(athlete.userId);
    const asset = await this.provider.storeBytes({
      folder: ownFolder('highlights', athlete.userId),
      bytes,
      type,
    });
    await media.insertFile(tx, {
      public_id: asset.public_id,
      owner_id: athlete.userId,
      resource_type: asset.resource_type,
      format: asset.format,
      bytes: asset.bytes,
    });
    await athletes.insertVideo(tx, athlete.profileId, {
      vidUrl: asset.secure_url,
      vidId: asset.public_id,
      title: HIGHLIGHT_TITLE,
    });
  }

  /**
   * After a load rolled back: its accounts never existed, so their files go too (one that cannot be removed stays in
   * the folder of an account that does not exist, counted against nobody).
   */
  async discardStored(): Promise<void> {
    await this.removeOwners([...this.#stored]);
  }

  /**
   * Removes every file of these accounts, once their deletion has committed. A failure is left to the server: each
   * deleted account has a media_cleanups row (the users trigger), and its sweep removes the files again later.
   */
  async removeOwners(userIds: readonly string[]): Promise<void> {
    await Promise.allSettled(userIds.map((userId) => this.provider.deleteOwnerMedia(userId)));
  }
}
