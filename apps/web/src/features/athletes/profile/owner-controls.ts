// What only the owner's own profile draws (edit controls, the tour, their connections), handed to the shared profile
// view through context by the owner's page (OwnerControls.tsx). The read-only views (another athlete's, the public
// page) provide none, so their code carries no API layer for edits: the public page loads no RTK Query and no zod
// (issue 8, "Loading speed": its largest paint waits for its code).
import type { Destination, HighlightVideo, SportCredential } from '@podium/core/api/athletes';
import { type ComponentType, createContext, useContext } from 'react';

export interface OwnerControls {
  /** Make main and Remove for one sport (Edit opens the sport dialog, which the section owns). */
  SportActions: ComponentType<{ sport: SportCredential; isOnly: boolean }>;
  /** Remove one highlight video. */
  VideoRemove: ComponentType<{ video: HighlightVideo; title: string }>;
  /** The public switch and Remove for one destination. */
  DestinationControls: ComponentType<{ destination: Destination }>;
  /** The form that adds a destination. */
  AddDestination: ComponentType;
  /** The owner's followers, following and athlete connections, in the profile's side column. */
  Connections: ComponentType<{ profileId: string }>;
  /** The first-visit tour. */
  Tour: ComponentType;
}

export const OwnerControlsContext = createContext<OwnerControls | null>(null);

/** The owner's controls, or null on a read-only view. */
export function useOwnerControls(): OwnerControls | null {
  return useContext(OwnerControlsContext);
}
