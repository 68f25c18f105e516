// Which heading a panel's title is (issue 22, 21: every screen has one h1). A panel that stands for the whole screen
// (a profile that did not load, an invalid link) titles it with the screen's h1; a panel inside a screen, section
// or dialog that has its own heading sits one level below it. The level is passed down, so no panel is asked.
import { createContext, type ReactNode, useContext } from 'react';

export type HeadingLevel = 1 | 2 | 3;

const PanelHeadingContext = createContext<HeadingLevel>(1);

/** The level a panel's title takes here: 1 (the screen's h1) unless a heading above says otherwise. */
export function usePanelHeadingLevel(): HeadingLevel {
  return useContext(PanelHeadingContext);
}

/** What sits under a heading of `level` (the screen's h1 unless said): a panel inside titles itself a level lower. */
export function UnderHeading({ level = 1, children }: { level?: 1 | 2; children: ReactNode }) {
  return <PanelHeadingContext value={level === 1 ? 2 : 3}>{children}</PanelHeadingContext>;
}
