// Small shaping of form values before they are sent: empty optional text is left out, not sent as ''.

export function textOrUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
