// What each kind of notification shows and offers on screen (issue 23): each feature registers its own kinds (their
// `notification-kinds.ts`, loaded by the app's composition root before the notifications screen), and the screen,
// its items, the detail dialog and the list's buttons read them here: no switch on type, no feature named. A kind
// nobody registered (a newer server's, an old row's), or one whose data does not fit its kind, is shown plainly:
// "Notification", its body, and View (design choices).
import type { AnyNotification, KindNotification, NotificationKind } from '@podium/core/api/notifications';
import { type ComponentType, createElement, type ReactNode } from 'react';
import type { AppDispatch } from './store.ts';

/** What a button may do besides the app's dispatch: go to a page, open the detail, remove the notification. */
export interface ActionTools {
  dispatch: AppDispatch;
  navigate: (path: string) => void;
  /** Opens the notification's detail dialog (which marks it seen). */
  open: () => void;
  /** Deletes the notification (DELETE /api/notifications). */
  remove: () => Promise<unknown>;
}

/** One of the list's buttons for a kind. A failure it throws is shown as a danger alert. */
export interface KindAction<Shown> {
  label: string;
  /** The one the person most likely wants, drawn as the primary button. */
  isPrimary?: boolean;
  run: (notification: Shown, tools: ActionTools) => unknown;
}

/** What a feature registers for one of its kinds. */
export interface KindView<Shown> {
  title: string;
  summary: string;
  /** The list's buttons, in order; View (the detail) when left out. */
  actions?: readonly KindAction<Shown>[];
  /** What the detail view shows below its facts: the feature's own part (lazily loaded where it is big). */
  Detail?: ComponentType<{ notification: Shown }>;
  /** The detail's Message: the body when left out, none when this answers null (the Detail says it all). */
  message?: (notification: Shown) => string | null;
}

/** A button, bound to the notification it is drawn for. */
export interface BoundAction {
  label: string;
  isPrimary: boolean;
  run: (tools: ActionTools) => unknown;
}

/** A notification as the screen shows it: read from its kind's registration, or plainly. */
export interface ShownNotification {
  title: string;
  summary: string;
  actions: BoundAction[];
  message: string | null;
  /** The kind's own part of the detail view, or null. */
  detail: ReactNode;
}

const VIEW: KindAction<unknown> = { label: 'View', run: (_notification, tools) => tools.open() };

/** How a notification of no registered kind (or whose data does not fit it) is shown. */
function plainly(notification: AnyNotification): ShownNotification {
  return {
    title: 'Notification',
    summary: 'A notification from Podium.',
    actions: [{ label: VIEW.label, isPrimary: false, run: (tools) => VIEW.run(notification, tools) }],
    message: notification.body,
    detail: null,
  };
}

const registered = new Map<string, (notification: AnyNotification) => ShownNotification | undefined>();

/** Registers how one kind is shown; registering a type again replaces it (a module loaded twice in development). */
export function registerNotificationKind<Type extends string, Data>(
  kind: NotificationKind<Type, Data>,
  view: KindView<KindNotification<Type, Data>>,
): void {
  registered.set(kind.shape.type.value, (notification) => {
    const parsed = kind.safeParse(notification);
    if (!parsed.success) return undefined;
    const typed = parsed.data;
    const { Detail, message } = view;
    return {
      title: view.title,
      summary: view.summary,
      actions: (view.actions ?? [VIEW]).map((action) => ({
        label: action.label,
        isPrimary: action.isPrimary ?? false,
        run: (tools: ActionTools) => action.run(typed, tools),
      })),
      message: message ? message(typed) : typed.body,
      detail: Detail ? createElement(Detail, { notification: typed }) : null,
    };
  });
}

const shown = new WeakMap<AnyNotification, ShownNotification>();

/** How the screen shows a notification: its kind's registration, else plainly. Read once per notification object. */
export function showNotification(notification: AnyNotification): ShownNotification {
  const known = shown.get(notification);
  if (known) return known;
  const view = registered.get(notification.type)?.(notification) ?? plainly(notification);
  shown.set(notification, view);
  return view;
}

/** The types registered so far (tests hold them to the kinds the server writes). */
export function registeredKindTypes(): string[] {
  return [...registered.keys()];
}
