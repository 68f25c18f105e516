// Alerts: stacked, dismissed after ALERT_TIMEOUT_MS or on request, danger ones announced as alerts.
import { ALERT_TIMEOUT_MS } from '@podium/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { alertAdded, alertRemoved, alertsSlice, showAlert } from '../../state/alerts-slice.ts';
import { createAppStore } from '../../state/store.ts';
import { testPlatform } from '../../test/render.tsx';
import { Alerts } from './Alerts.tsx';

describe('alerts slice', () => {
  it('adds alerts in order and removes one by id', () => {
    let state = alertsSlice.reducer(undefined, alertAdded({ id: 'a', msg: 'Saved', alertType: 'success' }));
    state = alertsSlice.reducer(state, alertAdded({ id: 'b', msg: 'Oops', alertType: 'danger' }));
    expect(state.map((alert) => alert.msg)).toEqual(['Saved', 'Oops']);
    state = alertsSlice.reducer(state, alertRemoved('a'));
    expect(state).toEqual([{ id: 'b', msg: 'Oops', alertType: 'danger' }]);
  });

  it('removes a shown alert after ALERT_TIMEOUT_MS', () => {
    vi.useFakeTimers();
    const store = createAppStore(testPlatform());
    store.dispatch(showAlert('Account Updated!', 'success'));
    expect(store.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    expect(store.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().alerts).toHaveLength(0);
  });
});

describe('<Alerts />', () => {
  function renderAlerts() {
    const store = createAppStore(testPlatform());
    render(
      <Provider store={store}>
        <Alerts />
      </Provider>,
    );
    return store;
  }

  it('shows alerts stacked, danger ones as alerts for screen readers', () => {
    const store = renderAlerts();
    act(() => {
      store.dispatch(showAlert('Account Updated!', 'success'));
      store.dispatch(showAlert('Invalid credentials', 'danger'));
    });
    expect(screen.getByText('Account Updated!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('disappears when dismissed', async () => {
    const store = renderAlerts();
    act(() => {
      store.dispatch(showAlert('Invite Sent!', 'info'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Invite Sent!' }));
    expect(screen.queryByText('Invite Sent!')).not.toBeInTheDocument();
  });

  it('disappears by itself after five seconds', () => {
    vi.useFakeTimers();
    const store = renderAlerts();
    act(() => {
      store.dispatch(showAlert('Test Added', 'success'));
    });
    expect(screen.getByText('Test Added')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    });
    expect(screen.queryByText('Test Added')).not.toBeInTheDocument();
  });
});
