// A moment when push would help (issue 22, item 15): the person has just sent something whose answer comes later (a
// follow or connect request, a pitch, an endorsement request, an invitation). The calls that send such things report
// it; the push prompt asks then, rather than over whatever the person is doing when a notification arrives.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export const answerAwaited = createAction('session/answerAwaited');

/**
 * Whether an answer was awaited that the prompt has not heard yet: its code loads after the page's, so a request sent
 * in the first moments (on a busy phone, seconds) would otherwise pass unheard. Taking it clears it.
 */
let unheard = false;

export function takeUnheardAnswer(): boolean {
  const was = unheard;
  unheard = false;
  return was;
}

/** Says an answer is awaited: heard at once by a prompt that is listening, or by the next one to listen. */
export function announceAnswerAwaited(dispatch: (action: UnknownAction) => unknown): void {
  unheard = true;
  dispatch(answerAwaited());
}

interface Lifecycle {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<unknown>;
}

/** A mutation's `onQueryStarted`: reports answerAwaited once the call has succeeded (a refused one awaits nothing). */
export async function reportAnswerAwaited(
  _arg: unknown,
  { dispatch, queryFulfilled }: Lifecycle,
): Promise<void> {
  try {
    await queryFulfilled;
    announceAnswerAwaited(dispatch);
  } catch {
    // The screen that sent it shows the error.
  }
}
