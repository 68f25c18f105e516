// What a signed-in session runs beside every screen (loaded only once signed in, so the landing page carries none
// of it): the realtime socket for the acting profile, the push prompt and device registration, and push taps.
import { ROUTES, STORAGE_KEYS } from '@podium/core';
import type { AnyNotification } from '@podium/core/api/notifications';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { tapTarget, usePlatform } from '../../platform/index.ts';
import { answerAwaited, takeUnheardAnswer } from '../../state/answer-awaited.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { invalidationsFor, invalidationsForAll } from '../../state/notification-tags.ts';
import { appListeners } from '../../state/store.ts';
import { NotificationPrompt } from './NotificationPrompt.tsx';
import { notificationsApi } from './notifications-api.ts';
import { remindLater, setUpPush, shouldPrompt } from './push-setup.ts';
import { connectRealtime, originOf } from './realtime.ts';
import { useActingProfile } from './use-acting-profile.ts';

/** A window event a video banner can listen to (spec 2 "Video banner"): a finished video arrived. */
export const VIDEO_READY_EVENT = 'video-ready';

const selectCount = notificationsApi.endpoints.getUnseenCount.select();
/** The store's state as the count's selector reads it (the API's slice is typed optional: it is added lazily). */
type CountState = Parameters<typeof selectCount>[0];

/**
 * Waits for the badge's next count: if it grew past the count read before (a notification arrived meanwhile), makes
 * stale everything a notification can change. Answers how to stop waiting.
 */
function catchUpOnCount(): () => void {
  const stop = appListeners.startListening({
    matcher: notificationsApi.endpoints.getUnseenCount.matchFulfilled,
    effect: (action, listenerApi) => {
      const before = selectCount(listenerApi.getOriginalState() as CountState).data;
      // The badge's first count, still on its way when the socket listened: the one the next is compared with.
      if (!before) return;
      stop();
      if (action.payload.total > before.total) {
        for (const invalidation of invalidationsForAll()) listenerApi.dispatch(invalidation);
      }
    },
  });
  return stop;
}

function useRealtime() {
  const dispatch = useAppDispatch();
  const platform = usePlatform();
  const token = useAppSelector((state) => state.auth.token);
  const userId = useAppSelector((state) => state.auth.user?._id);
  const { profile } = useActingProfile();
  const profileId = profile?.profileId;

  useEffect(() => {
    if (!token || !userId || !profileId) return undefined;
    // Every notification refreshes the list and the badge, and what it reports changed wherever that is shown.
    const refresh = ({ type }: AnyNotification) => {
      dispatch(notificationsApi.util.invalidateTags(['Notification']));
      for (const invalidation of invalidationsFor(type)) dispatch(invalidation);
    };
    let stopCatchingUp = (): void => {};
    const close = connectRealtime(
      { origin: originOf(platform.apiBaseUrl), token, userId, profileId },
      {
        onNotification: refresh,
        onVideoReady: (notification) => {
          refresh(notification);
          window.dispatchEvent(new CustomEvent(VIDEO_READY_EVENT, { detail: notification }));
        },
        // Listening now: the list and badge read again (a notification may have come before the socket listened);
        // after a reconnect, everything a notification can change, as any may have been missed while cut off.
        // The first time, only if the badge's count grew meanwhile: a notification came between the screen's read
        // and the socket's registration, whose change the screen would otherwise miss (reading every screen twice
        // on every load instead would cost each load its requests again).
        onListening: (again) => {
          if (!again) stopCatchingUp = catchUpOnCount();
          dispatch(notificationsApi.util.invalidateTags(['Notification']));
          if (again) for (const invalidation of invalidationsForAll()) dispatch(invalidation);
        },
      },
    );
    return () => {
      stopCatchingUp();
      close();
    };
  }, [dispatch, platform, token, userId, profileId]);
}

/** Push taps open the current page with page=notifications or video-ready (spec 2); page=notifications opens the list. */
function usePushTaps() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // Read at tap time: the page the person is on then, whatever it was when the listener was added.
  const current = useRef('');
  current.current = `${location.pathname}${location.search}`;

  useEffect(
    () => platform.push.onTap((tap) => navigate(tapTarget(current.current, tap))),
    [platform, navigate],
  );

  const wantsList = search.get('page') === 'notifications' && location.pathname !== ROUTES.notifications;
  useEffect(() => {
    if (wantsList) navigate(ROUTES.notifications, { replace: true });
  }, [wantsList, navigate]);
}

/**
 * The prompt asks at a calm moment (design choices): just after the person sent something whose answer comes later
 * (answerAwaited: a follow request, a pitch, an endorsement request...), never as a notification arrives, and as a
 * card beside the page, never over it. Answered, it asks no more this session; Remind Me Later keeps it away from
 * this device for REMIND_LATER_DAYS, Dismiss for good.
 */
function usePushSetup() {
  const platform = usePlatform();
  const dispatch = useAppDispatch();
  const [isPrompting, setIsPrompting] = useState(false);
  const isAnswered = useRef(false);

  const register = () =>
    setUpPush({
      push: platform.push,
      serverKey: async () =>
        (await dispatch(notificationsApi.endpoints.getVapidPublicKey.initiate()).unwrap()).publicKey,
      saveToken: (body) => dispatch(notificationsApi.endpoints.updateUserToken.initiate(body)).unwrap(),
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per signed-in session on this device
  useEffect(() => {
    void (async () => {
      // Already allowed: keep the subscription fresh and the server's copy current (spec 4).
      if (platform.push.isSupported() && (await platform.push.permission()) === 'granted') await register();
    })();
  }, [platform]);

  useEffect(() => {
    const ask = async () => {
      if (!isAnswered.current && (await shouldPrompt(platform.push, platform.storage))) setIsPrompting(true);
    };
    // One sent before this code had loaded is heard now.
    if (takeUnheardAnswer()) void ask();
    return appListeners.startListening({
      actionCreator: answerAwaited,
      effect: async () => {
        takeUnheardAnswer();
        await ask();
      },
    });
  }, [platform]);

  const answer = (choice: () => Promise<unknown>) => {
    isAnswered.current = true;
    setIsPrompting(false);
    void choice();
  };

  return isPrompting ? (
    <NotificationPrompt
      onDismiss={() => answer(() => platform.storage.set(STORAGE_KEYS.notificationsDismissed, 'true'))}
      onLater={() => answer(() => remindLater(platform.storage))}
      onAllow={() => answer(register)}
    />
  ) : null;
}

export function SignedInNotifications() {
  useRealtime();
  usePushTaps();
  // A live region from the start, so a prompt that appears beside the page is also heard.
  return <div aria-live="polite">{usePushSetup()}</div>;
}
