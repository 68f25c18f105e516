// What a signed-in session runs beside every screen (loaded only once signed in, so the landing page carries none
// of it): the realtime socket for the acting profile, the push prompt and device registration, and push taps.
import { ROUTES, STORAGE_KEYS } from '@podium/core';
import type { Notification } from '@podium/core/api/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { tapTarget, usePlatform } from '../../platform/index.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { invalidationsFor } from '../../state/notification-tags.ts';
import { NotificationPrompt } from './NotificationPrompt.tsx';
import { notificationsApi } from './notifications-api.ts';
import { setUpPush, shouldPrompt } from './push-setup.ts';
import { connectRealtime, originOf } from './realtime.ts';
import { useActingProfile } from './use-acting-profile.ts';

/** A window event a video banner can listen to (spec 2 "Video banner"): a finished video arrived. */
export const VIDEO_READY_EVENT = 'video-ready';

function useRealtime(onLive: () => void) {
  const dispatch = useAppDispatch();
  const platform = usePlatform();
  const token = useAppSelector((state) => state.auth.token);
  const userId = useAppSelector((state) => state.auth.user?._id);
  const { profile } = useActingProfile();
  const profileId = profile?.profileId;

  useEffect(() => {
    if (!token || !userId || !profileId) return undefined;
    // Every notification refreshes the list and the badge, and what it reports changed wherever that is shown.
    const refresh = ({ type }: Notification) => {
      dispatch(notificationsApi.util.invalidateTags(['Notification']));
      for (const invalidation of invalidationsFor(type)) dispatch(invalidation);
    };
    return connectRealtime(
      { origin: originOf(platform.apiBaseUrl), token, userId, profileId },
      {
        onNotification: (notification) => {
          refresh(notification);
          onLive();
        },
        onVideoReady: (notification) => {
          refresh(notification);
          onLive();
          window.dispatchEvent(new CustomEvent(VIDEO_READY_EVENT, { detail: notification }));
        },
      },
    );
  }, [dispatch, platform, token, userId, profileId, onLive]);
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
 * The prompt asks only at a moment when notifications matter (design choices): on the notifications screen, or
 * once one has arrived live; never over a first visit's other dialogs (the profile tour, a form).
 */
function usePushSetup(isGoodMoment: boolean) {
  const platform = usePlatform();
  const dispatch = useAppDispatch();
  const [mayPrompt, setMayPrompt] = useState(false);
  const [answered, setAnswered] = useState(false);
  const isPrompting = mayPrompt && isGoodMoment && !answered;
  const setIsPrompting = (open: boolean) => {
    if (!open) setAnswered(true);
  };

  const register = () =>
    setUpPush({
      push: platform.push,
      serverKey: async () =>
        (await dispatch(notificationsApi.endpoints.getVapidPublicKey.initiate()).unwrap()).publicKey,
      saveToken: (body) => dispatch(notificationsApi.endpoints.updateUserToken.initiate(body)).unwrap(),
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per signed-in session on this device
  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      if (await shouldPrompt(platform.push, platform.storage)) {
        if (isCurrent) setMayPrompt(true);
      } else if (platform.push.isSupported() && (await platform.push.permission()) === 'granted') {
        // Already allowed: keep the subscription fresh and the server's copy current (spec 4).
        await register();
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [platform]);

  const prompt = isPrompting ? (
    <NotificationPrompt
      onDismiss={() => {
        platform.storage.set(STORAGE_KEYS.notificationsDismissed, 'true');
        setIsPrompting(false);
      }}
      onLater={() => setIsPrompting(false)}
      onAllow={() => {
        setIsPrompting(false);
        void register();
      }}
    />
  ) : null;
  return prompt;
}

export function SignedInNotifications() {
  const [heardLive, setHeardLive] = useState(false);
  const onLive = useCallback(() => setHeardLive(true), []);
  const { pathname } = useLocation();
  useRealtime(onLive);
  usePushTaps();
  return usePushSetup(heardLive || pathname === ROUTES.notifications);
}
