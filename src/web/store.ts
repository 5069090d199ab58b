import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api/api-slice';
import { sessionSlice } from './session/session-slice';
import { layoutSlice } from './layout/layout-slice';

export const store = configureStore({
  reducer: combineReducers({
    [api.reducerPath]: api.reducer,
    session: sessionSlice.reducer,
    layout: layoutSlice.reducer,
  }),
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
