import type { accountSettingsContract } from '../contract';
import { accountSettingsRoutes } from '../routes';
import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { session } from '@/web/session/session';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    AccountSettings: true;
    AccountBilling: true;
  }
}

/** After a change to the account row, the navbar's user menu shows the new name and picture at once. */
const updateSession = async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<{ data: { userData: Parameters<typeof session.update>[0] } }> }) => {
  try {
    session.update((await queryFulfilled).data.userData);
  } catch {
    // The form shows the error.
  }
};

export const accountSettingsApi = api.enhanceEndpoints({ addTagTypes: ['AccountSettings', 'AccountBilling', 'User'] }).injectEndpoints({
  endpoints: (build) => {
    const settings = contractEndpoints<typeof accountSettingsContract>(build, accountSettingsRoutes);
    // Saving one tab refreshes the whole settings object; a change to the account also refreshes the people lists.
    const saved = { invalidatesTags: ['AccountSettings' as const] };
    const billing = { invalidatesTags: ['AccountBilling' as const] };
    const accountChanged = { invalidatesTags: ['AccountSettings' as const, 'User' as const], onQueryStarted: updateSession };
    return {
      accountSettings: settings.query('data', undefined, { providesTags: ['AccountSettings'] }),
      saveGeneral: settings.mutation('saveGeneral', 'body', accountChanged),
      uploadAvatar: settings.mutation('uploadAvatar', 'body', accountChanged),
      resetAvatar: settings.mutation('resetAvatar', undefined, accountChanged),
      saveInfo: settings.mutation('saveInfo', 'body', saved),
      saveSocial: settings.mutation('saveSocial', 'body', saved),
      setConnection: settings.mutation('setConnection', 'body', saved),
      saveNotifications: settings.mutation('saveNotifications', 'body', saved),
      cards: settings.query('cards', undefined, { providesTags: ['AccountBilling'] }),
      addresses: settings.query('addresses', undefined, { providesTags: ['AccountBilling'] }),
      addCard: settings.mutation('addCard', 'body', billing),
      removeCard: settings.mutation('removeCard', 'body', billing),
      addAddress: settings.mutation('addAddress', 'body', billing),
      removeAddress: settings.mutation('removeAddress', 'body', billing),
    };
  },
});

export const {
  useAccountSettingsQuery,
  useSaveGeneralMutation,
  useUploadAvatarMutation,
  useResetAvatarMutation,
  useSaveInfoMutation,
  useSaveSocialMutation,
  useSetConnectionMutation,
  useSaveNotificationsMutation,
  useCardsQuery,
  useAddressesQuery,
  useAddCardMutation,
  useRemoveCardMutation,
  useAddAddressMutation,
  useRemoveAddressMutation,
} = accountSettingsApi;
