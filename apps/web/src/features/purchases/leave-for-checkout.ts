// Leaving the app for the checkout page (Stripe Checkout, or the server's local checkout): a full page load, since the
// checkout is not a screen of ours. Its own module so that component tests can see where it would go.
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
