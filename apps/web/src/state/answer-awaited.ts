// A moment when push would help (issue 22, item 15): the person has just sent something whose answer comes later (a
// follow or connect request, a pitch, an endorsement request, an invitation). The calls that send such things report
// it; the push prompt asks then, rather than over whatever the person is doing when a notification arrives.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export const answerAwaited = createAction('session/answerAwaited');

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
    dispatch(answerAwaited());
  } catch {
    // The screen that sent it shows the error.
  }
}
