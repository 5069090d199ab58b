import { createSlice } from '@reduxjs/toolkit'; export const layoutSlice = createSlice({ name: 'layout', initialState: {}, reducers: {} });
