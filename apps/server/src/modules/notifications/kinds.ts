// The kinds of notification this process writes (issue 23): core declares each kind beside its feature's schemas, and
// the module that writes it registers it with its event handlers (handlers.ts). notify writes only a registered kind,
// its data parsed by the kind's schema, so what is stored is what the kind says and the list answers it as such.
import type { NotificationKind } from '@podium/core/api';

const registered = new Map<string, NotificationKind>();

/** Registers a module's kinds; registering one again is harmless, another kind under a taken type is an error. */
export function registerNotificationKinds(kinds: readonly NotificationKind[]): void {
  for (const kind of kinds) {
    const type = kind.shape.type.value;
    const taken = registered.get(type);
    if (taken && taken !== kind) throw new Error(`Two kinds of notification are named ${type}`);
    registered.set(type, kind);
  }
}

/** Whether this kind (this very declaration, not only its name) was registered. */
export function isRegistered(kind: NotificationKind): boolean {
  return registered.get(kind.shape.type.value) === kind;
}

/** Every kind registered so far. */
export function registeredKinds(): NotificationKind[] {
  return [...registered.values()];
}
