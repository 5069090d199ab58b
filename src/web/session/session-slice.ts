import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserData } from '@/platform/auth/contract';
import { clearSession, readSession, writeSession, type StoredSession } from './storage';

export interface SessionState {
  userData: UserData | null;
}

const initialState: SessionState = { userData: readSession()?.userData ?? null };

/** Who is signed in. The tokens live only in localStorage (the spec's keys), read when a request is sent. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<StoredSession>) {
      writeSession(action.payload);
      state.userData = action.payload.userData;
    },
    userUpdated(state, action: PayloadAction<UserData>) {
      localStorage.setItem('userData', JSON.stringify(action.payload));
      state.userData = action.payload;
    },
    signedOut(state) {
      clearSession();
      state.userData = null;
    },
    /** Another tab changed the session: adopt what is stored now. */
    syncedFromStorage(state) {
      state.userData = readSession()?.userData ?? null;
    },
  },
});

export const { signedIn, signedOut, userUpdated, syncedFromStorage } = sessionSlice.actions;
