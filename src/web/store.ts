import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api/api-slice';
import { layoutSlice } from './layout/layout-slice';

/** Signed-in pages only: the sign-in pages load neither Redux nor RTK Query (see app/signed-in.tsx). */
export const store = configureStore({
  reducer: { [layoutSlice.name]: layoutSlice.reducer, [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
