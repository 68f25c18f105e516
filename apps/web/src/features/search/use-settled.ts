// Waits until typing pauses, so a name search is not a call per keystroke.
import { useEffect, useState } from 'react';

export const SETTLE_MS = 250;

/** `value` once it has stayed the same for `ms`. */
export function useSettled(value: string, ms = SETTLE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
