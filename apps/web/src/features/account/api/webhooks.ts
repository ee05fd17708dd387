import type {
  WebhookCreateInput,
  WebhookDelivery,
  WebhookEndpoint,
} from '@screenspot/contracts/webhook';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountList } from './account-list';

const webhooks = accountList<WebhookEndpoint>('webhooks');
const deliveriesKey = (endpointId: number) => [...webhooks.key, endpointId, 'deliveries'] as const;

/** GET /api/user/webhooks: the account's endpoints, never their secrets. */
export const useWebhooks = webhooks.useItems;

/** POST /api/user/webhooks: the answer holds the signing secret, shown this once. */
export const useCreateWebhook = () =>
  webhooks.useAdd<WebhookCreateInput, WebhookEndpoint & { secret: string }>();

/** DELETE /api/user/webhooks/:id: nothing more is sent to it. */
export const useDeleteWebhook = webhooks.useRemove;

/** GET /api/user/webhooks/:id/deliveries, refreshed every few seconds while one is pending. */
export function useWebhookDeliveries(endpointId: number) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: () =>
      api.get<WebhookDelivery[]>(`/api/user/webhooks/${endpointId}/deliveries?size=20`),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 2000 : false,
  });
}

/**
 * POST /api/user/webhooks/:id/ping: a signed test event, sent at once. The list opens as the test
 * is sent, so its first read may race the ping: that read is dropped and the new delivery shown.
 */
export function usePingWebhook(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WebhookDelivery>(`/api/user/webhooks/${endpointId}/ping`, undefined),
    onSuccess: async (delivery) => {
      const key = deliveriesKey(endpointId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<WebhookDelivery[]>(key, (list = []) => [
        delivery,
        ...list.filter((shown) => shown.id !== delivery.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST /api/user/webhooks/:id/deliveries/:deliveryId/replay */
export function useReplayDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post<WebhookDelivery>(
        `/api/user/webhooks/${endpointId}/deliveries/${deliveryId}/replay`,
        undefined,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
