import type { Permit, ScreenPermitRule } from '@screenspot/contracts/permits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permitFormData, type PermitForm } from '../../../../components/forms/permit-fields';
import { api } from '../../../../lib/api-client';
import { screenPartKey, useScreenPart } from './screen-part';

const screenPermitsKey = (screenId: number) => screenPartKey(screenId, 'permits');

type ScreenPermits = ScreenPermitRule & { permits: Permit[] };

/** A change to a screen's permits or its rule; the permits are asked again once it is made. */
function usePermitsChange<TInput, TData>(
  screenId: number,
  send: (input: TInput) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenPermitsKey(screenId) }),
  });
}

/** Whether a screen requires permits, and its blanket permits. */
export function useScreenPermits(screenId: number) {
  return useScreenPart<ScreenPermits>(screenId, 'permits');
}

export function useSavePermitRule(screenId: number) {
  return usePermitsChange(screenId, (rule: ScreenPermitRule) =>
    api.put<ScreenPermitRule>(`/api/admin/screens/${screenId}/permit-rule`, rule),
  );
}

/** The shared permit fields, and the advertiser the blanket permit is for. */
export type BlanketPermitForm = PermitForm & { customerId: string };

/** A blanket permit for the screen and one advertiser, with its PDF when one is chosen. */
export function useAddBlanketPermit(screenId: number) {
  return usePermitsChange(screenId, (permit: BlanketPermitForm) =>
    api.post<Permit>(
      `/api/admin/screens/${screenId}/permits`,
      permitFormData(permit, { customerId: permit.customerId }),
    ),
  );
}

/** A blanket permit's new fields or advertiser, and a new PDF when one is chosen. */
export function useChangeBlanketPermit(screenId: number) {
  return usePermitsChange(
    screenId,
    ({ permitId, permit }: { permitId: number; permit: BlanketPermitForm }) =>
      api.put<Permit>(
        `/api/admin/screens/${screenId}/permits/${permitId}`,
        permitFormData(permit, { customerId: permit.customerId }),
      ),
  );
}

export function useRemoveBlanketPermit(screenId: number) {
  return usePermitsChange(screenId, (permitId: number) =>
    api.delete<null>(`/api/admin/screens/${screenId}/permits/${permitId}`),
  );
}
