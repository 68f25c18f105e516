// The alerts state area (account spec 3): stacked messages that dismiss themselves after a while.
import { ALERT_TIMEOUT_MS } from '@podium/core';
import {
  createSlice,
  nanoid,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';

export type AlertType = 'success' | 'danger' | 'info';

export interface Alert {
  id: string;
  msg: string;
  alertType: AlertType;
}

export type AlertsState = Alert[];

const initialState: AlertsState = [];

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertAdded(state, action: PayloadAction<Alert>) {
      state.push(action.payload);
    },
    alertRemoved(state, action: PayloadAction<string>) {
      return state.filter((alert) => alert.id !== action.payload);
    },
  },
});

export const { alertAdded, alertRemoved } = alertsSlice.actions;

/** Shows an alert and removes it after `timeoutMs` (ALERT_TIMEOUT_MS by default, account spec 9). */
export function showAlert(
  msg: string,
  alertType: AlertType,
  timeoutMs: number = ALERT_TIMEOUT_MS,
): ThunkAction<string, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const id = nanoid();
    dispatch(alertAdded({ id, msg, alertType }));
    setTimeout(() => dispatch(alertRemoved(id)), timeoutMs);
    return id;
  };
}
