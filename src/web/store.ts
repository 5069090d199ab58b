import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api/api-slice';
import { sessionSlice } from './session/session-slice';
import { layoutSlice } from './layout/layout-slice';

// The API slice (RTK Query) joins the store when the first page that fetches loads it, so the
// sign-in pages' first load carries none of it (see api-slice.ts).
type LazyState = { api: ReturnType<typeof api.reducer> };
export const rootReducer = combineSlices(sessionSlice, layoutSlice).withLazyLoadedSlices<LazyState>();
export const dynamicMiddleware = createDynamicMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
});

// Code that reads the API's state has imported the API slice, which injects it: for that code it is there.
export type RootState = ReturnType<typeof store.getState> & LazyState;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
