// What a screen's place shows while its code arrives: it holds a screen's height, so the footer below starts out
// of sight and does not jump when the screen appears (issue 8, layout shift). A spinner only, not a status: the
// screen announces its own loading state a moment later, and two would be read out one after the other.
export function RouteLoading() {
  return (
    <div className="route-loading" aria-busy="true">
      <div className="loader">
        <span className="loader__spinner" />
      </div>
    </div>
  );
}
